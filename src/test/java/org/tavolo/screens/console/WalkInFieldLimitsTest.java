package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tavolo.common.error.ProblemException;
import org.tavolo.player.PlayerService;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;

/**
 * docs/console.md#walk-ins: the register keeps a name of at most 200 characters, a nickname of 100, a contact of
 * 200 and a card of 40. A walk-in over one of them answers the entries page with the error beside that field and
 * everything typed kept; the register's own rule refuses it (400 validation naming the field) whatever door it comes
 * through; nothing is stored.
 */
@QuarkusTest
class WalkInFieldLimitsTest {

    @Inject
    AgroalDataSource database;

    @Inject
    PlayerService players;

    private static Map<String, String> typed(String field, int length) {
        String tag = UUID.randomUUID().toString().substring(0, 8);
        Map<String, String> form = new java.util.HashMap<>(Map.of(
                "key", UUID.randomUUID().toString(),
                "name", "Walk " + tag,
                "nickname", "Nick " + tag,
                "contact", "333 " + tag,
                "card", "T-" + tag));
        form.put(field, "x".repeat(length));
        return form;
    }

    @ParameterizedTest
    @CsvSource({"name, 201", "nickname, 101", "contact, 201", "card, 41"})
    void aWalkInOverAFieldsLimitAnswersThePageWithTheErrorOnThatFieldTheInputKeptAndNothingStored(
            String field, int length) throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Map<String, String> form = typed(field, length);
        Map<String, String> before = DataFingerprint.of(database);

        Response answer = given().contentType(ContentType.URLENC)
                .header("Accept-Language", "it-IT")
                .redirects()
                .follow(false)
                .formParams(form)
                .post("/console/tournaments/{id}/entries/walk-in", t);

        assertEquals(400, answer.statusCode(), answer.asString());
        assertThat(answer.contentType(), startsWith("text/html"));
        String page = answer.asString();
        assertThat(page, containsString("role=\"alert\""));
        assertThat(page, containsString("href=\"#w-" + field + "\""));
        assertThat(page, containsString("id=\"w-" + field + "-error\""));
        assertThat(page, containsString(String.valueOf(length - 1)));
        for (Map.Entry<String, String> kept : form.entrySet()) {
            assertThat(kept.getKey() + " is kept", page, containsString("value=\"" + kept.getValue() + "\""));
        }
        assertEquals(before, DataFingerprint.of(database), "a refused walk-in was stored");
    }

    @ParameterizedTest
    @CsvSource({"name, 201", "nickname, 101", "contact, 201", "card, 41"})
    void theRegisterRefusesAFieldOverItsLimitNamingTheField(String field, int length) throws Exception {
        Map<String, String> form = typed(field, length);
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = org.junit.jupiter.api.Assertions.assertThrows(
                ProblemException.class,
                () -> players.register(form.get("name"), form.get("nickname"), form.get("contact"), form.get("card")));

        assertEquals(400, refused.problem().status());
        assertEquals("/problems/validation", refused.problem().type());
        assertEquals(field, refused.problem().violations().get(0).field());
        assertEquals(field, refused.problem().extensions().get("field"));
        assertEquals(length - 1, refused.problem().extensions().get("limit"));
        assertEquals(before, DataFingerprint.of(database), "a refused player was stored");
    }

    @ParameterizedTest
    @CsvSource({"name, 201", "nickname, 101", "contact, 201"})
    void theApiRefusesAPlayerOverAFieldsLimitWithAProblemNamingTheField(String field, int length) {
        Map<String, String> form = typed(field, length);
        form.remove("key");
        form.remove("card");

        given().contentType(ContentType.JSON)
                .body(form)
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType(startsWith("application/problem+json"))
                .body(org.tavolo.testing.Json.at("violations[0].field", org.hamcrest.Matchers.equalTo(field)));
    }
}
