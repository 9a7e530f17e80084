package org.tavolo.common.db;

import io.agroal.api.configuration.AgroalConnectionPoolConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.Driver;

/**
 * How long a request waits for one of the pool's connections (docs/deployment.md#start-up-and-the-database): two
 * waits, for the two reasons a connection may not be at hand.
 *
 * <ul>
 *   <li><b>The database may be away</b>: the outage's half second ({@code quarkus.datasource.jdbc.acquisition-timeout}),
 *       then 503 {@code database-unavailable}, so that phones queue their entries and screens try again rather than
 *       hang.
 *   <li><b>The database answers and every connection is in use</b> (more writes at once than the pool has
 *       connections, a room reconnecting): the request waits its turn, up to {@link DatabaseConfig#busyWait()}, and
 *       gets its real answer. Connections come back within milliseconds; on a loaded host, after more than half a
 *       second.
 * </ul>
 *
 * <p>Which holds is told by the pool: a connection it opens says the database answers; a connection it drops (broken,
 * as all are when the database stops or restarts) says it may be away, until a connection opened beside the pool, at
 * once, says whether it answers (a busy pool could not lend one for that check).
 */
@ApplicationScoped
public class PoolWait {

    private static final Logger LOG = Logger.getLogger(PoolWait.class);
    /** How long the check beside the pool may take to connect and to answer, in seconds. */
    private static final String CHECK_SECONDS = "1";

    private final Duration outageWait;
    private final Duration busyWait;
    private final String url;
    private final Optional<String> username;
    private final Optional<String> password;
    private final AtomicBoolean checking = new AtomicBoolean();
    /** The pool whose wait this sets, once the service is started ({@link DatabaseAtStart} sets it until then). */
    private volatile AgroalConnectionPoolConfiguration pool;

    PoolWait(
            DatabaseConfig config,
            @ConfigProperty(name = "quarkus.datasource.jdbc.acquisition-timeout") Duration outageWait,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        this.outageWait = outageWait;
        this.busyWait = config.busyWait();
        this.url = url;
        this.username = username;
        this.password = password;
    }

    /** The service is started: from now on the pool's wait follows the database, from whether it answered. */
    void start(AgroalConnectionPoolConfiguration pool, boolean answered) {
        this.pool = pool;
        set(answered ? busyWait : outageWait);
    }

    /** The pool opened a connection: the database answers. */
    void opened() {
        set(busyWait);
    }

    /** The pool dropped a connection: the database may be away, until a check beside the pool says it answers. */
    void dropped() {
        if (pool == null) {
            return;
        }
        set(outageWait);
        if (checking.compareAndSet(false, true)) {
            Thread checker = new Thread(this::check, "tavolo-pool-wait");
            checker.setDaemon(true);
            checker.start();
        }
    }

    private void check() {
        try {
            if (answers()) {
                set(busyWait);
            }
        } finally {
            checking.set(false);
        }
    }

    /** Whether the database answers on a connection of its own, opened beside the pool. */
    private boolean answers() {
        Properties properties = new Properties();
        username.ifPresent(u -> properties.setProperty("user", u));
        password.ifPresent(p -> properties.setProperty("password", p));
        properties.setProperty("ApplicationName", "tavolo-pool-wait");
        properties.setProperty("connectTimeout", CHECK_SECONDS);
        properties.setProperty("socketTimeout", CHECK_SECONDS);
        try (Connection connection = new Driver().connect(url, properties)) {
            if (connection == null) {
                return false;
            }
            try (Statement statement = connection.createStatement()) {
                statement.execute("SELECT 1");
                return true;
            }
        } catch (SQLException e) {
            LOG.debugf("The database does not answer beside the pool: %s", e.getMessage());
            return false;
        }
    }

    private void set(Duration wait) {
        AgroalConnectionPoolConfiguration started = pool;
        if (started != null) {
            started.setAcquisitionTimeout(wait);
        }
    }
}
