package org.tavolo.common.text;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * A name that only looks blank is blank (docs/errors.md): zero-width spaces, byte-order marks and
 * non-breaking spaces make no name, for a championship as for a token's label; and a text holding
 * half of a surrogate pair, which cannot be stored as written, is refused naming the field.
 */
@QuarkusTest
class TextsThatLookBlankTest {

    /** Texts a person reads as nothing. */
    static final List<String> LOOK_BLANK = List.of(
            "\u200B",
            "\uFEFF",
            "\u00A0",
            "\u00A0\u00A0",
            "\u2007",
            "\u202F",
            " \u200B\uFEFF\u00A0 ",
            "\u2060",
            "\u3000");

    @Inject
    AgroalDataSource database;

    @Test
    void aChampionshipNamedOnlyWithInvisibleCharactersIsRefusedNamingTheField() throws Exception {
        long before = count("championship");
        for (String blank : LOOK_BLANK) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("name", blank, "season", "2026/27"))
                    .post("/api/championships")
                    .then()
                    .log()
                    .ifValidationFails()
                    .statusCode(400)
                    .body(Json.at("type", equalTo("/problems/validation")))
                    .body(Json.at("violations.field", hasItem("name")));
            given().contentType(ContentType.JSON)
                    .body(Map.of("name", "Campionato", "season", blank))
                    .post("/api/championships")
                    .then()
                    .statusCode(400)
                    .body(Json.at("violations.field", hasItem("season")));
        }
        assertEquals(before, count("championship"));
    }

    @Test
    void aTokenLabelOnlyOfInvisibleCharactersIsRefused() throws Exception {
        long before = count("api_token");
        for (String blank : LOOK_BLANK) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("label", blank))
                    .post("/api/tokens")
                    .then()
                    .log()
                    .ifValidationFails()
                    .statusCode(400)
                    .body(Json.at("type", equalTo("/problems/validation")))
                    .body(Json.at("violations.field", hasItem("label")));
        }
        assertEquals(before, count("api_token"));
    }

    @Test
    void aLoneSurrogateIsRefusedNamingTheFieldInsteadOfBeingStoredAsAQuestionMark() throws Exception {
        long championships = count("championship");
        long players = count("player");
        for (String half : List.of("\\ud800", "\\udfff", "A\\ud83dB", "\\ude00x")) {
            given().contentType(ContentType.JSON)
                    .body("{\"name\": \"Campionato " + half + "\", \"season\": \"2026/27\"}")
                    .post("/api/championships")
                    .then()
                    .log()
                    .ifValidationFails()
                    .statusCode(400)
                    .body(Json.at("type", equalTo("/problems/lone-surrogate")))
                    .body(Json.at("field", equalTo("name")));
            Answers.problem(
                            given().contentType(ContentType.JSON)
                                    .body("{\"name\": \"Mario\", \"nickname\": \"Il " + half + "\"}")
                                    .post("/api/players"),
                            400,
                            "/problems/lone-surrogate")
                    .body(Json.at("field", equalTo("nickname")));
        }
        assertEquals(championships, count("championship"));
        assertEquals(players, count("player"));
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"Campionato \\ud83c\\udccf\", \"season\": \"2026/27\"}")
                .post("/api/championships")
                .then()
                .statusCode(201)
                .body(Json.at("name", equalTo("Campionato \uD83C\uDCCF")));
    }

    private long count(String table) throws SQLException {
        try (Connection c = database.getConnection();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("select count(*) from " + table)) {
            r.next();
            return r.getLong(1);
        }
    }
}
