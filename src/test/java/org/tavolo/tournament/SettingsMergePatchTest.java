package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** Settings change a field at a time with a JSON Merge Patch (RFC 7396); a whole replacement says what is missing. */
@QuarkusTest
class SettingsMergePatchTest {

    private static final String MERGE_PATCH = "application/merge-patch+json";

    private static JsonPath settings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/settings", t), 200);
    }

    @Test
    void aMergePatchChangesOnlyTheFieldsItNames() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType(MERGE_PATCH)
                .body("{\"startingStack\": 30000, \"ante\": 2000, \"qualifiers\": 4}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200)
                .body(Json.at("startingStack", equalTo(30000)))
                .body(Json.at("ante", equalTo(2000)));
        JsonPath after = settings(t);
        assertEquals(30000, after.getInt("startingStack"));
        assertEquals(2000, after.getInt("ante"));
        assertEquals(4, after.getInt("qualifiers"));
        assertEquals(100, after.getInt("chipUnit"));
        assertEquals(2, after.getInt("gamesPerRound"));
    }

    @Test
    void aNullInAMergePatchRemovesAnOptionalSetting() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType(MERGE_PATCH).body("{\"qualifiers\": 4}").patch("/api/tournaments/{id}/settings", t);
        given().contentType(MERGE_PATCH)
                .body("{\"qualifiers\": null}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200);
        assertNull(settings(t).get("qualifiers"));
    }

    @Test
    void aBadValueInAMergePatchIsNamedAndChangesNothing() {
        long t = tournament("ITALIAN_DRAW");
        String before = given().get("/api/tournaments/{id}/settings", t).asString();
        given().contentType(MERGE_PATCH)
                .body("{\"startingStack\": \"lots\", \"ante\": 500}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("field", equalTo("startingStack")));
        given().contentType(MERGE_PATCH)
                .body("{\"minSeats\": 0}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        assertEquals(before, given().get("/api/tournaments/{id}/settings", t).asString());
    }

    @Test
    void aMergePatchMustSayItIsOne() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"ante\": 500}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
        assertEquals(1000, settings(t).getInt("ante"));
    }

    @Test
    void aReplacementWithoutAFieldSaysTheFieldIsMissing() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"ante\": 500, \"chipUnit\": 100}")
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(400)
                .body(Json.at("field", equalTo("startingStack")))
                .body(Json.at("detail", containsString("missing")));
    }
}
