package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/seat-draw.md#checking-a-draw-on-its-public-page: anyone opens a tournament's draw page and sees the seal
 * published before the draw, the seed and nonce revealed after it, and whether the seats the tournament keeps follow
 * from the draw, recomputed there and then; a seating changed by hand in the database is shown as not matching. The
 * floor page links to it in plain words.
 */
@QuarkusTest
class DrawVerificationPageTest {

    @Inject
    AgroalDataSource database;

    private static Response page(long t, String lang) {
        return given().queryParam("lang", lang).get("/tournaments/{id}/draw", t);
    }

    private static String text(long t, String lang) {
        Response answer = page(t, lang);
        assertEquals(200, answer.statusCode());
        assertThat(answer.contentType(), startsWith("text/html"));
        return answer.asString();
    }

    /** A sealed draw: the seal published first, then the draw made with the sealed seed. */
    private static long sealedAndDrawn(int players) {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, players);
        given().post("/api/tournaments/{id}/draw-commitments", t).then().statusCode(201);
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201);
        return t;
    }

    private void swapSeats(long first, long second) throws Exception {
        try (Connection c = database.getConnection();
                PreparedStatement swap = c.prepareStatement(
                        "update seat set entry_id = case when entry_id = ? then ? else ? end where entry_id in (?, ?)")) {
            swap.setLong(1, first);
            swap.setLong(2, second);
            swap.setLong(3, first);
            swap.setLong(4, first);
            swap.setLong(5, second);
            assertEquals(2, swap.executeUpdate());
        }
    }

    @Test
    void aRealDrawShowsItsSealItsRevealedSeedAndThatTheSeatingMatches() {
        long t = sealedAndDrawn(8);
        JsonPath seal = given().get("/api/tournaments/{id}/draw-commitments", t).jsonPath();
        String commitment = seal.getString("[0].commitment");
        String seed = seal.getString("[0].seed");
        String nonce = seal.getString("[0].nonce");
        String firstSeated = FloorFixtures.tables(t).getString("[0].seats[0].playerName");

        String italian = text(t, "it");
        assertThat(italian, containsString("La disposizione corrisponde"));
        assertThat(italian, containsString(commitment));
        assertThat(italian, containsString(seed));
        assertThat(italian, containsString(nonce));
        assertThat(italian, containsString("Il sigillo corrisponde"));
        assertThat(italian, containsString(firstSeated));

        String english = text(t, "en");
        assertThat(english, containsString("The seating matches"));
        assertThat(english, containsString("The seal matches"));
        assertThat(english, not(containsString("La disposizione")));
    }

    @Test
    void aSeatingChangedByHandInTheDatabaseIsShownNotToMatchNamingThePlayers() throws Exception {
        long t = sealedAndDrawn(8);
        List<Long> seated = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        String moved = FloorFixtures.tables(t).getString("[0].seats[0].playerName");
        swapSeats(seated.get(0), seated.get(1));

        String italian = text(t, "it");
        assertThat(italian, containsString("La disposizione non corrisponde"));
        assertThat(italian, not(containsString("La disposizione corrisponde")));
        assertThat(italian, containsString(moved));
        assertThat(text(t, "en"), containsString("The seating does not match"));
    }

    @Test
    void aLateEntrySeatedAfterTheDrawKeepsTheDrawMatchingAndIsNamedApart() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 20261126L);
        String late = "Tardi " + UUID.randomUUID().toString().substring(0, 6);
        long player = FloorFixtures.player(late);
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(player))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(201);

        String italian = text(t, "it");
        assertThat(italian, containsString("La disposizione corrisponde"));
        assertThat(italian, containsString("20261126"));
        assertThat(italian, containsString(late));
    }

    @Test
    void anUndrawnTournamentSaysSoAndAnUnknownOneIsNotFound() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        assertThat(text(t, "it"), containsString("I posti non sono ancora stati sorteggiati"));
        assertEquals(404, page(Long.MAX_VALUE, "it").statusCode());
    }

    @Test
    void theFloorPageSaysTheProofInPlainWordsAndLinksToThePublicPage() {
        long t = sealedAndDrawn(8);
        String floor =
                Answers.text(given().header("Accept-Language", "it-IT").get("/console/tournaments/{id}/floor", t), 200);
        assertThat(floor, containsString("href=\"/tournaments/" + t + "/draw\""));
        assertThat(floor, not(containsString("SHA-256")));
        assertThat(floor, not(containsString("nonce")));
        assertThat(floor, not(containsString("docs/seat-draw.md")));
    }
}
