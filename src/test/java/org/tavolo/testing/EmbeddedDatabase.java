package org.tavolo.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;

/**
 * The embedded test database stopped and started as an outage would, through its control in this JVM
 * ({@code org.tavolo:type=EmbeddedPostgres}); against another database the tests that need it are skipped.
 */
public final class EmbeddedDatabase {

    private static final MBeanServer JMX = ManagementFactory.getPlatformMBeanServer();
    private static final ObjectName CONTROL = control();

    private EmbeddedDatabase() {}

    /** Skips the calling test unless the database is the embedded one, which it can stop. */
    public static void assumeStoppable() {
        assumeTrue(JMX.isRegistered(CONTROL), "runs against the embedded test database only");
    }

    /** Stops the database: every connection to it breaks. */
    public static void stop() {
        invoke("stop");
    }

    /** Starts the database again. */
    public static void start() {
        invoke("start");
    }

    private static void invoke(String operation) {
        try {
            JMX.invoke(CONTROL, operation, new Object[0], new String[0]);
        } catch (JMException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectName control() {
        try {
            return new ObjectName("org.tavolo:type=EmbeddedPostgres");
        } catch (MalformedObjectNameException e) {
            throw new IllegalStateException(e);
        }
    }
}
