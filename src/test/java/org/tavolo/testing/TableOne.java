package org.tavolo.testing;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** Table 1 of an Italian tournament drawn with four players: its stacks, and a hand to enter there. */
public final class TableOne {

    private TableOne() {}

    /** Everyone at seats 1–4 antes 1,000; seat 1 takes the pot uncontested. */
    public static String seatOneTakesTheAntes(String entryId) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 1000, "folded": false},
                  {"seat": 2, "contributed": 1000, "folded": true},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(entryId);
    }

    /** Everyone at seats 1–4 antes 1,000; seat 1 (trips) beats seat 2 (two pair) at the showdown, 3,000 each: seat 1 wins 5,000 net. */
    public static String tripsBeatTwoPair(String entryId) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(entryId);
    }

    /**
     * docs/rules.md#italian: seats 1, 2 and 3 show three straight flushes, a cycle that holds the 16,000 pot for a
     * ruling; its {@code %s} is the entry id.
     */
    public static final String CYCLE = """
            {"entryId": "%s", "button": 4, "players": [
              {"seat": 1, "contributed": 5000, "folded": false, "cards": ["Ah", "Kh", "Qh", "Jh", "10h"]},
              {"seat": 2, "contributed": 5000, "folded": false, "cards": ["Kd", "Qd", "Jd", "10d", "9d"]},
              {"seat": 3, "contributed": 5000, "folded": false, "cards": ["As", "7s", "8s", "9s", "10s"]},
              {"seat": 4, "contributed": 1000, "folded": true}]}""";

    /** The stacks of table 1, by seat, as the API answers them ({@code GET …/tables/1/stacks}). */
    public static Map<String, Integer> stacks(long tournamentId) {
        JsonNode stacks = Json.of(given().get("/api/tournaments/{id}/tables/1/stacks", tournamentId)
                .then()
                .statusCode(200)
                .extract());
        Map<String, Integer> bySeat = new LinkedHashMap<>();
        stacks.fieldNames().forEachRemaining(seat -> bySeat.put(seat, Math.toIntExact(Json.longAt(stacks, seat))));
        return bySeat;
    }
}
