package org.tavolo.common.devdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

/**
 * The embedded server is started in the JVM that runs the service (a test JVM, or dev mode's, which Maven's launcher
 * marks as its own), never for tests in Maven's own JVM, where the test tiers only list their tests
 * (docs/performance.md#listing). A {@code @QuarkusTest}, so that this JVM's server is running and a source asked for
 * returns its address rather than starting one.
 */
@QuarkusTest
class ServerStartsOnlyWhereTheServiceRunsTest {

    /** Maven's launcher's mark as its own JVM has it. */
    private static final String MAVEN_JVM = "/opt/maven/bin/m2.conf";

    /** Nothing configured, in {@code profile}: what the configuration of a test or a dev-mode JVM sees. */
    private static ConfigSourceContext profile(String profile) {
        return new ConfigSourceContext() {
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
                return List.of(profile);
            }

            @Override
            public Iterator<String> iterateNames() {
                return List.<String>of().iterator();
            }
        };
    }

    /** The sources read in {@code profile} with Maven's launcher's mark set to {@code mark} (none when null). */
    private static List<ConfigSource> sources(String profile, String mark) {
        String before = System.getProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        set(mark);
        try {
            List<ConfigSource> sources = new ArrayList<>();
            new EmbeddedPostgresConfigSourceFactory()
                    .getConfigSources(profile(profile))
                    .forEach(sources::add);
            return sources;
        } finally {
            set(before);
        }
    }

    /** The sources are one: the address of this JVM's server. */
    private static void theServer(List<ConfigSource> sources) {
        assertEquals(1, sources.size());
        String url = sources.get(0).getValue("quarkus.datasource.jdbc.url");
        assertFalse(url == null || url.isBlank(), "no URL");
        assertEquals(EmbeddedPostgresServer.jdbcUrl(null), url, "the one server of this JVM");
    }

    @Test
    void mavensOwnJvmListingTheTestsStartsNoServerAndSuppliesNoDatabase() {
        assertEquals(List.of(), sources("test", MAVEN_JVM));
    }

    @Test
    void devModesJvmWhichMavensLauncherAlsoMarksGetsTheServer() {
        theServer(sources("dev", MAVEN_JVM));
    }

    @Test
    void aTestJvmGetsTheServerItRuns() {
        theServer(sources("test", null));
    }

    private static void set(String mark) {
        if (mark == null) {
            System.clearProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER);
        } else {
            System.setProperty(EmbeddedPostgresConfigSourceFactory.MAVEN_LAUNCHER, mark);
        }
    }
}
