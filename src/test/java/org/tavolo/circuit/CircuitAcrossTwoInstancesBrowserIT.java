package org.tavolo.circuit;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGameOneByFours;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import io.restassured.response.Response;
import java.io.IOException;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.poker.circuit.CircuitEvening;
import org.tavolo.poker.circuit.Finish;
import org.tavolo.poker.circuit.PlackettLuce;
import org.tavolo.poker.circuit.Rating;
import org.tavolo.poker.circuit.TableFinish;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The circuit across two installations (docs/circuit.md): this test's service is a club, a second Tavolo of its own
 * (its own database and port, {@link SecondInstance}) is the circuit's hub. The club sends three evenings, one
 * corrected once, from its own results; a club without Tavolo uploads the CSV form; the hub approves; its standings,
 * qualifiers and ratings equal what this test computes from the club's own standings. Bad files sent to the hub are
 * refused in words and change nothing there.
 */
@QuarkusTest
class CircuitAcrossTwoInstancesBrowserIT extends BrowserTest {

    private static final String CLUB = "Circolo Aurora";
    private static final String PAPER_CLUB = "Circolo Senza Tavolo";
    private static final List<String> DATES = List.of("2026-10-06", "2026-10-13", "2026-10-20");
    private static SecondInstance hub;

    @BeforeAll
    static void startTheHub() throws IOException {
        hub = SecondInstance.start();
    }

    @AfterAll
    static void stopTheHub() {
        if (hub != null) {
            hub.close();
        }
    }

    @Test
    void aClubSendsThreeEveningsOneCorrectedAndTheHubPublishesWhatTheClubsOwnResultsSay() throws SQLException {
        long circuit = Circuits.circuit(hub.organizer(), 2, 2);
        String key = Circuits.club(hub.organizer(), circuit, CLUB);
        String paperKey = Circuits.club(hub.organizer(), circuit, PAPER_CLUB);
        List<Long> evenings = new ArrayList<>();
        for (String date : DATES) {
            evenings.add(Circuits.evening(hub.organizer(), circuit, CLUB, date));
        }
        String run = UUID.randomUUID().toString().substring(0, 6);
        List<String> names = new ArrayList<>();
        Map<String, String> cards = new HashMap<>();
        for (String first : List.of("Anna", "Bruno", "Carla", "Dario", "Elsa", "Fabio", "Gino", "Ivo")) {
            String name = first + " " + run;
            names.add(name);
            if (names.size() <= 6) {
                cards.put(name, Circuits.card(hub.organizer(), circuit, name));
            }
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("hub", hub.address(), "circuit", circuit, "club", CLUB, "key", key))
                .put("/api/circuit-link")
                .then()
                .statusCode(200);

        List<Long> tournaments = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            long t = evening(DATES.get(k), rotated(names, 3 * k), cards);
            tournaments.add(t);
            JsonPath sent = Answers.json(send(t, evenings.get(k)), 201);
            assertEquals(1, sent.getInt("version"));
        }
        correctTableOne(tournaments.get(1));
        JsonPath corrected = Answers.json(send(tournaments.get(1), evenings.get(1)), 201);
        assertEquals(2, corrected.getInt("version"));

        long paperEvening = Circuits.evening(hub.organizer(), circuit, PAPER_CLUB, "2026-10-21");
        List<String> paperPlayers = List.of("Lia " + run, "Marco " + run, names.get(0), "Nina " + run);
        Answers.json(
                Circuits.submitCsv(hub.anyone(), circuit, paperKey, paperCsv(paperEvening, paperPlayers, cards)), 201);

        for (long submission : Answers.json(hub.organizer().get("/api/circuits/{id}/submissions", circuit), 200)
                .getList("id", Long.class)) {
            Circuits.approve(hub.organizer(), circuit, submission);
        }

