package org.tavolo.result;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.arc.Arc;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/** Small helpers for tests that talk to the results API. */
public final class ResultApi {

    private ResultApi() {}

    public static long tournament(String format) {
        return Json.id(given().contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Serata " + format,
                        "format",
                        format,
                        "date",
                        java.time.LocalDate.now().toString()))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract());
    }

    /** Registers {@code count} new players in the tournament; their entry ids, in registration order. */
    public static List<Long> entries(long tournament, int count) {
        return FloorFixtures.entries(tournament, count);
    }

    /** The entries at these positions of {@code entries}, as the JSON of a result gives them back. */
    public static Integer[] at(List<Long> entries, int... positions) {
        Integer[] ids = new Integer[positions.length];
        for (int i = 0; i < positions.length; i++) {
            ids[i] = Math.toIntExact(entries.get(positions[i]));
        }
        return ids;
    }

    /** The entries of these players counted from 1 (the first registered is 1), as the JSON of a result gives them back. */
    public static Integer[] players(List<Long> entries, int... oneBased) {
        int[] positions = new int[oneBased.length];
        for (int k = 0; k < oneBased.length; k++) {
            positions[k] = oneBased[k] - 1;
        }
        return at(entries, positions);
    }

    /** Draws the seats of the first game with a fixed seed. */
    public static void draw(long tournament, long seed) {
        FloorFixtures.draw(tournament, seed);
    }

    /** Draws the seats of the next game with a fixed seed. */
    public static void drawNextGame(long tournament, long seed) {
        int next =
                Json.of(given().get("/api/tournaments/{id}/draws", tournament)).size() + 1;
        given().contentType(ContentType.JSON)
                .body("{\"game\": %d, \"seed\": %d}".formatted(next, seed))
                .post("/api/tournaments/{id}/draws/next-game", tournament)
                .then()
                .statusCode(201);
    }

    /** The entries seated at a table of the current draw, by seat. */
    public static List<Long> seatedAt(long tournament, int table) {
        return FloorFixtures.tables(tournament)
                .getList("find { it.number == %d }.seats.entryId".formatted(table), Long.class);
    }

    public static ValidatableResponse closeGame(long tournament, int table, int game, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/games/{game}/result", tournament, table, game)
                .then()
                .log()
                .ifValidationFails();
    }

    /** Closes a game at a table with {@code body}; the answer, of {@code status}. */
    public static JsonNode closeGame(long tournament, int table, int game, String body, int status) {
        return Api.post(
                "/api/tournaments/{id}/tables/{table}/games/{game}/result", body, status, tournament, table, game);
    }

    public static ValidatableResponse recordMatch(long tournament, int table, int match, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/result", tournament, table, match)
                .then()
                .log()
                .ifValidationFails();
    }

    /** A body closing a game with these stacks: pairs of entry and chips. */
    public static String stacks(long... entryAndChips) {
        StringBuilder json = new StringBuilder("{\"stacks\": [");
        for (int i = 0; i < entryAndChips.length; i += 2) {
            json.append(i == 0 ? "" : ", ")
                    .append("{\"entry\": ")
                    .append(entryAndChips[i])
                    .append(", \"chips\": ")
                    .append(entryAndChips[i + 1])
                    .append('}');
        }
        return json.append("]}").toString();
    }

    /** A body recording a Chinese poker match with these victory points: pairs of entry and points. */
    public static String victoryPoints(long... entryAndPoints) {
        StringBuilder json = new StringBuilder("{\"victoryPoints\": [");
        for (int i = 0; i < entryAndPoints.length; i += 2) {
            json.append(i == 0 ? "" : ", ")
                    .append("{\"entry\": ")
                    .append(entryAndPoints[i])
                    .append(", \"points\": ")
                    .append(entryAndPoints[i + 1])
                    .append('}');
        }
        return json.append("]}").toString();
    }

    /** Sets the tournament's placement points for tables of {@code size} in its settings, before any draw. */
    public static void setPointsForTableSize(long tournament, int size, Integer... points) {
        ObjectMapper json = Arc.container().instance(ObjectMapper.class).get();
        QuarkusTransaction.requiringNew().run(() -> {
            Tournament t = Tournament.findById(tournament);
            ObjectNode settings = json.valueToTree(t.settings());
            ((ObjectNode) settings.get("pointsByTableSize"))
                    .set(String.valueOf(size), json.valueToTree(List.of(points)));
            t.changeSettings(json.convertValue(settings, TournamentSettings.class), 0);
        });
    }

    /** Every result of the tournament as JSON, to compare before and after a refused request. */
    public static String results(long tournament) {
        return Answers.text(given().get("/api/tournaments/{id}/results", tournament), 200);
    }

    /** The standings of the tournament as JSON, to compare before and after a refused request. */
    public static String standings(long tournament) {
        return Answers.text(given().get("/api/tournaments/{id}/standings", tournament), 200);
    }

    public static int activeResults(long tournament) {
        int active = 0;
        for (JsonNode result : Json.of(given().get("/api/tournaments/{id}/results", tournament)
                .then()
                .statusCode(200)
                .extract())) {
            active += "ACTIVE".equals(result.path("status").textValue()) ? 1 : 0;
        }
        return active;
    }

    /** Anna's three hands of a Chinese deal (a flush, two pair, a pair of fives) and her {@code tokens}. */
    public static String anna(long entry, String tokens) {
        return """
                {"entry": %d, "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                 "third": ["5s","5c","As","Qc","Ts"], "tokens": [%s]}""".formatted(entry, tokens);
    }

    /** Bruno's three hands of a Chinese deal (a full house, trips, a pair of fours) and his {@code tokens}. */
    public static String bruno(long entry, String tokens) {
        return """
                {"entry": %d, "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                 "third": ["4h","4s","Jd","9h","2d"], "tokens": [%s]}""".formatted(entry, tokens);
    }

    /** Eight players in a round of one game, drawn: three qualify. */
    public static long oneGameRoundOfEight() {
        long t = tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 1}");
        entries(t, 8);
        draw(t, 11);
        return t;
    }

    /** The chips an entry ends a game with, by its place at its table (from 0) and its table (from 0). */
    @FunctionalInterface
    public interface ChipsAtTheClose {
        long of(int place, int table);
    }

    /**
     * Closes game 1 at each table of four, the entries seated by fours in the order given (the last table may be
     * smaller): the entry at place {@code p} (from 0) of table {@code k} (from 0) ends with {@code chips.of(p, k)}.
     */
    public static void closeGameOneByFours(long tournament, List<Long> entries, ChipsAtTheClose chips) {
        for (int table = 0; table * 4 < entries.size(); table++) {
            int from = table * 4;
            int size = Math.min(4, entries.size() - from);
            long[] body = new long[size * 2];
            for (int p = 0; p < size; p++) {
                body[2 * p] = entries.get(from + p);
                body[2 * p + 1] = chips.of(p, table);
            }
            closeGame(tournament, table + 1, 1, stacks(body), 201);
        }
    }
}
