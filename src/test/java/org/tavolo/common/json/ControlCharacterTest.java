package org.tavolo.common.json;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;

/**
 * A text holding a control character (ESC, BEL, backspace, DEL, a C1 control) is refused with 400
 * naming the field and the character, and nothing is stored; tab and line breaks, which a text of
 * several lines holds, are taken.
 */
@QuarkusTest
class ControlCharacterTest {

    private static final List<String> CONTROLS = List.of("\\u001b[31m", "\\u0007", "\\u0008", "\\u007f", "\\u009b");

    @Inject
    AgroalDataSource database;

    @Test
    void aControlCharacterInANameOrTextIsRefusedNamingTheFieldAndNothingIsStored() throws Exception {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Map<String, String> before = DataFingerprint.of(database);
        List<String> wrong = new ArrayList<>();
        for (String control : CONTROLS) {
            check(
                    wrong,
                    "name",
                    post(
                            "/api/tournaments",
                            "{\"name\": \"Torneo" + control
                                    + "\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}"));
            check(
                    wrong,
                    "venue",
                    post(
                            "/api/tournaments",
                            "{\"name\": \"Torneo\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\", \"venue\": \"Bar"
                                    + control + "\"}"));
            check(wrong, "name", post("/api/players", "{\"name\": \"Mario" + control + " Rossi\"}"));
            check(
                    wrong,
                    "nickname",
                    post("/api/players", "{\"name\": \"Mario Rossi\", \"nickname\": \"Il" + control + "\"}"));
            check(
                    wrong,
                    "body",
                    given().contentType("text/csv; charset=UTF-8")
                            .body("Mario" + actual(control) + " Rossi\n")
                            .post("/api/tournaments/{id}/entries/csv", tournament));
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(before, DataFingerprint.of(database), "a refused text was stored");
    }

    @Test
    void tabsAndLineBreaksAreTakenInAText() {
        Response created = post(
                "/api/tournaments",
                "{\"name\": \"Torneo\\td'autunno\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\","
                        + " \"venue\": \"Bar Sport\\r\\nPiazza Roma\"}");
        assertEquals(201, created.statusCode(), created.asString());
        assertEquals("Bar Sport\r\nPiazza Roma", created.jsonPath().getString("venue"));
    }

    /** The characters a JSON escape such as {@code \u001b} stands for. */
    private static String actual(String escaped) {
        return java.util.regex.Pattern.compile("\\\\u([0-9a-fA-F]{4})")
                .matcher(escaped)
                .replaceAll(m -> String.valueOf((char) Integer.parseInt(m.group(1), 16)));
    }

    private static Response post(String path, String json) {
        return given().contentType(ContentType.JSON).body(json).post(path);
    }

    private static void check(List<String> wrong, String field, Response answer) {
        boolean refused = answer.statusCode() == 400
                && answer.contentType().startsWith("application/problem+json")
                && "/problems/control-character".equals(answer.jsonPath().getString("type"))
                && field.equals(answer.jsonPath().getString("field"));
        if (!refused) {
            wrong.add(field + " -> " + answer.statusCode() + " " + answer.asString());
        }
    }
}
