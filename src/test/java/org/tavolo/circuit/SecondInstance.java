package org.tavolo.circuit;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import javax.sql.DataSource;
import org.tavolo.testing.Waiting;

/**
 * A second Tavolo, really apart from the test's own: the packaged application ({@code target/quarkus-app}, made by
 * {@code package} before the browser tests run) started as a process of its own, on a port of its own, over a
 * PostgreSQL server of its own (an embedded one, started here); its organizer signs in over HTTP Basic. Its output is
 * in {@code target/second-instance.log}.
 */
final class SecondInstance implements AutoCloseable {

    static final String ORGANIZER = "hubadmin";
    static final String PASSWORD = "hub-admin-password-for-tests";
    private static final Path APP = Path.of("target/quarkus-app/quarkus-run.jar");

    private final EmbeddedPostgres database;
    private final Process process;
    private final int port;

    private SecondInstance(EmbeddedPostgres database, Process process, int port) {
        this.database = database;
        this.process = process;
        this.port = port;
    }

    static SecondInstance start() throws IOException {
        if (!Files.exists(APP)) {
            throw new IllegalStateException(APP + " is missing: the second instance is the packaged application,"
                    + " made by ./mvnw package (verify makes it before the browser tests)");
        }
        EmbeddedPostgres database = EmbeddedPostgres.builder().start();
        int port = freePort();
        ProcessBuilder builder = new ProcessBuilder(
                        ProcessHandle.current().info().command().orElse("java"), "-Xmx256m", "-jar", APP.toString())
                .redirectErrorStream(true)
                .redirectOutput(Path.of("target/second-instance.log").toFile());
        builder.environment()
                .putAll(Map.of(
                        "QUARKUS_HTTP_PORT",
                        String.valueOf(port),
                        "QUARKUS_DATASOURCE_JDBC_URL",
                        database.getJdbcUrl("postgres", "postgres"),
                        "QUARKUS_DATASOURCE_USERNAME",
                        "postgres",
                        "QUARKUS_DATASOURCE_PASSWORD",
                        "postgres",
                        "QUARKUS_DATASOURCE_JDBC_MIN_SIZE",
                        "2",
                        "QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY",
                        "second-instance-session-key-for-tests-only",
                        "TAVOLO_BOOTSTRAP_ADMIN_USERNAME",
                        ORGANIZER,
                        "TAVOLO_BOOTSTRAP_ADMIN_PASSWORD",
                        PASSWORD,
                        "TAVOLO_SECURITY_SECURE_COOKIE",
                        "false",
                        "TAVOLO_PUBLIC_URL",
                        "http://localhost:" + port));
        SecondInstance started = new SecondInstance(database, builder.start(), port);
        try {
            Waiting.until("the second instance answers ready", Duration.ofSeconds(180), started::ready);
        } catch (RuntimeException | AssertionError notStarted) {
            started.close();
            throw notStarted;
        }
        return started;
    }

    private boolean ready() {
        if (!process.isAlive()) {
            throw new IllegalStateException("the second instance stopped: see target/second-instance.log");
        }
        try {
            return given().auth()
                            .none()
                            .baseUri("http://localhost")
                            .port(port)
                            .get("/q/health/ready")
                            .statusCode()
                    == 200;
        } catch (Exception notListeningYet) { // RestAssured throws the socket's ConnectException unchecked
            return false;
        }
    }

    /** Its address, as a club's link names it. */
    String address() {
        return "http://localhost:" + port;
    }

    /** A request to it, signed in as its organizer. */
    RequestSpecification organizer() {
        return given().baseUri("http://localhost")
                .port(port)
                .auth()
                .preemptive()
                .basic(ORGANIZER, PASSWORD);
    }

    /** A request to it, signed in as nobody. */
    RequestSpecification anyone() {
        return given().baseUri("http://localhost").port(port).auth().none();
    }

    /** Its own database. */
    DataSource database() {
        return database.getPostgresDatabase();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
            database.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
