package org.tavolo.live;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** An open event stream as a screen holds it: the events arrive in a queue as the server sends them. */
public final class EventStream implements AutoCloseable {

    /** One server-sent event. */
    public record Event(String id, String name, String data, long receivedNanos) {}

    /** HTTP/1.1, one connection per stream, as a screen's browser holds it behind the club's proxy. */
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final InputStream body;
    private final int status;

    private EventStream(HttpResponse<InputStream> response) {
        this.status = response.statusCode();
        this.body = response.body();
        Thread reader = new Thread(this::read, "event-stream-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Opens {@code url}, sending {@code Last-Event-ID} when given. */
    public static EventStream open(String url, String lastEventId) throws IOException, InterruptedException {
        return new EventStream(HTTP.send(request(url, lastEventId), HttpResponse.BodyHandlers.ofInputStream()));
    }

    /** Opens {@code url} without waiting for the answer, as many screens reconnecting at once do. */
    public static CompletableFuture<EventStream> openAsync(String url, String lastEventId) {
        return HTTP.sendAsync(request(url, lastEventId), HttpResponse.BodyHandlers.ofInputStream())
                .thenApply(EventStream::new);
    }

    private static HttpRequest request(String url, String lastEventId) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Accept", "text/event-stream")
                .timeout(Duration.ofSeconds(30));
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        return request.build();
    }

    public int status() {
        return status;
    }

    /** The next event named {@code name} within {@code timeout}, skipping others; null if none came. */
    public Event next(String name, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (long left = timeout.toNanos(); left > 0; left = deadline - System.nanoTime()) {
            Event e = events.poll(left, TimeUnit.NANOSECONDS);
            if (e != null && e.name().equals(name)) {
                return e;
            }
        }
        return null;
    }

    /** Forgets the events received so far. */
    public void drain() {
        events.clear();
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String id = null;
            String name = "message";
            StringBuilder data = new StringBuilder();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        events.add(new Event(id, name, data.toString(), System.nanoTime()));
                    }
                    name = "message";
                    data.setLength(0);
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).strip();
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    data.append(data.isEmpty() ? "" : "\n")
                            .append(line.substring(5).strip());
                }
            }
        } catch (IOException closed) {
            // the stream was closed
        }
    }

    @Override
    public void close() throws IOException {
        body.close();
    }
}
