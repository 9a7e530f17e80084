package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.equalToIgnoringCase;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * A player's page installs on the phone with a manifest of its own, which opens that player's page, not the
 * director's table (docs/room-screens.md#installing).
 */
@QuarkusTest
class PlayerManifestTest {

    @Test
    void thePlayersPageLinksAManifestThatOpensThatPageInThePlayersLanguage() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> entries = FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        long entry = entries.get(2);
        String page = "/tournaments/" + t + "/players/" + entry;
        String html = given().auth()
                .none()
                .header("Accept-Language", "it")
                .get(page)
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("default-src 'self'"))
                .extract()
                .asString();
        String link = "<link rel=\"manifest\" href=\"" + page + "/manifest.webmanifest?lang=it\">";
        assertTrue(html.contains(link), html);

        JsonPath italian = given().auth()
                .none()
                .get(page + "/manifest.webmanifest?lang=it")
                .then()
                .statusCode(200)
                .header("Content-Type", equalToIgnoringCase("application/manifest+json;charset=UTF-8"))
                .body(Json.at("start_url", equalTo(page)))
                .body(Json.at("id", equalTo(page)))
                .body(Json.at("scope", equalTo("/tournaments/" + t + "/")))
                .body(Json.at("display", equalTo("standalone")))
                .body(Json.at("lang", equalTo("it")))
                .body(Json.at("icons[0].src", equalTo("/favicon.svg")))
                .extract()
                .jsonPath();
        String name = FloorFixtures.tables(t)
                .getString("seats.flatten().find { it.entryId == %d }.playerName".formatted(entry));
        assertTrue(italian.getString("name").startsWith(name + " · "), italian.prettify());
        assertTrue(italian.getString("description").startsWith("Il tuo posto"), italian.prettify());

        given().auth()
                .none()
                .get(page + "/manifest.webmanifest?lang=en")
                .then()
                .statusCode(200)
                .body(Json.at("lang", equalTo("en")))
                .body(Json.at("description", containsString("what you need to qualify")));
    }

    @Test
    void theManifestOfAnEntryOfAnotherTournamentIsNotFound() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        long elsewhere = FloorFixtures.entries(FloorFixtures.tournament("ITALIAN_DRAW"), 1)
                .get(0);
        given().auth()
                .none()
                .get("/tournaments/{id}/players/{entry}/manifest.webmanifest", t, elsewhere)
                .then()
                .statusCode(404);
    }
}
