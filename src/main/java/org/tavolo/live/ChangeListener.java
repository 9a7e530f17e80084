package org.tavolo.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.tavolo.audit.AuditTrail;

/**
 * Listens on the audit trail's PostgreSQL channel with one dedicated connection (outside the pool,
 * so it never holds a pooled connection hostage) and hands every committed change to the
 * {@link LiveHub}, and to any other feature as a {@link TournamentChanged} event. Every instance listens, so a change made on one reaches the screens of all.
 * When the connection is lost it tries again every {@value #RETRY_MILLIS} ms, however long the database stays away,
 * so that it listens again as soon as the database answers; then it has every screen re-read, since notifications
 * sent meanwhile are gone. A try while the database is away costs one refused connection (docs/room-screens.md).
 */
@ApplicationScoped
class ChangeListener implements Runnable {

    private static final Logger LOG = Logger.getLogger(ChangeListener.class);
    private static final int WAIT_MILLIS = 5_000;
    /**
     * The pause between tries to listen again. Short and fixed, never growing: a pause that grew during a long
     * outage would leave the screens silent for as long after the database came back.
     */
    static final long RETRY_MILLIS = 250;
    /** How long a try waits for the database to accept a connection, in seconds: the pool's own setting. */
    private static final String CONNECT_TIMEOUT_SECONDS = "1";

    private final LiveHub hub;
    private final Event<TournamentChanged> changes;
    private final ObjectMapper json;
    private final String url;
    private final Optional<String> username;
    private final Optional<String> password;
    private volatile boolean running;
    private volatile Connection connection;
    private final AtomicLong failures = new AtomicLong();
    private volatile boolean listening;
    private Thread thread;

    ChangeListener(
            LiveHub hub,
            Event<TournamentChanged> changes,
            ObjectMapper json,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        this.hub = hub;
        this.changes = changes;
        this.json = json;
        this.url = url;
        this.username = username;
        this.password = password;
    }

    void start(@Observes StartupEvent started) {
        running = true;
        thread = new Thread(this, "live-change-listener");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent stopping) {
        running = false;
        closeQuietly();
        if (thread != null) {
            thread.interrupt();
        }
    }

    private static final int RESYNC_ATTEMPTS = 10;
    private static final long RESYNC_PAUSE_MILLIS = 200;

    @Override
    public void run() {
        boolean lostBefore = false;
        while (running) {
            try {
                listen(lostBefore);
            } catch (SQLException | RuntimeException e) {
                // a database that goes away may also fail the catching up after a reconnection (a pooled
                // connection closed under it): the listener tries again rather than end its thread
                if (!running) {
                    return;
                }
                failed(e);
                lostBefore = true;
                closeQuietly();
                if (!pause(RETRY_MILLIS)) {
                    return;
                }
            }
        }
    }

    /** Says once that the connection was lost, not at every try while the database is away. */
    private void failed(Exception e) {
        failures.incrementAndGet();
        if (listening) {
            listening = false;
            LOG.warnf("Lost the notification connection (%s); trying again every %d ms", e.getMessage(), RETRY_MILLIS);
        } else {
            LOG.debugf("The notification connection could not be made again: %s", e.getMessage());
        }
    }

    /** How many times listening failed since start: its connection lost, or a try to connect again refused. */
    long failures() {
        return failures.get();
    }

    private void listen(boolean resync) throws SQLException {
        connection = connect();
        try (Statement statement = connection.createStatement()) {
            statement.execute("LISTEN " + AuditTrail.CHANNEL);
        }
        if (resync) {
            LOG.info("Listening for changes again");
            resync();
        }
        listening = true;
        PGConnection pg = connection.unwrap(PGConnection.class);
        while (running) {
            PGNotification[] notifications = pg.getNotifications(WAIT_MILLIS);
            if (notifications != null) {
                for (PGNotification n : notifications) {
                    deliver(n.getParameter());
                }
            }
        }
    }

    /**
     * Tells every open screen to re-read, after notifications may have been missed. The database just came back:
     * connections the pool kept from before it went away fail once each and are dropped, so a few tries are made
     * before the screens are left to catch up with their next change.
     */
    private void resync() {
        for (int attempt = 1; running; attempt++) {
            try {
                hub.resyncAll();
                return;
            } catch (RuntimeException e) {
                if (attempt == RESYNC_ATTEMPTS || !pause(RESYNC_PAUSE_MILLIS)) {
                    LOG.warnf(
                            "Screens could not be told to re-read after the notification connection came back: %s",
                            e.getMessage());
                    return;
                }
            }
        }
    }

    private void deliver(String payload) {
        try {
            JsonNode change = json.readTree(payload);
            TournamentChanged changed = new TournamentChanged(
                    change.get("id").asLong(),
                    change.get("tournamentId").asLong(),
                    change.get("action").asText());
            hub.changed(changed.auditId(), changed.tournamentId(), changed.action());
            changes.fire(changed);
        } catch (IOException | RuntimeException e) {
            LOG.warnf("Could not deliver the change %s: %s", payload, e.getMessage());
        }
    }

    private Connection connect() throws SQLException {
        Properties properties = new Properties();
        username.ifPresent(u -> properties.setProperty("user", u));
        password.ifPresent(p -> properties.setProperty("password", p));
        properties.setProperty("ApplicationName", "tavolo-live");
        properties.setProperty("connectTimeout", CONNECT_TIMEOUT_SECONDS);
        Connection opened = new Driver().connect(url, properties);
        if (opened == null) {
            throw new SQLException("Not a PostgreSQL URL: " + url);
        }
        return opened;
    }

    private void closeQuietly() {
        Connection open = connection;
        connection = null;
        if (open != null) {
            try {
                open.close();
            } catch (SQLException ignored) {
                // already gone
            }
        }
    }

    private static boolean pause(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
