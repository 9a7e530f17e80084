package org.tavolo.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The port of the tests' SMTP server ({@code tavolo.test.smtp-port}, which the test profile gives the mailer): a
 * port free when the test JVM starts, chosen once, so that two builds on one machine do not meet. Nothing listens
 * on it until a test starts {@link SmtpServer} there.
 */
public final class SmtpPort implements ConfigSource {

    static final String NAME = "tavolo.test.smtp-port";
    private static final int PORT = free();

    /** The port the service sends its mail to. */
    public static int port() {
        return PORT;
    }

    static int free() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port for the tests' SMTP server", e);
        }
    }

    @Override
    public Set<String> getPropertyNames() {
        return Set.of(NAME);
    }

    @Override
    public Map<String, String> getProperties() {
        return Map.of(NAME, Integer.toString(PORT));
    }

    @Override
    public String getValue(String propertyName) {
        return NAME.equals(propertyName) ? Integer.toString(PORT) : null;
    }

    @Override
    public String getName() {
        return "TestSmtpPort";
    }

    @Override
    public int getOrdinal() {
        return 200;
    }
}
