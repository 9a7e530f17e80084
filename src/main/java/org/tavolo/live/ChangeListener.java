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
 * When the connection is lost it reconnects with a growing pause and then has every screen
 * re-read, since notifications sent meanwhile are gone.
 */
@ApplicationScoped
class ChangeListener implements Runnable {

    private static final Logger LOG = Logger.getLogger(ChangeListener.class);
    private static final int WAIT_MILLIS = 5_000;
    private static final long MAX_BACKOFF_MILLIS = 30_000;

    private final LiveHub hub;
    private final Event<TournamentChanged> changes;
    private final ObjectMapper json;
    private final String url;
    private final Optional<String> username;
    private final Optional<String> password;
    private volatile boolean running;
    private volatile Connection connection;
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

    private static final long FIRST_BACKOFF_MILLIS = 500;

    /** The pause before the next reconnection: doubled at each failure, back to the first once listening again. */
    private long backoff = FIRST_BACKOFF_MILLIS;

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
                LOG.warnf("Lost the notification connection (%s); retrying in %d ms", e.getMessage(), backoff);
                lostBefore = true;
                closeQuietly();
                if (!pause(backoff)) {
                    return;
                }
                backoff = Math.min(backoff * 2, MAX_BACKOFF_MILLIS);
            }
        }
    }

    private void listen(boolean resync) throws SQLException {
        connection = connect();
        try (Statement statement = connection.createStatement()) {
            statement.execute("LISTEN " + AuditTrail.CHANNEL);
        }
        if (resync) {
            resync();
        }
        backoff = FIRST_BACKOFF_MILLIS;
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
