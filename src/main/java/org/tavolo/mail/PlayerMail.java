package org.tavolo.mail;

import io.quarkus.mailer.Mail;
import io.quarkus.mailer.reactive.ReactiveMailer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import org.jboss.logging.Logger;

/**
 * Sends one mail to a player, once: only where the club sends mail ({@link MailConfig#enabled()}), only to an
 * address given, and only the first time for the change it tells ({@code mail_sent}, keyed by what it tells, so
 * that two instances of the service listening to the same changes send it once). Sending does not wait: a server
 * that does not answer is written in the log and changes nothing else.
 */
@ApplicationScoped
public class PlayerMail {

    private static final Logger LOG = Logger.getLogger(PlayerMail.class);

    private final ReactiveMailer mailer;
    private final MailConfig config;
    private final EntityManager em;

    PlayerMail(ReactiveMailer mailer, MailConfig config, EntityManager em) {
        this.mailer = mailer;
        this.config = config;
        this.em = em;
    }

    /** Whether the club sends mail at all. */
    public boolean enabled() {
        return config.enabled();
    }

    /** Sends {@code text} to {@code to}, unless the mail known as {@code key} was sent already. */
    public void send(String key, String to, String subject, String text) {
        if (!config.enabled() || to == null || to.isBlank() || !firstTime(key)) {
            return;
        }
        mailer.send(Mail.withText(to, subject, text))
                .subscribe()
                .with(
                        sent -> LOG.debugf("mail %s sent", key),
                        failed -> LOG.warnf("mail %s not sent: %s", key, failed.getMessage()));
    }

    private boolean firstTime(String key) {
        return QuarkusTransaction.requiringNew()
                .call(() -> em.createNativeQuery("insert into mail_sent (mail_key) values (?1) on conflict do nothing")
                                .setParameter(1, key)
                                .executeUpdate()
                        == 1);
    }
}
