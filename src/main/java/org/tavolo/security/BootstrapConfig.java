package org.tavolo.security;

import io.smallrye.config.ConfigMapping;
import java.util.Optional;

/**
 * The first organizer, created on a start that finds none (environment variables
 * TAVOLO_BOOTSTRAP_ADMIN_USERNAME and TAVOLO_BOOTSTRAP_ADMIN_PASSWORD).
 */
@ConfigMapping(prefix = "tavolo.bootstrap-admin")
public interface BootstrapConfig {

    /** Username of the first organizer. */
    Optional<String> username();

    /** Password of the first organizer; change it once signed in. */
    Optional<String> password();
}
