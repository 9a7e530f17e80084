package org.tavolo.common.devdb;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.PropertiesConfigSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Points the datasource at an embedded PostgreSQL server in dev mode and in tests, so that a
 * machine with only a JDK runs the service and its tests against a real PostgreSQL.
 *
 * <p>Nothing happens when {@code quarkus.datasource.jdbc.url} is configured (for instance through
 * {@code QUARKUS_DATASOURCE_JDBC_URL}), in the production profile, when
 * {@code tavolo.embedded-postgres.enabled=false}, or for the test profile in Maven's own JVM: there the test
 * tiers only list their tests before handing them to the test JVMs, which start the service (and each its
 * server). Dev mode's JVM carries the mark of Maven's launcher too, and gets its server. This class must not
 * touch the embedded server's classes unless it starts it: the packaged application does not contain them.
 */
public final class EmbeddedPostgresConfigSourceFactory implements ConfigSourceFactory {

    private static final String JDBC_URL = "quarkus.datasource.jdbc.url";
    private static final int ORDINAL = 200; // below application.properties (250): explicit settings win
    /** Set by Maven's launcher in its own JVM (and passed on to dev mode's), not in the test JVMs it starts. */
    static final String MAVEN_LAUNCHER = "classworlds.conf";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        List<String> profiles = context.getProfiles();
        boolean dev = profiles.contains("dev");
        boolean test = profiles.contains("test");
        if (!(dev || test)
                || (test && System.getProperty(MAVEN_LAUNCHER) != null)
                || isSet(context.getValue(JDBC_URL))
                || isFalse(context.getValue("tavolo.embedded-postgres.enabled"))) {
            return List.of();
        }
        Path dataDirectory = dev ? devDataDirectory(context) : null;
        String url = EmbeddedPostgresServer.jdbcUrl(dataDirectory);
        return List.of(new PropertiesConfigSource(
                Map.of(
                        JDBC_URL,
                        url,
                        "quarkus.datasource.username",
                        EmbeddedPostgresServer.USER,
                        "quarkus.datasource.password",
                        EmbeddedPostgresServer.USER),
                "EmbeddedPostgreSQL",
                ORDINAL));
    }

    /** Dev data survives restarts; tests always start from an empty database. */
    private static Path devDataDirectory(ConfigSourceContext context) {
        ConfigValue configured = context.getValue("tavolo.embedded-postgres.data-dir");
        String directory = isSet(configured) ? configured.getValue() : ".dev-data/postgres";
        return Path.of(directory).toAbsolutePath();
    }

    private static boolean isSet(ConfigValue value) {
        return value != null && value.getValue() != null && !value.getValue().isBlank();
    }

    private static boolean isFalse(ConfigValue value) {
        return isSet(value) && "false".equalsIgnoreCase(value.getValue().trim());
    }
}
