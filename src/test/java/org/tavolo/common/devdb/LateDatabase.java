package org.tavolo.common.devdb;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A database that accepts connections only some time after the service first asks for one, as a PostgreSQL that
 * starts more slowly than the service does (docker compose up, a busy host): the service is pointed at a port of
 * its own that closes the first {@value #TURNED_AWAY} connections at once, and any made in the first
 * {@link #CLOSED_FOR}, then passes the others on to the embedded server.
 *
 * <p>A field of the test annotated {@link TurnedAway} gets the count of connections closed so far.
 */
public class LateDatabase implements QuarkusTestResourceLifecycleManager {

    /** How many connections are closed before the database accepts one. */
    public static final int TURNED_AWAY = 3;
    /** How long after the test resource starts the database accepts none. */
    public static final Duration CLOSED_FOR = Duration.ofSeconds(2);

    /** Marks the test's {@link AtomicInteger} field that counts the connections closed. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface TurnedAway {}

    private final AtomicInteger turnedAway = new AtomicInteger();
    private ServerSocket door;
    private long opensAt;
    private String host;
    private int port;

    @Override
    public Map<String, String> start() {
        URI server = URI.create(EmbeddedPostgresServer.jdbcUrl(null).substring("jdbc:".length()));
        host = server.getHost();
        port = server.getPort();
        try {
            door = new ServerSocket(0, 100, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException("no port for the late database", e);
        }
        opensAt = System.nanoTime() + CLOSED_FOR.toNanos();
        Thread doorman = new Thread(this::serve, "late-database");
        doorman.setDaemon(true);
        doorman.start();
        return Map.of(
                "quarkus.datasource.jdbc.url",
                "jdbc:postgresql://localhost:" + door.getLocalPort() + server.getPath(),
                "quarkus.datasource.username",
                EmbeddedPostgresServer.USER,
                "quarkus.datasource.password",
                EmbeddedPostgresServer.USER);
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(
                turnedAway, new TestInjector.AnnotatedAndMatchesType(TurnedAway.class, AtomicInteger.class));
    }

    @Override
    public void stop() {
        try {
            door.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    private boolean open() {
        return turnedAway.get() >= TURNED_AWAY && System.nanoTime() >= opensAt;
    }

    private void serve() {
        while (!door.isClosed()) {
            try {
                Socket client = door.accept();
                if (open()) {
                    pass(client);
                } else {
                    turnedAway.incrementAndGet();
                    client.close();
                }
            } catch (IOException e) {
                // the door was closed, or one connection failed
            }
        }
    }

    private void pass(Socket client) throws IOException {
        Socket database = new Socket(host, port);
        copy(client, database);
        copy(database, client);
    }

    private static void copy(Socket from, Socket to) {
        Thread copier = new Thread(
                () -> {
                    try (InputStream in = from.getInputStream();
                            OutputStream out = to.getOutputStream()) {
                        in.transferTo(out);
                    } catch (IOException e) {
                        // one side closed
                    } finally {
                        closeQuietly(from);
                        closeQuietly(to);
                    }
                },
                "late-database-copy");
        copier.setDaemon(true);
        copier.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }
}
