package org.tavolo.security;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the organizer's API tokens on the accounts page ({@code {acct:…}}), in {@code
 * messages/acct_it.properties} (the default) and {@code messages/acct_en.properties}.
 */
@MessageBundle(value = "acct", locale = "it")
public interface AccountMessages {

    @Message
    String tokens_title();

    @Message
    String tokens_intro();

    @Message
    String token_label();

    @Message
    String token_created();

    @Message
    String token_made();

    @Message
    String token_revoked();

    @Message
    String token_state_active();

    @Message
    String token_create();

    @Message
    String token_revoke();

    @Message
    String tokens_none();
}
