package org.tavolo.common.web;

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
import org.tavolo.testing.DataFingerprint;

/**
 * A page's form holding a control character (ESC, BEL, DEL, a C1 control) in any field is refused
 * with 400 naming the field, as a JSON body is, and nothing is stored; tab and line breaks pass.
 */
@QuarkusTest
class FormControlCharacterTest {

    @Inject
    AgroalDataSource database;

    @Test
    void aControlCharacterInAPageFormIsRefusedNamingTheFieldAndNothingIsStored() throws Exception {
        Map<String, String> before = DataFingerprint.of(database);
        List<String> wrong = new ArrayList<>();
        for (String control : List.of("\u001b[31m", "\u0007", "\u007f", "\u009b")) {
            check(
                    wrong,
                    "name",
                    form(
                            "/console/tournaments",
                            "name",
                            "Torneo" + control,
                            "format",
                            "ITALIAN_DRAW",
                            "date",
                            "2026-11-26"));
            check(
                    wrong,
                    "venue",
                    form(
                            "/console/tournaments",
                            "name",
                            "Torneo",
                            "format",
                            "ITALIAN_DRAW",
                            "date",
                            "2026-11-26",
                            "venue",
                            "Bar" + control));
            check(wrong, "nickname", form("/console/players", "name", "Mario Rossi", "nickname", "Il" + control));
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(before, DataFingerprint.of(database), "a refused form was stored");
    }

    @Test
    void tabsAndLineBreaksInAPageFormAreTaken() {
        Response created = form(
                "/console/tournaments",
                "name",
                "Torneo\td'autunno",
                "format",
                "ITALIAN_DRAW",
                "date",
                "2026-11-26",
                "venue",
                "Bar Sport\r\nPiazza Roma");
        assertEquals(303, created.statusCode(), created.asString());
    }

    private static Response form(String path, String... fields) {
        var request = given().contentType(ContentType.URLENC.withCharset("UTF-8"))
                .redirects()
                .follow(false);
        for (int i = 0; i < fields.length; i += 2) {
            request = request.formParam(fields[i], fields[i + 1]);
        }
        return request.post(path);
    }

    private static void check(List<String> wrong, String field, Response answer) {
        boolean refused = answer.statusCode() == 400
                && String.valueOf(answer.contentType()).startsWith("application/problem+json")
                && "/problems/control-character".equals(answer.jsonPath().getString("type"))
                && field.equals(answer.jsonPath().getString("field"));
        if (!refused) {
            wrong.add(field + " -> " + answer.statusCode() + " "
                    + answer.asString().lines().limit(3).toList());
        }
    }
}
