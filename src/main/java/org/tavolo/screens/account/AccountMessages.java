package org.tavolo.screens.account;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the account pages: sign-in, organizers, table directors' accesses and API tokens ({@code {acct:…}}), in {@code
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

    @Message
    String accounts_title();

    @Message
    String username();

    @Message
    String since();

    @Message
    String new_password();

    @Message
    String new_password_for(String name);

    @Message
    String reset();

    @Message
    String your_current_password();

    @Message
    String enable();

    @Message
    String disable();

    @Message
    String disabled();

    @Message
    String active();

    @Message
    String add_title();

    @Message
    String username_hint();

    @Message
    String password_hint();

    @Message
    String add();

    @Message
    String new_access(String label);

    @Message
    String code();

    @Message
    String pin();

    @Message
    String pin_once();

    @Message
    String qr_alt(String code);

    @Message
    String qr();

    @Message
    String label();

    @Message
    String until();

    @Message
    String all_tables();

    @Message
    String revoked();

    @Message
    String locked();

    @Message
    String unlock();

    @Message
    String revoke();

    @Message
    String issue_title();

    @Message
    String table_hint();

    @Message
    String label_hint();

    @Message
    String issue();

    @Message
    String signin_failed();

    @Message
    String organizer();

    @Message
    String director();

    @Message
    String password();

    @Message
    String revoke_question_table(String code, int table);

    @Message
    String revoke_question_all(String code);

    @Message
    String revoke_consequence();

    @Message
    String revoke_confirm();

    @Message
    String ended();

    @Message
    String signin_ended();

    @Message
    String signin_refused_title();
}
