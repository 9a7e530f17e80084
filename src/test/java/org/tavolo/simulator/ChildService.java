package org.tavolo.simulator;

import io.restassured.RestAssured;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.tavolo.testing.Api;

/**
 * The packaged service ({@code target/quarkus-app/quarkus-run.jar}, made by {@code ./mvnw package -DskipTests}) run
 * as a child process of the long run, against the test's own PostgreSQL, so that a night can kill it for real
 * ({@link ServiceKill}: SIGKILL, as {@code kill -9} does) and start it again. While it runs, every door of the night
 * (RestAssured's port, which {@code testing/Api} and {@link Doors} use) leads to it; the service of the test's JVM
 * stays up beside it on the same database, unused. Its output goes to {@code target/night-service.log}.
 */
final class ChildService implements AutoCloseable {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");
    private static final Path LOG = Path.of("target", "night-service.log");
    private static ChildService running;

    private final int port;
    private final int testPort;
    private final Map<String, String> environment;
    private Process process;
    private int starts;

    private ChildService(int port, Map<String, String> environment) {
        this.port = port;
        this.testPort = RestAssured.port;
        this.environment = environment;
    }

    /** The child service the night runs against; null when the night runs inside the test's service. */
    static ChildService running() {
        return running;
    }

    /**
     * Starts the packaged service on a free port with the test's database and accesses (the test's organizer, its
     * session key, so that the directors' sessions outlive a restart), and points the night's doors at it.
     */
    static ChildService start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: run ./mvnw -B -q package -DskipTests first");
        }
        Config config = ConfigProvider.getConfig();
        int port = freePort();
        Map<String, String> environment = Map.ofEntries(
                Map.entry("QUARKUS_DATASOURCE_JDBC_URL", config.getValue("quarkus.datasource.jdbc.url", String.class)),
                Map.entry("QUARKUS_DATASOURCE_USERNAME", config.getValue("quarkus.datasource.username", String.class)),
                Map.entry("QUARKUS_DATASOURCE_PASSWORD", config.getValue("quarkus.datasource.password", String.class)),
                Map.entry("QUARKUS_DATASOURCE_JDBC_MIN_SIZE", "5"),
                Map.entry("QUARKUS_DATASOURCE_JDBC_MAX_SIZE", "10"),
                Map.entry("QUARKUS_HTTP_HOST", "127.0.0.1"),
                Map.entry("QUARKUS_HTTP_PORT", String.valueOf(port)),
                Map.entry("TAVOLO_PUBLIC_URL", "http://127.0.0.1:" + port),
                Map.entry(
                        "QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY",
                        config.getValue("quarkus.http.auth.session.encryption-key", String.class)),
                Map.entry("TAVOLO_SECURITY_SECURE_COOKIE", "false"),
                Map.entry("TAVOLO_SECURITY_THROTTLE_FREE_FAILURES_PER_ADDRESS", "1000"),
                Map.entry(
                        "TAVOLO_BOOTSTRAP_ADMIN_USERNAME",
                        config.getValue("tavolo.bootstrap-admin.username", String.class)),
                Map.entry(
                        "TAVOLO_BOOTSTRAP_ADMIN_PASSWORD",
                        config.getValue("tavolo.bootstrap-admin.password", String.class)));
        ChildService child = new ChildService(port, environment);
        RestAssured.port = port;
        running = child;
        try {
            child.launch();
        } catch (RuntimeException | AssertionError e) {
            child.close();
            throw e;
        }
        return child;
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts the process and waits until the service says it is ready. */
    private void launch() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-jar", JAR.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(new File(LOG.toString())));
        builder.environment().putAll(environment);
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        starts++;
        awaitReady();
    }

    private void awaitReady() {
        Instant until = Instant.now().plus(Duration.ofMinutes(2));
        while (Instant.now().isBefore(until)) {
            if (!process.isAlive()) {
                throw new AssertionError("the child service stopped at its start " + starts + ": see " + LOG);
            }
            try {
                if (Api.call("GET", "/q/health/ready", null, null).status() == 200) {
                    return;
                }
            } catch (UncheckedIOException notYet) {
                // not listening yet
            }
            LockSupport.parkNanos(Duration.ofMillis(200).toNanos());
        }
        throw new AssertionError("the child service was not ready 2 minutes after its start " + starts);
    }

    /** SIGKILL (Process.destroyForcibly): the JVM ends at once, with whatever it was doing in flight. */
    void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(1, TimeUnit.MINUTES)) {
                throw new AssertionError("the child service did not end after SIGKILL");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Starts it again on the same port, as a club's laptop does after a crash. */
    void restart() {
        launch();
    }

    int starts() {
        return starts;
    }

    /** Stops the child (SIGKILL: nothing of it is kept) and gives the doors back to the test's service. */
    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            kill();
        }
        RestAssured.port = testPort;
        running = null;
    }
}
