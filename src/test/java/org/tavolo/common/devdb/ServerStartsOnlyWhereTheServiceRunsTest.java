package org.tavolo.common.devdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

/**
 * The embedded server is started in the JVM that runs the service (dev mode's, a test JVM's), never in Maven's own,
 * where the test tiers only list their tests (docs/performance.md#listing).
 */
class ServerStartsOnlyWhereTheServiceRunsTest {

    /** The test profile, nothing configured: what a test JVM's (or the listing's) configuration sees. */
    private static final ConfigSourceContext TEST_PROFILE = new ConfigSourceContext() {
        @Override
        public ConfigValue getValue(String name) {
            return null;
        }

        @Override
        public List<ConfigSource> getConfigSources() {
            return List.of();
        }

        @Override
        public List<String> getProfiles() {
            return List.of("test");
        }

        @Override
        public Iterator<String> iterateNames() {
            return List.<String>of().iterator();
        }
    };

    private static List<ConfigSource> sources() {
        List<ConfigSource> sources = new ArrayList<>();
        new EmbeddedPostgresConfigSourceFactory().getConfigSources(TEST_PROFILE).forEach(sources::add);
        return sources;
    }

    @Test
    void mavensOwnJvmListingTheTestsStartsNoServerAndSuppliesNoDatabase() {
        String launcher = System.getProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        System.setProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER, "/opt/maven/bin/m2.conf");
        try {
            assertEquals(List.of(), sources());
        } finally {
            restore(launcher);
        }
    }

    @Test
    void aTestJvmGetsTheServerItRuns() {
        String launcher = System.getProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        System.clearProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        try {
            List<ConfigSource> sources = sources();
            assertEquals(1, sources.size());
            String url = sources.get(0).getValue("quarkus.datasource.jdbc.url");
            assertFalse(url == null || url.isBlank(), "no URL");
            assertEquals(EmbeddedPostgresServer.jdbcUrl(null), url, "the one server of this JVM");
        } finally {
            restore(launcher);
        }
    }

    private static void restore(String launcher) {
        if (launcher == null) {
            System.clearProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        } else {
            System.setProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER, launcher);
        }
    }
}
