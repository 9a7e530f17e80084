package org.tavolo.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Whether the service sends e-mail; the SMTP server itself is Quarkus Mailer's ({@code quarkus.mailer.*}). */
@ConfigMapping(prefix = "tavolo.mail")
public interface MailConfig {

    /** Send e-mail to players (off unless the club names its SMTP server). */
    @WithDefault("false")
    boolean enabled();
}
