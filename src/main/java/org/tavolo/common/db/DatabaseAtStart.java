package org.tavolo.common.db;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.configuration.AgroalConnectionPoolConfiguration;
import io.quarkus.flyway.FlywayConfigurationCustomizer;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.jboss.logging.Logger;

/**
 * Start-up waits for the database instead of failing (docs/deployment.md#start-up-and-the-database).
 *
 * <ol>
 *   <li>Right before Flyway migrates the schema (this is its configuration's last step), the start-up tries a
 *       connection until the database accepts one, pausing {@link #FIRST_PAUSE} after the first failure and twice
 *       as long after each next one, at most {@link #LONGEST_PAUSE}, with a log line for each try; after
 *       {@link DatabaseConfig#startupWait()} it gives up and the service stops, saying why.
 *   <li>Until the service is started, the pool waits up to that same time for a connection: on a busy host one
 *       takes longer to open than the half second a request waits ({@code quarkus.datasource.jdbc.acquisition-timeout}).
 *   <li>Last of the start-up, before the HTTP port opens, the pool's connections are opened ({@link WarmPool}), and
 *       the pool's wait becomes a request's: the busy pool's while the database answers, the outage's half second
 *       while it may be away ({@link PoolWait}).
 * </ol>
 */
@ApplicationScoped
public class DatabaseAtStart implements FlywayConfigurationCustomizer {

    private static final Logger LOG = Logger.getLogger(DatabaseAtStart.class);
    static final Duration FIRST_PAUSE = Duration.ofMillis(250);
    static final Duration LONGEST_PAUSE = Duration.ofSeconds(5);

    private final AgroalDataSource database;
    private final WarmPool pool;
    private final PoolWait wait;
    private final Duration startupWait;

    private boolean reached;

    DatabaseAtStart(AgroalDataSource database, WarmPool pool, PoolWait wait, DatabaseConfig config) {
        this.database = database;
        this.pool = pool;
        this.wait = wait;
        this.startupWait = config.startupWait();
    }

    @Override
    public void customize(FluentConfiguration flyway) {
        awaitDatabase();
    }

    /** After the other start-up steps, and before the HTTP port opens. */
    void warmBeforeReady(@Observes @Priority(Interceptor.Priority.LIBRARY_AFTER) StartupEvent start) {
        awaitDatabase();
        boolean warm = pool.warmUp();
        if (!warm) {
            LOG.warn("The connection pool could not be filled at start-up; the readiness check will try again");
        }
        wait.start(poolConfiguration(), warm);
    }

    /** Returns once the database has accepted a connection; throws when it has not within the start-up's wait. */
    synchronized void awaitDatabase() {
        if (reached) {
            return;
        }
        poolConfiguration().setAcquisitionTimeout(startupWait);
        long deadline = System.nanoTime() + startupWait.toNanos();
        Duration pause = FIRST_PAUSE;
        for (int attempt = 1; ; attempt++) {
            try (Connection connection = database.getConnection()) {
                reached = true;
                if (attempt > 1) {
                    LOG.infof("The database accepted a connection at try %d", attempt);
                }
                return;
            } catch (SQLException e) {
                Duration left = Duration.ofNanos(deadline - System.nanoTime());
                if (left.isNegative() || left.isZero()) {
                    throw new IllegalStateException(
                            "Tavolo cannot start: the database did not accept a connection within "
                                    + seconds(startupWait) + " (TAVOLO_DATABASE_STARTUP_WAIT): " + e.getMessage(),
                            e);
                }
                Duration next = pause.compareTo(left) < 0 ? pause : left;
                LOG.warnf(
                        "The database does not accept connections yet (try %d: %s); trying again in %s, for at most %s more",
                        attempt, e.getMessage(), seconds(next), seconds(left));
                sleep(next);
                pause = pause.multipliedBy(2).compareTo(LONGEST_PAUSE) < 0 ? pause.multipliedBy(2) : LONGEST_PAUSE;
            }
        }
    }

    private AgroalConnectionPoolConfiguration poolConfiguration() {
        return database.getConfiguration().connectionPoolConfiguration();
    }

    private static String seconds(Duration duration) {
        return "%.1f s".formatted(duration.toMillis() / 1000.0);
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Start-up was interrupted while waiting for the database", e);
        }
    }
}
