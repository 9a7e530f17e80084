package org.tavolo.load;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.pace;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CoreDsl;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A busy evening against a running service (never anything but 127.0.0.1): hands entered at 200
 * requests per second spread over 20 tables for 30 s (a director per table, entering a hand every
 * 100 ms, each after the answer to the one before; after three minutes of the same not measured),
 * then the standings of a 1,000-player tournament read by 4 readers at once for 30 s. Goal: p99 ≤ 25 ms for each (docs/performance.md).
 */
public class EveningLoadSimulation extends Simulation {

    private static final String URL = System.getProperty("tavolo.load.url", "http://127.0.0.1:8089");
    private static final int TABLES = 20;
    private static final int HANDS_PER_SECOND = 200;
    private static final int SECONDS = 30;
    /**
     * Hands entered, at the same rate, before the 30 s measured: six windows of 30 s, each its own
     * request name ("warm-up hand, 0–30 s", …) so that the report shows how the service speeds up
     * while the JVM compiles the hand's code (docs/performance.md).
     */
    private static final int WARM_UP_WINDOWS = 6;
    private static final int STANDINGS_PLAYERS = 1_000;
    private static final int READERS = 4;
    /**
     * Players per CSV file of the set-up: one file of 1,000 is one transaction that a busy machine
     * may not finish within the transaction timeout (60 s).
     */
    private static final int CSV_LINES = 100;
    private static final String USERNAME = System.getProperty("tavolo.load.username", "load");
    private static final String PASSWORD = System.getProperty("tavolo.load.password", "load-password");

    /**
     * A table of the hands tournament: its seats in order, the button, and the ante everyone puts in.
     * In hand {@code round} at this table everyone antes; the seat whose turn it is to win shows trips
     * against the next seat's two pair for the antes, and the others fold. The winner goes round the
     * table hand by hand, so over as many hands as there are seats every stack comes back where it was.
     */
    private record Duel(int table, List<Integer> seats, int button, long ante) {

        private static final String TRIPS = "[\"Ah\", \"Ad\", \"Ac\", \"9s\", \"8s\"]";
        private static final String TWO_PAIR = "[\"Kh\", \"Kd\", \"7c\", \"7d\", \"10s\"]";

        String players(long round) {
            int winner = (int) (round % seats.size());
            int loser = (winner + 1) % seats.size();
            List<String> players = new ArrayList<>();
            for (int i = 0; i < seats.size(); i++) {
                String shown = i == winner ? TRIPS : i == loser ? TWO_PAIR : null;
                players.add(shown == null
                        ? "{\"seat\": %d, \"contributed\": %d, \"folded\": true}".formatted(seats.get(i), ante)
                        : "{\"seat\": %d, \"contributed\": %d, \"folded\": false, \"cards\": %s}"
                                .formatted(seats.get(i), ante, shown));
            }
            return String.join(",\n", players);
        }
    }

    private final long handsTournament;
    private final List<Duel> duels;
    private final long standingsTournament;
    private final String session;

    public EveningLoadSimulation() {
        if (!URL.startsWith("http://127.0.0.1:")) {
            throw new IllegalArgumentException("The load goes to 127.0.0.1 only, not " + URL);
        }
        RestAssured.baseURI = URL;
        session = signIn();
        RestAssured.requestSpecification = RestAssured.given()
                .cookie("quarkus-credential", session)
                .header("Sec-Fetch-Site", "same-origin");
        handsTournament = drawnItalian(100);
        duels = duels(handsTournament);
        standingsTournament = drawnItalian(STANDINGS_PLAYERS);
        closeEveryTable(standingsTournament);
        plan();
    }

    /**
     * Signs in at the sign-in form once, as a director's phone or the console does: the session
     * cookie is checked without a password hash, where HTTP Basic pays bcrypt on every request.
     */
    private static String signIn() {
        return RestAssured.given()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", USERNAME)
                .formParam("j_password", PASSWORD)
                .post("/j_security_check")
                .then()
                .statusCode(302)
                .extract()
                .cookie("quarkus-credential");
    }

    private static long drawnItalian(int players) {
        long t = post("/api/tournaments", """
                {"name": "Load %s", "format": "ITALIAN_DRAW", "date": "2026-11-26"}""".formatted(UUID.randomUUID()))
                .getLong("id");
        String batch = UUID.randomUUID().toString().substring(0, 8);
        for (int from = 0; from < players; from += CSV_LINES) {
            StringBuilder csv = new StringBuilder("name\n");
            IntStream.range(from, Math.min(players, from + CSV_LINES))
                    .forEach(i -> csv.append("Load ").append(batch).append(' ').append(i).append('\n'));
            RestAssured.given()
                    .contentType("text/csv")
                    .body(csv.toString())
                    .post("/api/tournaments/" + t + "/entries/csv")
                    .then()
                    .statusCode(201);
        }
        post("/api/tournaments/" + t + "/draws", "{\"seed\": 20261122}");
        return t;
    }

