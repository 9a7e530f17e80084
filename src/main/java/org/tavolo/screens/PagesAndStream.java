package org.tavolo.screens;

import io.quarkus.runtime.LaunchMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.ConfigProvider;
import org.tavolo.common.db.HotPath;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The pages a room opens first after a start, asked once over HTTP from the service itself before it says ready
 * (docs/deployment.md#warm-before-ready), so that the web server, the sign-in check, the page templates and the
 * event stream have served once: the front page and the sign-in page, and for the newest tournament, when there
 * is one, its page, seating, standings (phone and TV) and clock, and its event stream, opened and closed. All of
 * them only read.
 */
@ApplicationScoped
class PagesAndStream implements HotPath {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final TournamentService tournaments;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(WAIT)
            .build();

    PagesAndStream(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @Override
    public String name() {
        return "the room's pages and the event stream";
    }

    @Override
    public void exercise() {
        List<String> paths = new ArrayList<>(List.of("/", "/login"));
        List<TournamentView> newest = tournaments.views(new PageRequest(0, 1));
        String stream = null;
        if (!newest.isEmpty()) {
            String at = "/tournaments/" + newest.get(0).id();
            paths.addAll(List.of(at, at + "/seating", at + "/standings", at + "/standings/tv", at + "/clock"));
            stream = "/api/tournaments/" + newest.get(0).id() + "/events";
        }
        for (String path : paths) {
            send(path, HttpResponse.BodyHandlers.discarding());
        }
        if (stream != null) {
            close(send(stream, HttpResponse.BodyHandlers.ofInputStream()).body());
        }
    }

    private <T> HttpResponse<T> send(String path, HttpResponse.BodyHandler<T> body) {
        HttpRequest request = HttpRequest.newBuilder(base().resolve(path))
                .timeout(WAIT)
                .header("Accept-Language", "it")
                .build();
        try {
            return http.send(request, body);
        } catch (IOException e) {
            throw new IllegalStateException("The service did not answer " + path + " to itself", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while asking " + path, e);
        }
    }

    private static void close(InputStream stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // the stream is closed either way
        }
    }

    /** The service's own address: its port (in the tests, the port it was given) on the loopback address. */
    private static URI base() {
        var config = ConfigProvider.getConfig();
        String port = LaunchMode.current() == LaunchMode.TEST
                ? config.getValue("quarkus.http.test-port", String.class)
                : config.getValue("quarkus.http.port", String.class);
        String host = config.getOptionalValue("quarkus.http.host", String.class).orElse("localhost");
        if (host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]")) {
            host = "localhost";
        }
        return URI.create("http://" + host + ":" + port);
    }
}
