package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Makes sure someone can sign in: on a start that finds no organizer, the first one comes from
 * TAVOLO_BOOTSTRAP_ADMIN_USERNAME and TAVOLO_BOOTSTRAP_ADMIN_PASSWORD (dev mode has a documented
 * default). The packaged service refuses to start when it has no way to a first organizer or no key
 * for its session cookies, and says what to set.
 */
@ApplicationScoped
public class FirstOrganizer {

    private static final Logger LOG = Logger.getLogger(FirstOrganizer.class);

    private final BootstrapConfig bootstrap;
    private final Optional<String> sessionKey;
    private final Accounts accounts;

    FirstOrganizer(
            BootstrapConfig bootstrap,
            @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") Optional<String> sessionKey,
            Accounts accounts) {
        this.bootstrap = bootstrap;
        this.sessionKey = sessionKey;
        this.accounts = accounts;
    }

    void onStart(@Observes StartupEvent start) {
        boolean anyOrganizer = QuarkusTransaction.requiringNew().call(Organizer::anyExists);
        List<String> problems = problems(anyOrganizer, configured(bootstrap), sessionKey.isPresent());
        if (!problems.isEmpty() && LaunchMode.current() == LaunchMode.NORMAL) {
            throw new IllegalStateException("Tavolo cannot start: " + String.join(" ", problems));
        }
        if (!anyOrganizer && configured(bootstrap)) {
            accounts.add(bootstrap.username().get(), bootstrap.password().get(), "bootstrap");
            LOG.infof(
                    "First organizer '%s' created from the bootstrap settings.",
                    bootstrap.username().get());
            if (LaunchMode.current() == LaunchMode.DEVELOPMENT) {
                LOG.infof(
                        "Dev mode: sign in at /login as '%s' with password '%s'.",
                        bootstrap.username().get(), bootstrap.password().get());
            }
        }
    }

    /** What stops the packaged service from starting: nothing when all is set. */
    static List<String> problems(boolean anyOrganizer, boolean bootstrapConfigured, boolean sessionKeyConfigured) {
        List<String> problems = new ArrayList<>();
        if (!anyOrganizer && !bootstrapConfigured) {
            problems.add("there is no organizer yet; set TAVOLO_BOOTSTRAP_ADMIN_USERNAME and"
                    + " TAVOLO_BOOTSTRAP_ADMIN_PASSWORD to create the first one.");
        }
        if (!sessionKeyConfigured) {
            problems.add("set QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY (at least 16 characters) to encrypt"
                    + " the sign-in cookies.");
        }
        return problems;
    }

    private static boolean configured(BootstrapConfig bootstrap) {
        return bootstrap.username().filter(u -> !u.isBlank()).isPresent()
                && bootstrap.password().filter(p -> !p.isBlank()).isPresent();
    }
}
