package org.tavolo.championship;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
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
 * Listens on the audit trail's channel ({@link AuditTrail#CHANNEL}), as the tournaments' live
 * updates do, with one dedicated connection outside the pool, and hands every committed change of a
 * tournament to the {@link ChampionshipHub}. A lost connection is opened again after a growing pause.
 */
@ApplicationScoped
class TournamentChanges implements Runnable {

    private static final Logger LOG = Logger.getLogger(TournamentChanges.class);
    private static final int WAIT_MILLIS = 5_000;
    private static final long MAX_BACKOFF_MILLIS = 30_000;

    private final ChampionshipHub hub;
    private final ObjectMapper json;
    private final String url;
    private final Optional<String> username;
    private final Optional<String> password;
    private volatile boolean running;
    private volatile Connection connection;
    private Thread thread;

    TournamentChanges(
            ChampionshipHub hub,
            ObjectMapper json,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        this.hub = hub;
        this.json = json;
        this.url = url;
        this.username = username;
        this.password = password;
    }

    void start(@Observes StartupEvent started) {
        running = true;
        thread = new Thread(this, "championship-change-listener");
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

    @Override
    public void run() {
        long backoff = 500;
        while (running) {
            try {
                listen();
            } catch (SQLException e) {
                if (!running) {
                    return;
                }
                LOG.warnf("Lost the notification connection (%s); retrying in %d ms", e.getMessage(), backoff);
                closeQuietly();
                try {
                    Thread.sleep(backoff);
                } catch (InterruptedException stopped) {
                    Thread.currentThread().interrupt();
                    return;
                }
                backoff = Math.min(backoff * 2, MAX_BACKOFF_MILLIS);
            }
        }
    }

    private void listen() throws SQLException {
        Properties properties = new Properties();
        username.ifPresent(u -> properties.setProperty("user", u));
        password.ifPresent(p -> properties.setProperty("password", p));
        properties.setProperty("ApplicationName", "tavolo-championships");
        connection = new Driver().connect(url, properties);
        if (connection == null) {
            throw new SQLException("Not a PostgreSQL URL: " + url);
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("LISTEN " + AuditTrail.CHANNEL);
        }
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

    private void deliver(String payload) {
        try {
            JsonNode change = json.readTree(payload);
            hub.tournamentChanged(
                    change.get("id").asLong(),
                    change.get("tournamentId").asLong(),
                    change.get("action").asText());
        } catch (IOException | RuntimeException e) {
            LOG.warnf("Could not deliver the change %s: %s", payload, e.getMessage());
        }
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
}
