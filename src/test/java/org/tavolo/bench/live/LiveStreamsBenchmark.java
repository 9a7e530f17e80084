package org.tavolo.bench.live;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * How long one clock change takes to reach many open event streams, and what each stream costs the
 * service. Against a running service (see docs/performance.md for the command):
 *
 * <ol>
 *   <li>creates a tournament and starts its clock;
 *   <li>opens {@code streams} event streams and waits until each has its first clock event;
 *   <li>pauses the clock through the API and records, for every stream, when the PAUSED clock
 *       event arrived, counted from just before the request was sent;
 *   <li>with the service's process id, reads its resident memory and heap before and after the
 *       streams were opened.
 * </ol>
 *
 * Arguments: {@code baseUrl streams [servicePid]}.
 */
public final class LiveStreamsBenchmark {

    private LiveStreamsBenchmark() {}

    public static void main(String[] args) throws Exception {
        String base = args.length > 0 ? args[0] : "http://localhost:8080";
        int streams = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        String pid = args.length > 2 ? args[2] : null;
        HttpClient http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .build();

        long tournament = createTournament(http, base);
        post(http, base + "/api/tournaments/" + tournament + "/clock/start", null);
        long[] before = memory(pid);

        CountDownLatch ready = new CountDownLatch(streams);
        CountDownLatch paused = new CountDownLatch(streams);
        AtomicLong pausedAt = new AtomicLong();
        long[] delivered = new long[streams];
        List<CompletableFuture<?>> open = new ArrayList<>();
        for (int i = 0; i < streams; i++) {
            int n = i;
            HttpRequest request = HttpRequest.newBuilder(
                            URI.create(base + "/api/tournaments/" + tournament + "/events"))
                    .header("Accept", "text/event-stream")
                    .build();
            open.add(http.sendAsync(request, HttpResponse.BodyHandlers.fromLineSubscriber(new Lines(line -> {
                if (line.startsWith("data:") && line.contains("\"RUNNING\"")) {
                    ready.countDown();
                } else if (line.startsWith("data:") && line.contains("\"PAUSED\"") && delivered[n] == 0) {
                    delivered[n] = System.nanoTime() - pausedAt.get();
                    paused.countDown();
                }
            }))));
        }
        if (!ready.await(120, TimeUnit.SECONDS)) {
            System.out.printf("only %d of %d streams opened%n", streams - ready.getCount(), streams);
        }
        Thread.sleep(2_000);
        long[] after = memory(pid);

        pausedAt.set(System.nanoTime());
        post(http, base + "/api/tournaments/" + tournament + "/clock/pause", null);
        boolean all = paused.await(30, TimeUnit.SECONDS);
        report(streams, delivered, all, before, after);
        open.forEach(f -> f.cancel(true));
        System.exit(0);
    }

    private static void report(int streams, long[] delivered, boolean all, long[] before, long[] after) {
        long[] ms = Arrays.stream(delivered)
                .filter(d -> d > 0)
                .map(d -> d / 1_000_000)
                .sorted()
                .toArray();
        System.out.printf("streams: %d, reached: %d%s%n", streams, ms.length, all ? "" : " (timed out)");
        if (ms.length > 0) {
            System.out.printf(
                    "delivery ms: p50 %d, p90 %d, p99 %d, max %d%n",
                    ms[(int) (ms.length * 0.50)],
                    ms[(int) (ms.length * 0.90)],
                    ms[Math.min(ms.length - 1, (int) (ms.length * 0.99))],
                    ms[ms.length - 1]);
        }
        if (before != null && after != null) {
            System.out.printf(
                    "service resident memory: %d MiB -> %d MiB, %.1f KiB per stream%n",
                    before[0] >> 10, after[0] >> 10, (after[0] - before[0]) / (double) streams);
            System.out.printf(
                    "service heap after GC: %d MiB -> %d MiB, %.1f KiB per stream%n",
                    before[1] >> 10, after[1] >> 10, (after[1] - before[1]) / (double) streams);
        }
    }

    private static long createTournament(HttpClient http, String base) throws IOException, InterruptedException {
        String body = "{\"name\": \"Benchmark\", \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-11-26\"}";
        String answer = post(http, base + "/api/tournaments", body);
        return Long.parseLong(answer.replaceAll("(?s).*?\"id\"\\s*:\\s*(\\d+).*", "$1"));
    }

    private static String post(HttpClient http, String url, String json) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url));
        request = json == null
                ? request.POST(HttpRequest.BodyPublishers.noBody())
                : request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(url + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    /** Resident memory and heap used after a full GC of the service, in KiB; null without a pid. */
    private static long[] memory(String pid) throws IOException, InterruptedException {
        if (pid == null) {
            return null;
        }
        new ProcessBuilder("jcmd", pid, "GC.run")
                .redirectErrorStream(true)
                .start()
                .waitFor();
        long rss = Files.readAllLines(Path.of("/proc", pid, "status")).stream()
                .filter(l -> l.startsWith("VmRSS:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", "")))
                .findFirst()
                .orElse(0);
        Process info = new ProcessBuilder("jcmd", pid, "GC.heap_info")
                .redirectErrorStream(true)
                .start();
        String heap = new String(info.getInputStream().readAllBytes());
        info.waitFor();
        long used = heap.lines()
                .filter(l -> l.contains("used"))
                .findFirst()
                .map(l -> Long.parseLong(l.replaceAll("(?s).*used (\\d+)K.*", "$1")))
                .orElse(0L);
        return new long[] {rss, used};
    }

    /** Hands each line of a stream to a consumer. */
    private record Lines(Consumer<String> each) implements Flow.Subscriber<String> {

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            each.accept(line);
        }

        @Override
        public void onError(Throwable error) {
            // a stream cut off: not counted as delivered
        }

        @Override
        public void onComplete() {
            // the service closed the stream
        }
    }
}
