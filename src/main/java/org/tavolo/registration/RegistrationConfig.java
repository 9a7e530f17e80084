package org.tavolo.registration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How public registration is slowed down per network address (docs/registration.md#safety). */
@ConfigMapping(prefix = "tavolo.registration")
public interface RegistrationConfig {

    /** Public registrations accepted from one network address within {@link #window()}. */
    @WithDefault("20")
    int perAddress();

    /** The window the registrations from one address are counted in. */
    @WithDefault("1h")
    Duration window();
}
