package org.tavolo.load;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first minute after a start, as a club feels it (docs/performance.md#the-first-minute), with nothing but the JDK:
 * run as a source file, {@code java src/load/java/org/tavolo/load/FirstMinute.java MODE …}, by
 * {@code src/load/first-minute.sh} and {@code deploy/jdk25-aot.sh}.
 *
 * <ul>
 *   <li>{@code prepare URL COUNT FILE}: makes COUNT drawn Italian tournaments of 40 players (10 tables) and writes one
 *       line per tournament to FILE: its id, the ante, and each table's seats.
 *   <li>{@code hands URL FILE LINE SECONDS LAUNCHED PID}: waits for the service started at LAUNCHED (epoch ms, process
 *       PID) to be ready, signs in, and enters hands at the tournament of line LINE for SECONDS at a club's pace: one
 *       director per table, each entering a hand every {@value #EVERY_MS} ms (10 tables, 2.5 hands a second). Prints
 *       one line: ready after (ms), the service's resident memory at ready and at the end (MiB), the hands entered,
 *       the first hand's time, and the median, p99 and most of each 30 s (ms).
 *   <li>{@code pages URL FILE LINE}: reads the standings, the room's pages and each table's director page once (for
 *       a training run).
 *   <li>{@code medians FILE}: the median of each figure of the {@code hands} lines in FILE, by way and warm-up.
 * </ul>
 */
public final class FirstMinute {

    private static final long EVERY_MS = 4_000;
    private static final int PLAYERS = 40;
    private static final String USER = System.getProperty("tavolo.load.username", "load");
    private static final String PASSWORD = System.getProperty("tavolo.load.password", "load-password");
    private static final String TRIPS = "[\"Ah\", \"Ad\", \"Ac\", \"9s\", \"8s\"]";
    private static final String TWO_PAIR = "[\"Kh\", \"Kd\", \"7c\", \"7d\", \"10s\"]";

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private final String url;
    private String cookie;

    private FirstMinute(String url) {
        if (!url.startsWith("http://127.0.0.1:")) {
            throw new IllegalArgumentException("Only a service on 127.0.0.1, not " + url);
        }
        this.url = url;
    }

    public static void main(String[] args) throws Exception {
        FirstMinute client = new FirstMinute(args[0].equals("medians") ? "http://127.0.0.1:0" : args[1]);
        switch (args[0]) {
            case "prepare" -> client.prepare(Integer.parseInt(args[2]), Path.of(args[3]));
            case "hands" -> client.hands(
                    Files.readAllLines(Path.of(args[2])).get(Integer.parseInt(args[3])),
                    Integer.parseInt(args[4]),
                    Long.parseLong(args[5]),
                    Long.parseLong(args[6]));
            case "pages" -> client.pages(Files.readAllLines(Path.of(args[2])).get(Integer.parseInt(args[3])));
            case "medians" -> medians(Files.readAllLines(Path.of(args[1])));
            default -> throw new IllegalArgumentException("prepare, hands, pages or medians, not " + args[0]);
        }
    }

    private void prepare(int count, Path file) throws Exception {
        signIn();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String made = send("POST", "/api/tournaments", "application/json", """
                    {"name": "First minute %s", "format": "ITALIAN_DRAW", "date": "2026-12-08"}"""
                    .formatted(UUID.randomUUID()), 201);
            long t = Long.parseLong(first(made, "\"id\"\\s*:\\s*(\\d+)"));
            StringBuilder csv = new StringBuilder("name\n");
            for (int p = 0; p < PLAYERS; p++) {
                csv.append("First minute ").append(t).append(' ').append(p).append('\n');
            }
            send("POST", "/api/tournaments/" + t + "/entries/csv", "text/csv", csv.toString(), 201);
            send("POST", "/api/tournaments/" + t + "/draws", "application/json", "{\"seed\": 20261208}", 201);
            String ante = first(send("GET", "/api/tournaments/" + t + "/settings", null, null, 200),
                    "\"ante\"\\s*:\\s*(\\d+)");
            List<String> tables = new ArrayList<>();
            String[] listed = send("GET", "/api/tournaments/" + t + "/tables", null, null, 200).split("\"number\"");
            for (String table : Arrays.copyOfRange(listed, 1, listed.length)) {
                Matcher seats = Pattern.compile("\"seat\"\\s*:\\s*(\\d+)").matcher(table);
                List<String> found = new ArrayList<>();
                while (seats.find()) {
                    found.add(seats.group(1));
                }
                if (!found.isEmpty()) {
                    tables.add(first(table, "^\\s*:\\s*(\\d+)") + ":" + String.join(",", found));
                }
            }
            lines.add(t + " " + ante + " " + String.join(";", tables));
        }
        Files.write(file, lines);
    }

    private void hands(String line, int seconds, long launched, long pid) throws Exception {
        long ready = awaitReady();
        long readyMs = ready - launched;
        long rssAtReady = rssMiB(pid);
        signIn();
        String[] parts = line.split(" ");
        String t = parts[0];
        long ante = Long.parseLong(parts[1]);
        String[] tables = parts[2].split(";");
        long start = System.currentTimeMillis();
        List<long[]> times = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(tables.length);
        for (int d = 0; d < tables.length; d++) {
            String table = tables[d];
            long offset = EVERY_MS * d / tables.length;
            Thread director = new Thread(() -> {
                try {
                    direct(t, table, ante, start + offset, start + seconds * 1_000L, times, start);
                } finally {
                    done.countDown();
                }
            });
            director.start();
        }
        done.await();
        long[] firstHand = times.stream().min((a, b) -> Long.compare(a[0], b[0])).orElse(new long[] {0, -1});
        System.out.printf(
                "ready_ms=%d rss_ready_mib=%d rss_end_mib=%d hands=%d first_ms=%d %s %s%n",
                readyMs,
                rssAtReady,
                rssMiB(pid),
                times.size(),
                firstHand[1],
                window(times, 0, 30_000, "0-30s"),
                window(times, 30_000, 60_000, "30-60s"));
    }

    /** One director: a hand every {@link #EVERY_MS} ms from {@code from}, each after the answer to the one before. */
    private void direct(String t, String table, long ante, long from, long until, List<long[]> times, long start) {
        String[] numberAndSeats = table.split(":");
        String[] seats = numberAndSeats[1].split(",");
        long next = from;
        for (int round = 0; next < until; round++, next += EVERY_MS) {
            pause(next - System.currentTimeMillis());
            String body = "{\"entryId\": \"%s\", \"button\": %s, \"players\": [%s]}"
                    .formatted(UUID.randomUUID(), seats[seats.length - 1], players(seats, ante, round));
            long sent = System.nanoTime();
            long at = System.currentTimeMillis() - start;
            try {
                send("POST", "/api/tournaments/" + t + "/tables/" + numberAndSeats[0] + "/hands",
                        "application/json", body, 200);
                times.add(new long[] {at, (System.nanoTime() - sent) / 1_000_000});
            } catch (Exception e) {
                System.err.println("hand refused: " + e.getMessage());
            }
        }
    }

    /** Everyone antes; the seat whose turn it is shows trips against the next seat's two pair, the others fold. */
    private static String players(String[] seats, long ante, int round) {
        int winner = round % seats.length;
        int loser = (winner + 1) % seats.length;
        List<String> players = new ArrayList<>();
        for (int i = 0; i < seats.length; i++) {
            String shown = i == winner ? TRIPS : i == loser ? TWO_PAIR : null;
            players.add(shown == null
                    ? "{\"seat\": %s, \"contributed\": %d, \"folded\": true}".formatted(seats[i], ante)
                    : "{\"seat\": %s, \"contributed\": %d, \"folded\": false, \"cards\": %s}"
                            .formatted(seats[i], ante, shown));
        }
        return String.join(", ", players);
    }

    private void pages(String line) throws Exception {
        signIn();
        String[] parts = line.split(" ");
        String t = parts[0];
        for (String path : List.of("/", "/tournaments/" + t, "/tournaments/" + t + "/standings",
                "/tournaments/" + t + "/standings/tv", "/tournaments/" + t + "/seating", "/tournaments/" + t + "/clock",
                "/api/tournaments/" + t + "/standings", "/console/tournaments/" + t)) {
            send("GET", path, null, null, 200);
        }
        for (String table : parts[2].split(";")) {
            send("GET", "/director/tournaments/" + t + "/tables/" + table.split(":")[0], null, null, 200);
        }
    }

    /** The median of each figure of the lines {@code way=… warm=… name=value …}, by way and warm-up, in order. */
    private static void medians(List<String> lines) {
        Map<String, Map<String, List<Double>>> figures = new TreeMap<>();
        for (String line : lines) {
            if (!line.startsWith("way=")) {
                continue;
            }
            String[] fields = line.split(" ");
            Map<String, List<Double>> of = figures.computeIfAbsent(fields[0] + " " + fields[1], k -> new LinkedHashMap<>());
            for (String field : Arrays.copyOfRange(fields, 4, fields.length)) {
                String[] nameValue = field.split("=");
                if (nameValue.length == 2 && nameValue[1].matches("-?\\d+(\\.\\d+)?")) {
                    of.computeIfAbsent(nameValue[0], k -> new ArrayList<>()).add(Double.parseDouble(nameValue[1]));
                }
            }
        }
        figures.forEach((key, of) -> {
            StringBuilder line = new StringBuilder("median ").append(key);
            of.forEach((name, values) -> {
                Collections.sort(values);
                int n = values.size();
                double median = n % 2 == 1 ? values.get(n / 2) : (values.get(n / 2 - 1) + values.get(n / 2)) / 2;
                line.append(' ').append(name).append('=').append(median % 1 == 0 ? String.valueOf((long) median) : String.valueOf(median));
            });
            System.out.println(line);
        });
    }

    private static String window(List<long[]> times, long from, long to, String name) {
        long[] took = times.stream().filter(x -> x[0] >= from && x[0] < to).mapToLong(x -> x[1]).sorted().toArray();
        if (took.length == 0) {
            return name + "=none";
        }
        return "%s_p50=%d %s_p99=%d %s_max=%d".formatted(
                name, percentile(took, 50), name, percentile(took, 99), name, took[took.length - 1]);
    }

    private static long percentile(long[] sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank))];
    }

    /** Asks the readiness check every 50 ms until it says UP; answers when (epoch ms). */
    private long awaitReady() {
        while (true) {
            try {
                HttpResponse<String> answer = http.send(
                        HttpRequest.newBuilder(URI.create(url + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return System.currentTimeMillis();
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            pause(50);
        }
    }

    private static long rssMiB(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
                }
            }
        } catch (IOException e) {
            // the process is gone
        }
        return -1;
    }

    private void signIn() throws Exception {
        String form = "j_username=" + URLEncoder.encode(USER, StandardCharsets.UTF_8) + "&j_password="
                + URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8);
        HttpResponse<String> answer = http.send(
                HttpRequest.newBuilder(URI.create(url + "/j_security_check"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(form))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        cookie = answer.headers().allValues("set-cookie").stream()
                .filter(c -> c.startsWith("quarkus-credential="))
                .map(c -> c.split(";")[0])
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("Not signed in: " + answer.statusCode()));
    }

    private String send(String method, String path, String type, String body, int expected) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + path))
                .timeout(Duration.ofSeconds(60))
                .header("Cookie", cookie)
                .header("Sec-Fetch-Site", "same-origin")
                .method(method, body == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (type != null) {
            request.header("Content-Type", type);
        }
        try {
            HttpResponse<String> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != expected) {
                throw new IllegalStateException(method + " " + path + " answered " + answer.statusCode() + ": "
                        + answer.body().substring(0, Math.min(300, answer.body().length())));
            }
            return answer.body();
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String first(String text, String regex) {
        Matcher found = Pattern.compile(regex).matcher(text);
        if (!found.find()) {
            throw new IllegalStateException("Not found: " + regex + " in " + text.substring(0, Math.min(300, text.length())));
        }
        return found.group(1);
    }

    private static void pause(long millis) {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