        Map<String, String> cardOf = new HashMap<>(cards);
        Answers.json(hub.anyone().get("/api/circuits/{id}/roster", circuit), 200)
                .getList("$", Map.class)
                .forEach(c -> cardOf.putIfAbsent((String) c.get("name"), (String) c.get("card")));
        List<CircuitEvening> expected = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            expected.add(fromTheClubsStandings(evenings.get(k), DATES.get(k), tournaments.get(k), cardOf));
        }
        expected.add(new CircuitEvening(
                paperEvening,
                LocalDate.parse("2026-10-21"),
                finishes(paperPlayers, cardOf),
                List.of(new TableFinish(1, 1, finishes(paperPlayers, cardOf)))));

        JsonPath standings = Answers.json(hub.anyone().get("/api/circuits/{id}/standings", circuit), 200)
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.BIG_DECIMAL));
        assertEquals(bestTwoByHand(expected), pointsByCard(standings));
        qualifiersAreTheTopTwoAndTheirTies(
                bestTwoByHand(expected), standings.getList("lines.findAll { it.qualified }.card"));
        Map<String, Rating> ratings = PlackettLuce.replay(expected);
        for (String card : ratings.keySet()) {
            String line = "lines.find { it.card == '" + card + "' }.rating";
            assertEquals(ratings.get(card).mu(), standings.getDouble(line + ".mu"), 1e-9, card);
            assertEquals(ratings.get(card).sigma(), standings.getDouble(line + ".sigma"), 1e-9, card);
            assertEquals(ratings.get(card).matches(), standings.getInt(line + ".matches"), card);
        }

        thePublicPageOfTheHubShowsEveryLineOnAPhone(circuit, standings);
        badFilesAreRefusedInWordsAndChangeNothing(circuit, tournaments.get(0), evenings.get(0), paperKey);
    }

    /** The hub's public page, on a phone: every line in sight, the qualifiers marked, no wider than the phone. */
    private void thePublicPageOfTheHubShowsEveryLineOnAPhone(long circuit, JsonPath standings) {
        Page page = newContext(PHONE, "it-IT", false).newPage();
        page.navigate(hub.address() + "/circuits/" + circuit);
        List<String> names = standings.getList("lines.name");
        assertEquals(names.size(), page.locator("tbody tr").count());
        for (int i = 0; i < names.size(); i++) {
            assertTrue(page.locator("tbody tr").nth(i).isVisible());
            assertTrue(page.locator("tbody tr").nth(i).innerText().contains(names.get(i)), names.get(i));
        }
        assertEquals(2, page.locator("tbody tr.qualified").count());
        assertTrue(page.locator("tbody tr.qualified").first().innerText().contains("In finale"));
        assertTrue((Boolean) page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "fits 390 px");
        screenshot(page, "circuit-standings-phone");
    }

    private void badFilesAreRefusedInWordsAndChangeNothing(long circuit, long tournament, long evening, String paperKey)
            throws SQLException {
        hub.organizer()
                .post("/api/circuits/{id}/clubs/{club}/revoke", circuit, clubId(circuit, PAPER_CLUB))
                .then()
                .statusCode(200);
        Map<String, String> before = DataFingerprint.of(hub.database());
        Answers.problem(send(tournament, evening + 100_000), 422, "/problems/submission-invalid")
                .body(Json.at(
                        "problems[0].detail", org.hamcrest.Matchers.containsString("is registered in this circuit")));
        Answers.problem(send(tournament, evening), 422, "/problems/submission-invalid")
                .body(Json.at("problems[0].detail", org.hamcrest.Matchers.containsString("was received as version 1")));
        Answers.problem(
                Circuits.submitCsv(hub.anyone(), circuit, paperKey, ResultCsv.HEADING + "\r\n"),
                401,
                "/problems/club-key-revoked");
        assertEquals(before, DataFingerprint.of(hub.database()));
    }

    /** An Italian evening at the club: the players sit by fours in this order and finish in it at each table. */
    private static long evening(String date, List<String> players, Map<String, String> cards) {
        long t = Answers.id(
                given().contentType(ContentType.JSON)
                        .body(Map.of("name", "Tappa del circuito", "format", "ITALIAN_DRAW", "date", date))
                        .post("/api/tournaments"),
                201);
        StringBuilder csv = new StringBuilder("nome;tessera\r\n");
        players.forEach(
                p -> csv.append(p).append(';').append(cards.getOrDefault(p, "")).append("\r\n"));
        given().contentType("text/csv")
                .body(csv.toString())
                .post("/api/tournaments/{id}/entries/csv", t)
                .then()
                .statusCode(201);
        Map<String, Long> entryOf = new HashMap<>();
        JsonPath entries = Answers.json(given().get("/api/tournaments/{id}/entries", t), 200);
        List<Long> ids = entries.getList("id", Long.class);
        List<String> named = entries.getList("playerName");
        for (int i = 0; i < ids.size(); i++) {
            entryOf.put(named.get(i), ids.get(i));
        }
        long[] chips = {40_000, 25_000, 10_000, 5_000};
        closeGameOneByFours(t, players.stream().map(entryOf::get).toList(), (s, table) -> chips[s] + table * 100);
        return t;
    }

    /** The club corrects table 1 of game 1: its first and last swap their chips. */
    private static void correctTableOne(long tournament) {
        JsonPath results = Answers.json(given().get("/api/tournaments/{id}/results", tournament), 200);
        long result = results.getLong("find { it.table == 1 }.id");
        List<Long> entries = results.getList("find { it.table == 1 }.places.entry", Long.class);
        List<Long> chips = results.getList("find { it.table == 1 }.places.chips", Long.class);
        List<Map<String, Object>> stacks = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            stacks.add(Map.of("entry", entries.get(i), "chips", chips.get(entries.size() - 1 - i)));
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("stacks", stacks, "reason", "Fiches lette al contrario"))
                .post("/api/tournaments/{id}/results/{result}/correction", tournament, result)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(org.hamcrest.Matchers.lessThan(300));
    }

    private static Response send(long tournament, long evening) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("evening", evening))
                .post("/api/tournaments/{id}/circuit-result/send", tournament);
    }

    /** The evening as the club's own standings rank it, each player by the card the hub's roster gives. */
    private static CircuitEvening fromTheClubsStandings(
            long id, String date, long tournament, Map<String, String> cardOf) {
        JsonPath s = Answers.json(given().get("/api/tournaments/{id}/standings", tournament), 200);
        List<Finish> places = new ArrayList<>();
        Map<List<Integer>, List<Finish>> tables = new LinkedHashMap<>();
        for (int i = 0; i < s.getList("standings").size(); i++) {
            String line = "standings[" + i + "]";
            String card = cardOf.get(s.getString(line + ".player"));
            places.add(new Finish(card, s.getInt(line + ".rank")));
            for (int g = 0; g < s.getList(line + ".byGame").size(); g++) {
                String game = line + ".byGame[" + g + "]";
                tables.computeIfAbsent(
                                List.of(s.getInt(game + ".game"), s.getInt(game + ".table")), k -> new ArrayList<>())
                        .add(new Finish(card, s.getInt(game + ".place")));
            }
        }
        List<TableFinish> played = new ArrayList<>();
        tables.forEach((at, finishes) -> played.add(new TableFinish(at.get(0), at.get(1), finishes)));
        return new CircuitEvening(id, LocalDate.parse(date), places, played);
    }

    private static List<Finish> finishes(List<String> players, Map<String, String> cardOf) {
        List<Finish> out = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            out.add(new Finish(cardOf.get(players.get(i)), i + 1));
        }
        return out;
    }

    /** The rule by hand: each evening's points 1000·(N − r)/(N − 1) (no ties here), a player's best two added. */
    private static Map<String, BigDecimal> bestTwoByHand(List<CircuitEvening> evenings) {
        Map<String, List<BigDecimal>> each = new HashMap<>();
        for (CircuitEvening e : evenings) {
            int n = e.places().size();
            for (Finish f : e.places()) {
                each.computeIfAbsent(f.card(), c -> new ArrayList<>())
                        .add(CircuitHubTest.points(n, f.place(), f.place()));
            }
        }
        Map<String, BigDecimal> totals = new HashMap<>();
        each.forEach((card, points) -> totals.put(
                card,
                points.stream().sorted(Comparator.reverseOrder()).limit(2).reduce(BigDecimal.ZERO, BigDecimal::add)));
        return totals;
    }

    /**
     * The top two by points qualify; a tie across the second place (the same total) qualifies all its players unless
     * the tie-breaks tell them apart (docs/rules.md#circuit): every qualifier has at least the second total, and every
     * player above it qualifies.
     */
    private static void qualifiersAreTheTopTwoAndTheirTies(Map<String, BigDecimal> totals, List<String> qualified) {
        BigDecimal cut = totals.values().stream()
                .sorted(Comparator.reverseOrder())
                .toList()
                .get(1);
        assertTrue(qualified.size() >= 2, "qualified: " + qualified);
        totals.forEach((card, total) -> {
            if (total.compareTo(cut) > 0) {
                assertTrue(qualified.contains(card), card + " above the cut qualifies");
            }
        });
        qualified.forEach(card -> assertTrue(totals.get(card).compareTo(cut) >= 0, card + " below the cut qualifies"));
    }

    private static Map<String, BigDecimal> pointsByCard(JsonPath standings) {
        Map<String, BigDecimal> points = new HashMap<>();
        List<String> cards = standings.getList("lines.card");
        List<BigDecimal> values = standings.getList("lines.points", BigDecimal.class);
        for (int i = 0; i < cards.size(); i++) {
            points.put(cards.get(i), values.get(i).setScale(2));
        }
        return points;
    }

    private static String paperCsv(long evening, List<String> players, Map<String, String> cards) {
        StringBuilder csv = new StringBuilder("\uFEFF" + ResultCsv.HEADING + "\r\n");
        String head = evening + ";" + PAPER_CLUB + ";2026-10-21;ITALIAN_DRAW;";
        for (String game : List.of(";", "1;1")) {
            for (int i = 0; i < players.size(); i++) {
                String p = players.get(i);
                csv.append(head)
                        .append(game)
                        .append(';')
                        .append(cards.getOrDefault(p, ""))
                        .append(';')
                        .append(p)
                        .append(";;")
                        .append(i + 1)
                        .append(';')
                        .append(10 - 2 * i)
                        .append(",5;")
                        .append(1000 * (4 - i))
                        .append("\r\n");
            }
        }
        return csv.toString();
    }

    private static long clubId(long circuit, String name) {
        return Answers.json(hub.organizer().get("/api/circuits/{id}/clubs", circuit), 200)
                .getLong("find { it.name == '" + name + "' }.id");
    }

    private static List<String> rotated(List<String> names, int by) {
        List<String> out = new ArrayList<>(names.subList(by % names.size(), names.size()));
        out.addAll(names.subList(0, by % names.size()));
        return out;
    }
}