    private static List<Map<String, Object>> tables(long t) {
        return RestAssured.get("/api/tournaments/" + t + "/tables")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
    }

    @SuppressWarnings("unchecked")
    private static List<Duel> duels(long t) {
        long ante = RestAssured.get("/api/tournaments/" + t + "/settings")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("ante");
        List<Duel> duels = new ArrayList<>();
        for (Map<String, Object> table : tables(t).subList(0, TABLES)) {
            List<Integer> seats = ((List<Map<String, Object>>) table.get("seats"))
                    .stream().map(s -> (Integer) s.get("seat")).toList();
            duels.add(new Duel((Integer) table.get("number"), seats, seats.get(seats.size() - 1), ante));
        }
        return duels;
    }

    private static void closeEveryTable(long t) {
        for (Map<String, Object> table : tables(t)) {
            post("/api/tournaments/" + t + "/tables/" + table.get("number") + "/games/1/result", "{}");
        }
    }

    private static JsonPath post(String path, String body) {
        return RestAssured.given()
                .contentType(ContentType.JSON)
                .body(body)
                .post(path)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    /** One director per table: each virtual user takes one table of {@link #duels}. */
    private Iterator<Map<String, Object>> directors() {
        AtomicLong next = new AtomicLong();
        return Stream.generate(() -> Map.<String, Object>of("duel", (int) (next.getAndIncrement() % TABLES)))
                .iterator();
    }

    /**
     * The next hand of a director's table: the session counts the table's hands, so the winner goes
     * round (see {@link Duel}) in the order the hands are settled.
     */
    private Session nextHand(Session session) {
        Duel duel = duels.get(session.getInt("duel"));
        long round = session.contains("round") ? session.getLong("round") : 0;
        String body = """
                {"entryId": "%s", "button": %d, "players": [
                %s]}"""
                .formatted(UUID.randomUUID(), duel.button(), duel.players(round));
        return session.set("round", round + 1).set("table", duel.table()).set("body", body);
    }

    private HttpRequestActionBuilder enterHand(String name) {
        return http(name)
                .post("/api/tournaments/" + handsTournament + "/tables/#{table}/hands")
                .body(StringBody("#{body}"))
                .check(status().is(200));
    }

    /** A director's hands for 30 s, one every 100 ms, each after the answer to the one before, named {@code name}. */
    private ChainBuilder handsNamed(String name) {
        Duration everyHand = Duration.ofMillis(1_000L * TABLES / HANDS_PER_SECOND);
        return CoreDsl.during(Duration.ofSeconds(SECONDS))
                .on(pace(everyHand).exec(this::nextHand).exec(enterHand(name)));
    }

    /** Hands first, then the standings readers, so that each goal is measured on its own. */
    private void plan() {
        HttpProtocolBuilder protocol =
                http.baseUrl(URL)
                        .contentTypeHeader("application/json")
                        .acceptHeader("application/json")
                        .header("Cookie", "quarkus-credential=" + session)
                        .header("Sec-Fetch-Site", "same-origin");
        // a director enters his table's hands one after the other, one every 100 ms: 20 tables, 200 a
        // second; first for three minutes not measured ("warm-up hand": the JVM compiles a method at
        // its top tier only after thousands of calls, most of the hand's code runs once a hand, and an
        // evening lasts hours), then for the 30 s measured
        List<ChainBuilder> warmUp = IntStream.range(0, WARM_UP_WINDOWS)
                .mapToObj(window -> handsNamed("warm-up hand, %d–%d s".formatted(window * SECONDS, (window + 1) * SECONDS)))
                .toList();
        ScenarioBuilder handEntry = scenario("hand entry")
                .feed(directors())
                .exec(warmUp)
                .exec(handsNamed("enter hand"));
        ScenarioBuilder standings = scenario("standings")
                .during(SECONDS)
                .on(http("standings of 1,000")
                        .get("/api/tournaments/" + standingsTournament + "/standings")
                        .check(status().is(200)));
        setUp(handEntry
                        .injectOpen(atOnceUsers(TABLES))
                        .andThen(standings.injectOpen(atOnceUsers(READERS))))
                .protocols(protocol)
                .assertions(
                        details("enter hand").responseTime().percentile(99.0).lte(25),
                        // 200 a second kept up for the whole run: a director late by more than his
                        // 100 ms starts his next hand late and the run falls short
                        details("enter hand").allRequests().count().gte(HANDS_PER_SECOND * SECONDS * 99L / 100),
                        details("standings of 1,000").responseTime().percentile(99.0).lte(25),
                        details("enter hand").failedRequests().count().is(0L),
                        details("standings of 1,000").failedRequests().count().is(0L),
                        global().failedRequests().count().is(0L));
    }
}
