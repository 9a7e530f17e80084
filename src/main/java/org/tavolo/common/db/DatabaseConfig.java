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

    /**
     * How long a request waits for a connection while the database answers and every connection of the pool is in
     * use (TAVOLO_DATABASE_BUSY_WAIT), before it is answered 503; while the database may be away it waits
     * {@code quarkus.datasource.jdbc.acquisition-timeout} ({@link PoolWait}).
     */
    @WithDefault("10s")
    Duration busyWait();
}
