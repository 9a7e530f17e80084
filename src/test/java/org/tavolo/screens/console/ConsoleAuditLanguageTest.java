package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.audit.AuditEvent;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Hands;
import org.tavolo.testing.TableOne;

/**
 * The audit trail in the console speaks the page's language: each line's action in words and its
 * facts as a sentence with names and numbers, never an action code or an algorithm's name; the
 * API keeps the codes and the English sentences.
 */
@QuarkusTest
class ConsoleAuditLanguageTest {

    /** The codes and English sentences an Italian reader must not meet on the page. */
    private static final List<String> CODES = List.of(
            "seats-drawn",
            "seed-committed",
            "hand-entered",
            "table-result-recorded",
            "player-entered",
            "tournament-announced",
            "splitmix64",
            "Drew game",
            "entered hand",
            "closed game",
            "Entered ");

    /** A drawn Italian evening: a seed committed, the draw, a hand at table 1, every table closed. */
    private static long evening() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 8);
        given().post("/api/tournaments/{id}/draw-commitments", t).then().statusCode(201);
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201);
        Hands.enter(t, 1, TableOne.seatOneTakesTheAntes(UUID.randomUUID().toString()))
                .statusCode(200);
        FloorFixtures.closeEveryTable(t, 1);
        return t;
    }

    private static String auditPage(long t, String lang) {
        return Answers.text(given().queryParam("lang", lang).get("/console/tournaments/{id}/audit", t), 200);
    }

    @Test
    void auditLinesSpeakItalianOnTheItalianPageWithoutActionCodes() {
        long t = evening();
        String page = auditPage(t, "it");

        for (String code : CODES) {
            assertThat(page, not(containsString(code)));
        }
        assertThat(page, containsString("Posti sorteggiati"));
        assertThat(page, containsString("Partita 1: 8 giocatori a 2 tavoli, con"));
        assertThat(
                page,
                containsString("<a href=\"/console/tournaments/" + t + "/draws#game-1\">sorteggio verificabile</a>"));
        assertThat(page, containsString("Mano registrata"));
        assertThat(page, containsString("la mano 1 al tavolo 1."));
        assertThat(page, containsString("Risultato registrato"));
        assertThat(page, containsString("ha chiuso la partita 1 al tavolo 2."));
        assertThat(page, containsString("Giocatore iscritto"));
        assertThat(page, containsString("Torneo annunciato"));
    }

    @Test
    void auditLinesSpeakEnglishWhenAskedInEnglish() {
        long t = evening();
        String page = auditPage(t, "en");

        assertThat(page, containsString("Seats drawn"));
        assertThat(page, containsString("Game 1: 8 players at 2 tables, by"));
        assertThat(page, containsString(">verifiable draw</a>"));
        assertThat(page, containsString("Hand entered"));
        assertThat(page, containsString("entered hand 1 at table 1."));
        assertThat(page, containsString("Result recorded"));
        assertThat(page, containsString("closed game 1 at table 2."));
        assertThat(page, not(containsString("seats-drawn")));
        assertThat(page, not(containsString("splitmix64")));
        assertThat(page, not(containsString("Posti sorteggiati")));
    }

    @Test
    void theApiTrailKeepsItsFieldsAndAddsTheFacts() {
        long t = evening();
        JsonPath trail = Answers.json(given().get("/api/tournaments/{id}/audit", t), 200);
        Map<String, Object> drawn = trail.getMap("find { it.action == 'seats-drawn' }");

        assertTrue(drawn.keySet()
                .containsAll(List.of("id", "tournamentId", "actor", "action", "detail", "occurredAt", "facts")));
        assertThat((String) drawn.get("detail"), containsString("splitmix64-fisher-yates-v1"));
        assertEquals(1, trail.getInt("find { it.action == 'seats-drawn' }.facts.game"));
        assertEquals(8, trail.getInt("find { it.action == 'seats-drawn' }.facts.players"));
        assertEquals(1, trail.getInt("find { it.action == 'hand-entered' }.facts.table"));
    }

    @Test
    void aLineRecordedBeforeFactsShowsItsStoredSentence() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        QuarkusTransaction.requiringNew().run(() -> AuditEvent.getEntityManager()
                .createNativeQuery("insert into audit_event (tournament_id, actor, action, detail, occurred_at)"
                        + " values (?1, 'floor', 'button-moved', 'Button at table 3 moved to seat 5.', now())")
                .setParameter(1, t)
                .executeUpdate());

        String page = auditPage(t, "it");

        assertThat(page, containsString("Mazziere passato"));
        assertThat(page, containsString("Button at table 3 moved to seat 5."));
    }

    @Test
    void theDrawCheckPageShowsTheSeedTheCommitmentAndHowToCheckThem() {
        long t = evening();
        JsonPath promised =
                given().get("/api/tournaments/{id}/draw-commitments", t).jsonPath();
        String page = Answers.text(given().queryParam("lang", "it").get("/console/tournaments/{id}/draws", t), 200);

        assertThat(page, containsString("id=\"game-1\""));
        assertThat(page, containsString("Sorteggio verificabile"));
        assertThat(page, containsString(String.valueOf(promised.getLong("[0].seed"))));
        assertThat(page, containsString(promised.getString("[0].commitment")));
        assertThat(page, containsString(promised.getString("[0].nonce")));
        assertThat(page, containsString("Come verificarlo"));
        assertThat(page, containsString("href=\"/api/tournaments/" + t + "/draw-commitments\""));
        assertThat(page, not(containsString("splitmix64")));
        String floor = Answers.text(given().queryParam("lang", "it").get("/console/tournaments/{id}/floor", t), 200);
        assertThat(floor, containsString("href=\"/console/tournaments/" + t + "/draws\""));
        assertThat(floor, not(containsString(">/api/")));
    }
}
