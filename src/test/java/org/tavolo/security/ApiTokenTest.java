package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/**
 * docs/security.md#api-tokens: an organizer's token is shown once, kept only as a hash, works as
 * {@code Authorization: Bearer}, and ends when revoked or when its account is disabled.
 */
@QuarkusTest
class ApiTokenTest {

    @Inject
    EntityManager em;

    private static RequestSpecification bearer(String token) {
        return given().auth().none().header("Authorization", "Bearer " + token);
    }

    private static JsonPath create(String username, String label) {
        return Organizers.basic(username)
                .contentType(ContentType.JSON)
                .body("{\"label\": \"" + label + "\"}")
                .post("/api/tokens")
                .then()
                .statusCode(201)
                .header("Cache-Control", containsString("no-store"))
                .extract()
                .jsonPath();
    }

    @Test
    void aTokenSignsScriptsInUntilItIsRevoked() {
        String username = Organizers.fresh("scripted");
        JsonPath created = create(username, "nightly export");
        String token = created.getString("token");
        long id = created.getLong("id");
        assertTrue(token.length() >= 43, "at least 32 random bytes");

        bearer(token).get("/api/players").then().statusCode(200);
        Organizers.basic(username)
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body("find { it.id == " + id + " }.label", org.hamcrest.Matchers.equalTo("nightly export"))
                .body(not(containsString(token)));
        List<String> stored = QuarkusTransaction.requiringNew()
                .call(() -> em.createNativeQuery("select token_hash from api_token where id = ?1")
                        .setParameter(1, id)
                        .getResultList());
        assertEquals(1, stored.size());
        assertFalse(stored.get(0).contains(token), "only a hash is kept");

        Organizers.basic(username).post("/api/tokens/{id}/revoke", id).then().statusCode(200);
        bearer(token).get("/api/players").then().statusCode(401);
    }

    @Test
    void aTokenEndsWithItsAccount() {
        String username = Organizers.fresh("scripted");
        String token = create(username, "scoreboard").getString("token");
        bearer(token).get("/api/players").then().statusCode(200);

        Organizers.disable(username);

        bearer(token).get("/api/players").then().statusCode(401);
    }

    @Test
    void anOrganizerSeesAndRevokesOnlyTheirOwnTokens() {
        String one = Organizers.fresh("scripted");
        String other = Organizers.fresh("scripted");
        long id = create(one, "mine").getLong("id");

        Organizers.basic(other)
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body(Json.at("id", not(org.hamcrest.Matchers.hasItem((int) id))));
        Organizers.basic(other).post("/api/tokens/{id}/revoke", id).then().statusCode(404);
    }

    @Test
    void aTokenWithoutALabelIsRefusedAndNothingIsKept() {
        String username = Organizers.fresh("scripted");
        Organizers.basic(username)
                .contentType(ContentType.JSON)
                .body("{\"label\": \" \"}")
                .post("/api/tokens")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        Organizers.basic(username)
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body(Json.at("size()", org.hamcrest.Matchers.equalTo(0)));
    }

    @Test
    void theAccountPageCreatesATokenShownOnceAndListsIt() {
        String cookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        String page = Directors.withSession(cookie)
                .contentType(ContentType.URLENC)
                .formParam("label", "page token")
                .post("/organizer/tokens")
                .then()
                .statusCode(200)
                .header("Cache-Control", containsString("no-store"))
                .extract()
                .asString();
        String token = page.replaceAll("(?s).*<code class=\"token\">([^<]+)</code>.*", "$1");
        bearer(token).get("/api/players").then().statusCode(200);
        Directors.withSession(cookie)
                .get("/organizer/accounts")
                .then()
                .statusCode(200)
                .body(containsString("page token"))
                .body(not(containsString(token)));
    }
}
