package org.tavolo.common.db;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.AgroalPoolInterceptor;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Keeps the connection pool warm: its {@code quarkus.datasource.jdbc.min-size} connections open and working before
 * the service says it is ready, at start-up and again after the database came back. A pool that opens its
 * connections only when requests come opens them one at a time; a room reconnecting at once (screens, hands resent
 * by the phones' queues) would wait for them longer than a request's half second, and be answered 503 while the
 * database is up.
 *
 * <p>The pool is cold from start-up until warmed, and again whenever it has dropped a connection (a connection that
 * broke, as all do when the database restarts): {@link PoolReadiness} warms it before saying ready again.
 */
@ApplicationScoped
public class WarmPool {

    private static final Logger LOG = Logger.getLogger(WarmPool.class);
    /** How long one connection's check may take, in seconds. */
    private static final int VALIDATION_SECONDS = 1;

    private final AgroalDataSource database;
    private final AtomicBoolean warm = new AtomicBoolean();

    WarmPool(AgroalDataSource database) {
        this.database = database;
    }

    /** Whether the pool's connections were all open and working when last warmed, none dropped since. */
    boolean warm() {
        return warm.get();
    }

    /** The pool dropped a connection: it is warmed again before the service says ready. */
    void cooled() {
        warm.set(false);
    }

    /**
     * Opens the pool's minimum of connections at once, each checked, and gives them back: a broken one is dropped
     * and another taken in its place. False if the database did not give them all.
     */
    boolean warmUp() {
        int size = database.getConfiguration().connectionPoolConfiguration().minSize();
        List<Connection> held = new ArrayList<>();
        try {
            for (int tries = 0; held.size() < size && tries < 2 * size; tries++) {
                Connection connection = database.getConnection();
                if (works(connection)) {
                    held.add(connection);
                } else {
                    connection.close(); // broken: the pool drops it as it comes back
                }
            }
        } catch (SQLException e) {
            LOG.debugf("The connection pool could not be warmed: %s", e.getMessage());
        } finally {
            giveBack(held);
        }
        boolean done = held.size() >= size;
        warm.set(done);
        return done;
    }

    /**
     * Whether the database answers on a connection of the pool. Broken connections met on the way are dropped (and
     * the pool is then cold) until a working one is found, or the database gives none.
     */
    boolean answers() {
        int most = database.getConfiguration().connectionPoolConfiguration().maxSize();
        try {
            for (int tries = 0; tries <= most; tries++) {
                try (Connection connection = database.getConnection()) {
                    if (works(connection)) {
                        return true;
                    }
                    cooled();
                }
            }
        } catch (SQLException e) {
            LOG.debugf("The database does not answer: %s", e.getMessage());
        }
        return false;
    }

    /**
     * Whether the connection answers a statement. The statement goes through the pool's own wrapper, so that a
     * broken connection's failure (SQL state class 08) marks it to be dropped when it is given back.
     */
    private static boolean works(Connection connection) {
        try (Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(VALIDATION_SECONDS);
            statement.execute("SELECT 1");
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private static void giveBack(List<Connection> held) {
        for (Connection connection : held) {
            try {
                connection.close();
            } catch (SQLException e) {
                // the pool has dropped it
            }
        }
    }

    /**
     * Tells the pool's warmth when a connection is dropped, and the pool's wait ({@link PoolWait}) when one is opened
     * or dropped.
     */
    @ApplicationScoped
    static class Drops implements AgroalPoolInterceptor {

        private final WarmPool pool;
        private final PoolWait wait;

        Drops(WarmPool pool, PoolWait wait) {
            this.pool = pool;
            this.wait = wait;
        }

        @Override
        public void onConnectionCreate(Connection connection) {
            wait.opened();
        }

        @Override
        public void onConnectionDestroy(Connection connection) {
            pool.cooled();
            wait.dropped();
        }
    }
}
