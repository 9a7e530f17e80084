package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * docs/security.md#caching: pages and answers that may show a PIN or a token are never stored by
 * the browser or a proxy; the director's table page, which shows neither, may be; the public never
 * sees who made an announcement.
 */
@QuarkusTest
class PrivatePagesTest {

    @Test
    void pagesAndAnswersThatShowSecretsAreNotStored() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Organizers.signedIn()
                .get("/organizer/accounts")
                .then()
                .statusCode(200)
                .header("Cache-Control", containsString("no-store"));
        given().contentType(ContentType.URLENC)
                .formParam("table", "1")
                .post("/organizer/tournaments/{id}/directors", t)
                .then()
                .statusCode(200)
                .header("Cache-Control", containsString("no-store"));
        given().contentType(ContentType.JSON)
                .body("{\"table\": 1}")
                .post("/api/tournaments/{id}/director-accesses", t)
                .then()
                .statusCode(201)
                .header("Cache-Control", containsString("no-store"));
        given().redirects().follow(false).get("/console").then().header("Cache-Control", containsString("no-store"));
        given().redirects()
                .follow(false)
                .get("/director/tournaments/{id}", t)
                .then()
                .header("Cache-Control", containsString("no-store"));
    }

    @Test
    void theDirectorsTablePageMayBeKeptAndShowsNoPin() {
        long t = italianTableOfFour();
        Directors d = Directors.issue(t, 1);
        d.basic()
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .header("Cache-Control", anyOf(nullValue(), not(containsString("no-store"))))
                .body(not(containsString(d.pin())));
    }

    @Test
    void thePublicDoesNotSeeWhoMadeAnAnnouncement() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Break of ten minutes\"}")
                .post("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(201);
        given().auth()
                .none()
                .get("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(200)
                .body(Json.at("[0].text", org.hamcrest.Matchers.equalTo("Break of ten minutes")))
                .body(not(containsString("\"" + TestOrganizer.USERNAME + "\"")))
                .body(Json.at("[0].madeBy", nullValue()));
    }
}
