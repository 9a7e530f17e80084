package org.tavolo.security;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.Optional;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The address people reach the service at ({@code tavolo.public-url}, docs/security.md#public-address),
 * from which every link the service builds for them starts: the director's sign-in address and its
 * QR code. Never the request's {@code Host}, which whoever sends the request chooses. The packaged
 * service refuses to start without it; dev mode and tests use {@code http://localhost:<port>}.
 */
@ApplicationScoped
public class PublicAddress {

    private final Optional<String> configured;

    PublicAddress(@ConfigProperty(name = "tavolo.public-url") Optional<String> configured) {
        this.configured = configured.map(String::strip).filter(u -> !u.isEmpty());
    }

    void onStart(@Observes StartupEvent start) {
        Optional<String> problem = problem(configured);
        if (problem.isPresent() && (LaunchMode.current() == LaunchMode.NORMAL || configured.isPresent())) {
            throw new IllegalStateException("Tavolo cannot start: " + problem.get());
        }
    }

    /** What is wrong with the configured address, if anything. */
    static Optional<String> problem(Optional<String> url) {
        if (url.isEmpty()) {
            return Optional.of("set TAVOLO_PUBLIC_URL to the address people open the service at, such as"
                    + " https://tavolo.example.org, for the links and QR codes it prints.");
        }
        try {
            URI uri = URI.create(url.get());
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                    && uri.getHost() != null
                    && uri.getQuery() == null
                    && uri.getFragment() == null) {
                return Optional.empty();
            }
        } catch (IllegalArgumentException notAnAddress) {
            // told below
        }
        return Optional.of("TAVOLO_PUBLIC_URL is an http or https address without query, such as"
                + " https://tavolo.example.org; it is " + url.get() + ".");
    }

    /** The public address, without a trailing slash. */
    public String base() {
        String url = configured.orElseGet(PublicAddress::local);
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    /** A link for people to {@code path} (which starts with a slash). */
    public String link(String path) {
        return base() + path;
    }

    /** Dev mode and tests: this machine, at the port the service listens on (chosen at start in tests). */
    private static String local() {
        String key = LaunchMode.current() == LaunchMode.TEST ? "quarkus.http.test-port" : "quarkus.http.port";
        int port =
                ConfigProvider.getConfig().getOptionalValue(key, Integer.class).orElse(8080);
        return "http://localhost:" + port;
    }
}
