package org.tavolo.result.chinese;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * A table's director names, with the result of a Chinese poker match, what he recorded it against, as with each deal
 * (docs/errors.md#entries-bound-to-what-was-seen): the match he saw being played ({@code gameNumber}) and every
 * player of the result by entry beside his seat ({@code expected}). Left out or {@code null}, a binding field is
 * refused with 400 {@code binding-missing} naming it; a binding no longer true with a 409; either way nothing
 * changes. The match's address alone binds nothing.
 */
@QuarkusTest
class ChineseMatchResultBoundTest {

    @Inject
    AgroalDataSource database;

    @Test
    void aDirectorsMatchResultWithoutTheMatchOrThePlayersSeatsIsRefusedAndChangesNothing() throws Exception {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        Directors director = Directors.issue(t, 1);
        Map<Integer, Long> seats = Bound.entries(t, 1);
        List<Integer> order = new ArrayList<>(seats.keySet());
        String points = victoryPoints(seats, order);
        String expected = expected(seats);
        Map<String, String> before = DataFingerprint.of(database);

        refusedNaming(post(director, t, "result", "{" + points + ", " + expected + "}"), "gameNumber");
        refusedNaming(
                post(director, t, "result", "{" + points + ", \"gameNumber\": null, " + expected + "}"), "gameNumber");
        refusedNaming(post(director, t, "result", "{" + points + ", \"gameNumber\": 1}"), "expected");
        refusedNaming(
                post(director, t, "result", "{" + points + ", \"gameNumber\": 1, \"expected\": null}"), "expected");
        String oneLeftOut = expected(Map.of(order.get(0), seats.get(order.get(0))));
        refusedNaming(
                post(director, t, "result", "{" + points + ", \"gameNumber\": 1, " + oneLeftOut + "}"), "expected");
        refusedNaming(
                post(
                        director,
                        t,
                        "deals",
                        wholeMatch(order.stream().map(seats::get).toList())),
                "gameNumber");
        post(director, t, "result", "{" + points + ", \"gameNumber\": 2, " + expected + "}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")));
        Map<Integer, Long> swapped = Map.of(
                order.get(0), seats.get(order.get(1)),
                order.get(1), seats.get(order.get(0)),
                order.get(2), seats.get(order.get(2)),
                order.get(3), seats.get(order.get(3)));
        post(director, t, "result", "{" + points + ", \"gameNumber\": 1, " + expected(swapped) + "}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("detail", containsString("Ricarica")));
        assertEquals(before, DataFingerprint.of(database), "a match result without its binding changed data");

        post(director, t, "result", "{" + points + ", \"gameNumber\": 1, " + expected + "}")
                .statusCode(201)
                .body(Json.at("kind", equalTo("CHINESE_MATCH")));
    }

    private static ValidatableResponse post(Directors director, long t, String what, String body) {
        return director.basic()
                .contentType(ContentType.JSON)
                .header("Accept-Language", "it")
                .body(body)
                .post("/api/tournaments/{id}/tables/1/matches/1/" + what, t)
                .then()
                .log()
                .ifValidationFails();
    }

    private static ValidatableResponse refusedNaming(ValidatableResponse answer, String field) {
        return answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/binding-missing")))
                .body(Json.at("field", equalTo(field)));
    }

    /** 7, 12, 7 and 0 victory points to the players of the seats in {@code order}. */
    private static String victoryPoints(Map<Integer, Long> seats, List<Integer> order) {
        long[] points = {7, 12, 7, 0};
        StringBuilder out = new StringBuilder("\"victoryPoints\": [");
        for (int i = 0; i < order.size(); i++) {
            out.append(i == 0 ? "" : ", ")
                    .append("{\"entry\": %d, \"points\": %d}".formatted(seats.get(order.get(i)), points[i]));
        }
        return out.append("]").toString();
    }

    /**
     * Three deals of a whole match sent at once, without their binding: the shape the request asks for (the cards are
     * read after the binding).
     */
    private static String wholeMatch(List<Long> entries) {
        String hands = String.join(
                ", ",
                entries.stream()
                        .map(e -> "{\"entry\": %d, \"first\": [], \"second\": [], \"third\": [], \"tokens\": []}"
                                .formatted(e))
                        .toList());
        String deal = "{\"players\": [" + hands + "]}";
        return "{\"deals\": [" + deal + ", " + deal + ", " + deal + "]}";
    }

    /** Each seat with the entry named at it, as {@code "expected": [...]}. */
    private static String expected(Map<Integer, Long> seats) {
        StringBuilder out = new StringBuilder("\"expected\": [");
        seats.forEach((seat, entry) -> out.append(out.charAt(out.length() - 1) == '[' ? "" : ", ")
                .append("{\"seat\": %d, \"entry\": %d}".formatted(seat, entry)));
        return out.append("]").toString();
    }
}
