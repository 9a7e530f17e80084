package org.tavolo.testing;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.UUID;

/**
 * Hands entered at a table through the API, as a director's client sends them, each answer logged when a test's
 * check of it fails. A hand's players are given as their JSON objects ({@code {"seat": 1, "contributed": 1000,
 * "folded": true}, …}) and its other fields as {@code extra}, each led by a comma (or empty).
 */
public final class Hands {

    private Hands() {}

    /** Sends {@code body} (a JSON string or a request record) as a hand at {@code table}. */
    public static ValidatableResponse enter(long tournament, int table, Object body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/hands", tournament, table)
                .then()
                .log()
                .ifValidationFails();
    }

    /** Sends a hand at table 1 whose {@code %s} is filled with a new entry id: a hand never sent before. */
    public static ValidatableResponse enterNew(long tournament, String template) {
        return enter(tournament, 1, template.formatted(UUID.randomUUID()));
    }

    /** Sends a new hand at table 1 with the button at {@code button}. */
    public static ValidatableResponse atButton(long tournament, int button, String players, String extra) {
        return enter(tournament, 1, body(UUID.randomUUID().toString(), button, players, extra));
    }

    /** The same, with no other fields. */
    public static ValidatableResponse atButton(long tournament, int button, String players) {
        return atButton(tournament, button, players, "");
    }

    /** Sends a new hand at table 1 of an Italian table of four, the button at seat 4. */
    public static ValidatableResponse italian(long tournament, String players, String extra) {
        return atButton(tournament, 4, players, extra);
    }

    /** The same, with no other fields. */
    public static ValidatableResponse italian(long tournament, String players) {
        return italian(tournament, players, "");
    }

    /** The same, sent under {@code entryId}: sent again, it is the same hand. */
    public static ValidatableResponse italian(long tournament, String entryId, String players, String extra) {
        return enter(tournament, 1, body(entryId, 4, players, extra));
    }

    /** Records a hand at table 1; its id. */
    public static long recorded(long tournament, Object body) {
        return enter(tournament, 1, body).statusCode(200).extract().jsonPath().getLong("hand");
    }

    private static String body(String entryId, int button, String players, String extra) {
        return """
                {"entryId": "%s", "button": %d%s, "players": [%s]}""".formatted(entryId, button, extra, players);
    }
}
