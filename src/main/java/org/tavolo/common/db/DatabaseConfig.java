package org.tavolo.common.db;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How the service meets its database at start-up (docs/deployment.md#start-up-and-the-database). */
@ConfigMapping(prefix = "tavolo.database")
public interface DatabaseConfig {

    /**
     * How long start-up waits for the database to accept a connection (TAVOLO_DATABASE_STARTUP_WAIT), trying again
     * with a growing pause, before the service gives up and stops. A request's own wait for a connection stays
     * {@code quarkus.datasource.jdbc.acquisition-timeout}.
     */
    @WithDefault("60s")
    Duration startupWait();
}
