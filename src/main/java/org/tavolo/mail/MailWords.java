package org.tavolo.mail;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.tavolo.registration.RegistrationStatus;

/**
 * The words of the mail to players, in {@code messages/mail_it.properties} (the default, the club's language, in
 * which mail is sent) and {@code messages/mail_en.properties}. No sentence needs the player's gender.
 */
@MessageBundle(value = "mail", locale = "it")
public interface MailWords {

    @Message
    String subject(String tournament);

    /** The first mail: the registration's status and its private page. */
    @Message
    String registered(String tournament, String date, String status, String page);

    /** A later change of status. */
    @Message
    String changed(String tournament, String date, String status);

    @Message
    String position(String status, int position);

    /** A registration's status in words: one key a constant, {@code status_$WAITING}, … */
    @Message
    String status(RegistrationStatus status);
}
