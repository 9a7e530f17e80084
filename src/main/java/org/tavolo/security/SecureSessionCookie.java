package org.tavolo.security;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.impl.ServerCookie;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Marks the session cookie {@code Secure} outside dev mode and tests whenever it is sent. Quarkus
 * marks it so only when the connection itself is TLS, which it is not behind a proxy that
 * terminates HTTPS.
 */
@ApplicationScoped
public class SecureSessionCookie {

    private final boolean secure;
    private final String name;

    SecureSessionCookie(
            SecurityConfig config, @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String name) {
        this.secure = config.secureCookie();
        this.name = name;
    }

    void register(@Observes Filters filters) {
        if (!secure) {
            return;
        }
        filters.register(
                rc -> {
                    rc.addHeadersEndHandler(v -> {
                        Cookie session = rc.request().getCookie(name);
                        if (session instanceof ServerCookie sent && sent.isChanged()) {
                            session.setSecure(true);
                        }
                    });
                    rc.next();
                },
                Integer.MAX_VALUE - 100);
    }
}
