package org.tavolo.bench.standing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How long {@code GET /api/tournaments/{id}/standings} takes to answer for an Italian round of
 * 1,000 players over two games, end to end: HTTP, the query, the computation, the JSON.
 *
 * <p>Runs against a service that is already running ({@code -p baseUrl=...}, default
 * {@code http://localhost:8080}), signed in once at the sign-in form as an organizer
 * ({@code -p username=... -p password=...}, default the load run's {@code load}); every request
 * carries that session's cookie. The set-up builds the round through the public API, as a club
 * would: 1,000 players entered from CSV, 200 tables of five drawn, both games closed at every table
 * with entered stacks (fixed seed, stacks in 100 u chips so that ties occur).
 *
 * <p>{@link #standingsOfOneThousandPlayersOverTwoGames} asks one request at a time;
 * {@link #standingsReadByFourReadersAtOnce} has four threads asking continuously, each request timed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class StandingsHttpBenchmark {

    private static final int PLAYERS = 1_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Param("http://localhost:8080")
    public String baseUrl;

    @Param("load")
    public String username;

    @Param("load-password")
    public String password;

    private final HttpClient http = HttpClient.newHttpClient();
    private String session;
    private HttpRequest standings;

    @Setup(Level.Trial)
    public void buildRound() throws IOException, InterruptedException {
        session = signIn();
        long tournament = post(
                        "/api/tournaments",
                        Map.of("name", "Standings benchmark", "format", "ITALIAN_DRAW", "date", "2026-11-26"))
                .get("id")
                .asLong();
        StringBuilder csv = new StringBuilder("name\n");
        for (int i = 1; i <= PLAYERS; i++) {
            csv.append("Benchmark player ")
                    .append(tournament)
                    .append('-')
                    .append(i)
                    .append('\n');
        }
        send(signed(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament + "/entries/csv")))
                .header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofString(csv.toString()))
                .build());
        SplittableRandom random = new SplittableRandom(20261126L);
        post("/api/tournaments/" + tournament + "/draws", Map.of("seed", 11));
        closeEveryTable(tournament, 1, random);
        post("/api/tournaments/" + tournament + "/draws/next-game", Map.of("game", 2, "seed", 22));
        closeEveryTable(tournament, 2, random);
        standings = signed(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament + "/standings")))
                .GET()
                .build();
        int lines = JSON.readTree(send(standings)).get("standings").size();
        if (lines != PLAYERS) {
            throw new IllegalStateException("standings list " + lines + " players, not " + PLAYERS);
        }
    }

    @Benchmark
    public String standingsOfOneThousandPlayersOverTwoGames() throws IOException, InterruptedException {
        return send(standings);
    }

    @Benchmark
    @Threads(4)
    public String standingsReadByFourReadersAtOnce() throws IOException, InterruptedException {
        return send(standings);
    }

    /** Signs in at the sign-in form; the session cookie ({@code name=value}). */
    private String signIn() throws IOException, InterruptedException {
        String form = "j_username=" + URLEncoder.encode(username, StandardCharsets.UTF_8) + "&j_password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8);
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(uri("/j_security_check"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(form))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return response.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("quarkus-credential="))
                .map(c -> c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';')))
                .findFirst()
                .orElseThrow(() ->
                        new IllegalStateException("sign-in as " + username + " refused: " + response.statusCode()));
    }

    private HttpRequest.Builder signed(HttpRequest.Builder request) {
        return request.header("Cookie", session).header("Sec-Fetch-Site", "same-origin");
    }

    private void closeEveryTable(long tournament, int game, SplittableRandom random)
            throws IOException, InterruptedException {
        JsonNode tables =
                JSON.readTree(send(signed(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament + "/tables")))
                        .GET()
                        .build()));
        for (JsonNode table : tables) {
            List<Map<String, Object>> stacks = new ArrayList<>();
            JsonNode seats = table.get("seats");
            int[] units = split(1_000 / 5 * seats.size(), seats.size(), random); // 20,000 u each in 100 u chips
            for (int i = 0; i < seats.size(); i++) {
                stacks.add(Map.of("entry", seats.get(i).get("entryId").asLong(), "chips", units[i] * 100L));
            }
            post(
                    "/api/tournaments/" + tournament + "/tables/"
                            + table.get("number").asInt() + "/games/" + game + "/result",
                    Map.of("stacks", stacks));
        }
    }

    /** {@code total} chips split among {@code players}, each keeping at least one. */
    private static int[] split(int total, int players, SplittableRandom random) {
        int[] share = new int[players];
        for (int i = 0; i < players; i++) {
            share[i] = 1;
        }
        for (int left = total - players; left > 0; left--) {
            share[random.nextInt(players)]++;
        }
        return share;
    }

    private JsonNode post(String path, Object body) throws IOException, InterruptedException {
        return JSON.readTree(send(signed(HttpRequest.newBuilder(uri(path)))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                .build()));
    }

    private String send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(
                    request.method() + " " + request.uri() + " → " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    private URI uri(String path) {
        return URI.create(baseUrl + path);
    }
}
