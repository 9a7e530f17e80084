package org.tavolo.security;

import io.quarkus.vertx.http.runtime.filters.Filter;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.smallrye.config.WithDefault;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Properties;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The test server's session cookie as production sends it, for the requests that ask with {@link
 * #HEADER} only: {@link SecureSessionCookie} built with production's {@code tavolo.security.secure-cookie}
 * (application.properties without the dev and test profiles, else the setting's default) and
 * registered among the server's filters at its own priority. {@link SecureCookieTest} reads the
 * production cookie so, in the one test server every test shares, rather than in a second server
 * started for it under a test profile.
 */
@ApplicationScoped
public class ProductionCookieWhenAsked {

    /** The request header that asks for production's cookie. */
    public static final String HEADER = "X-Tavolo-Test-Cookie-As-In-Production";

    void register(
            @Observes Filters filters,
            SecurityConfig tests,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String name) {
        Filters production = new Filters();
        new SecureSessionCookie(asInProduction(tests), name).register(production);
        for (Filter filter : production.getFilters()) {
            filters.register(
                    rc -> {
                        if (rc.request().getHeader(HEADER) != null) {
                            filter.getHandler().handle(rc);
                        } else {
                            rc.next();
                        }
                    },
                    filter.getPriority());
        }
    }

    /** Whether production marks the cookie Secure: its setting, else the setting's default. */
    static boolean secureInProduction() {
        Properties settings = new Properties();
        try (InputStream in = ProductionCookieWhenAsked.class.getResourceAsStream("/application.properties")) {
            settings.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String key = "tavolo.security.secure-cookie";
        String value = settings.getProperty("%prod." + key, settings.getProperty(key));
        if (value == null) {
            try {
                value = SecurityConfig.class
                        .getMethod("secureCookie")
                        .getAnnotation(WithDefault.class)
                        .value();
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
        return Boolean.parseBoolean(value.strip());
    }

    /** The tests' settings, but whether the cookie is Secure: production's. */
    private static SecurityConfig asInProduction(SecurityConfig tests) {
        boolean secure = secureInProduction();
        return new SecurityConfig() {
            @Override
            public int bcryptCost() {
                return tests.bcryptCost();
            }

            @Override
            public boolean secureCookie() {
                return secure;
            }

            @Override
            public Duration basicCheckMemory() {
                return tests.basicCheckMemory();
            }

            @Override
            public Throttle throttle() {
                return tests.throttle();
            }
        };
    }
}
