package org.tavolo.ledger;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.CYCLE;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The void of a penalty, a ruling on a held pot and the close of an Italian game name, like a hand, what a table's
 * director made them against (docs/errors.md#entries-bound-to-what-was-seen): the game, the players by entry beside
 * their seats and their stacks. Left out or {@code null}, a binding field is refused with a 400 naming it; a binding
 * no longer true is refused with a 409 in words; either way nothing changes. The organizer's corrections and voids
 * of results stay his alone.
 */
@QuarkusTest
class DirectorVoidsRulingsAndClosesNameWhatTheyWereMadeAgainstTest {

    @Inject
    AgroalDataSource database;

    private record Table(long tournament, Directors director) {

        static Table ofFour() {
            long t = italianTableOfFour();
            return new Table(t, Directors.issue(t, 1));
        }

        Map<Integer, Long> entries() {
            return new LinkedHashMap<>(Bound.entries(tournament, 1));
        }

        ValidatableResponse post(String path, String body, Object... params) {
            Object[] all = new Object[params.length + 1];
            all[0] = tournament;
            System.arraycopy(params, 0, all, 1, params.length);
            return director.basic()
                    .contentType(ContentType.JSON)
                    .header("Accept-Language", "it")
                    .body(body)
                    .post("/api/tournaments/{id}/" + path, all)
                    .then()
                    .log()
                    .ifValidationFails();
        }
    }

    /** Each seat with its entry and the stack given for it, as {@code "expected": [...]}. */
    private static String expected(Map<Integer, Long> entries, Map<Integer, Long> stacks) {
        StringBuilder out = new StringBuilder("\"expected\": [");
        entries.forEach((seat, entry) -> out.append(out.charAt(out.length() - 1) == '[' ? "" : ", ")
                .append("{\"seat\": %d, \"entry\": %d, \"stack\": %d}".formatted(seat, entry, stacks.get(seat))));
        return out.append("]").toString();
    }

    private static Map<Integer, Long> each(long... stacks) {
        Map<Integer, Long> out = new LinkedHashMap<>();
        for (int i = 0; i < stacks.length; i++) {
            out.put(i + 1, stacks[i]);
        }
        return out;
    }

    private static ValidatableResponse refusedNaming(ValidatableResponse answer, String field) {
        return answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/binding-missing")))
                .body(Json.at("field", equalTo(field)));
    }

    @Test
    void aDirectorsVoidOfAPenaltyWithoutItsGamePlayersOrStacksIsRefusedAndChangesNothing() throws Exception {
        Table table = Table.ofFour();
        Map<Integer, Long> entries = table.entries();
        long penalty = table.post("tables/1/penalties", Bound.penalty(table.tournament(), 1, """
                                {"entryId": "%s", "entry": %d, "chips": 500, "to": "OUT_OF_PLAY",
                                 "reason": "carte scoperte"}""".formatted(
                                UUID.randomUUID(), entries.get(1))))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("penalty");
        String path = "tables/1/penalties/{penalty}/void";
        Map<Integer, Long> one = Map.of(1, entries.get(1));
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post(path, "{\"reason\": \"errore\"}", penalty), "gameNumber");
        refusedNaming(
                table.post(
                        path,
                        "{\"reason\": \"errore\", \"gameNumber\": null, " + expected(one, each(19500)) + "}",
                        penalty),
                "gameNumber");
        refusedNaming(table.post(path, "{\"reason\": \"errore\", \"gameNumber\": 1}", penalty), "expected");
        refusedNaming(
                table.post(
                        path,
                        "{\"reason\": \"errore\", \"gameNumber\": 1, "
                                + expected(one, each(19500)).replace("\"stack\": 19500", "\"stack\": null") + "}",
                        penalty),
                "expected[0].stack");
        table.post(path, "{\"reason\": \"errore\", \"gameNumber\": 1, " + expected(one, each(20000)) + "}", penalty)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/stale-stack")))
                .body(Json.at("detail", containsString("19")));
        assertEquals(before, DataFingerprint.of(database), "a penalty's void without its binding changed data");
        table.post(path, "{\"reason\": \"errore\", \"gameNumber\": 1, " + expected(one, each(19500)) + "}", penalty)
                .statusCode(200)
                .body(Json.at("voided", equalTo(true)));
    }

    @Test
    void aDirectorsRulingWithoutItsGamePlayersOrStacksIsRefusedAndChangesNothing() throws Exception {
        Table table = Table.ofFour();
        Map<Integer, Long> entries = table.entries();
        long hand = table.post("tables/1/hands", Bound.hand(table.tournament(), 1, CYCLE.formatted(UUID.randomUUID())))
                .statusCode(200)
                .body(Json.at("status", equalTo("PENDING_RULING")))
                .extract()
                .jsonPath()
                .getLong("hand");
        String pots = "\"pots\": [{\"pot\": \"main\", \"winners\": [1, 3]}]";
        Map<Integer, Long> now = each(15000, 15000, 15000, 19000);
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post("hands/{hand}/ruling", "{" + pots + "}", hand), "gameNumber");
        refusedNaming(
                table.post(
                        "hands/{hand}/ruling",
                        "{\"gameNumber\": null, " + expected(entries, now) + ", " + pots + "}",
                        hand),
                "gameNumber");
        refusedNaming(table.post("hands/{hand}/ruling", "{\"gameNumber\": 1, " + pots + "}", hand), "expected");
        refusedNaming(
                table.post(
                        "hands/{hand}/ruling",
                        "{\"gameNumber\": 1, "
                                + expected(entries, now)
                                        .replace("\"entry\": " + entries.get(3) + ",", "\"entry\": null,")
                                + ", " + pots + "}",
                        hand),
                "expected[2].entry");
        table.post(
                        "hands/{hand}/ruling",
                        "{\"gameNumber\": 1, " + expected(entries, each(20000, 20000, 20000, 20000)) + ", " + pots
                                + "}",
                        hand)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/stale-stack")));
        assertEquals(before, DataFingerprint.of(database), "a ruling without its binding changed data");
        table.post("hands/{hand}/ruling", "{\"gameNumber\": 1, " + expected(entries, now) + ", " + pots + "}", hand)
                .statusCode(200)
                .body(Json.at("status", equalTo("SETTLED")));
    }

    @Test
    void aDirectorsCloseWithoutTheEntriesAndStacksItSawIsRefusedAndChangesNothing() throws Exception {
        Table table = Table.ofFour();
        Map<Integer, Long> entries = table.entries();
        String path = "tables/1/games/1/result";
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post(path, "{}"), "expected");
        refusedNaming(table.post(path, "{\"expected\": null}"), "expected");
        refusedNaming(
                table.post(
                        path,
                        "{"
                                + expected(entries, each(20000, 20000, 20000, 20000))
                                        .replace("\"entry\": " + entries.get(2) + ",", "\"entry\": null,")
                                + "}"),
                "expected[1].entry");
        String finals = "\"stacks\": ["
                + entries.values().stream()
                        .map(e -> "{\"entry\": %d, \"chips\": 20000}".formatted(e))
                        .reduce((a, b) -> a + ", " + b)
                        .orElseThrow()
                + "]";
        refusedNaming(table.post(path, "{" + finals + "}"), "expected");
        table.post(path, "{" + expected(entries, each(20000, 20000, 19000, 21000)) + "}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/stale-stack")))
                .body(Json.at("detail", containsString("20")));
        assertEquals(before, DataFingerprint.of(database), "a close without its binding changed data");
        table.post(path, "{" + expected(entries, each(20000, 20000, 20000, 20000)) + "}")
                .statusCode(201);
    }

    @Test
    void aDirectorNeitherCorrectsNorVoidsATableResultOnlyTheOrganizerDoes() throws Exception {
        Table table = Table.ofFour();
        JsonPath closed = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{}")
                        .post("/api/tournaments/{id}/tables/1/games/1/result", table.tournament()),
                201);
        long result = closed.getLong("id");
        Map<String, String> before = DataFingerprint.of(database);
        table.post("results/{result}/void", "{\"reason\": \"errore\"}", result).statusCode(403);
        table.post("results/{result}/correction", "{\"reason\": \"errore\", \"stacks\": []}", result)
                .statusCode(403);
        assertEquals(before, DataFingerprint.of(database), "a director's correction of a result changed data");
    }
}
