package org.tavolo.common.devdb;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One embedded PostgreSQL server per JVM (zonky's binaries from Maven Central, a real server
 * process). Quarkus builds its configuration in several class loaders (build steps, dev-mode
 * reloads, test profiles), so the running server's URL is kept in a system property that every
 * class loader sees, rather than in a static field that each would have its own copy of.
 *
 * <p>As root, PostgreSQL refuses to run; zonky then starts it through {@code unshare -U}.
 */
final class EmbeddedPostgresServer {

    static final String USER = "postgres";
    private static final String URL_PROPERTY = "tavolo.embedded-postgres.started-url";

    private EmbeddedPostgresServer() {}

    static synchronized String jdbcUrl(Path dataDirectory) {
        String running = System.getProperty(URL_PROPERTY);
        if (running != null) {
            return running;
        }
        String url = start(dataDirectory).getJdbcUrl(USER, "postgres");
        System.setProperty(URL_PROPERTY, url);
        return url;
    }

    private static EmbeddedPostgres start(Path dataDirectory) {
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder().setServerConfig("max_connections", "100");
            if (dataDirectory == null) {
                builder.setServerConfig("fsync", "off"); // throw-away test data: speed over durability
            } else {
                Files.createDirectories(dataDirectory);
                builder.setDataDirectory(dataDirectory).setCleanDataDirectory(false);
            }
            return builder.start(); // stopped by zonky's shutdown hook when the JVM exits
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL server", e);
        }
    }
}
