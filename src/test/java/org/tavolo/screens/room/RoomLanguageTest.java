package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.live.AnnouncementService;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/** The room's screens say everything in the screen's language, whatever language the organizer used. */
@QuarkusTest
class RoomLanguageTest {

    @Inject
    AnnouncementService announcements;

    private static String screen(long t, String path, String lang) {
        return Answers.text(given().queryParam("lang", lang).get("/tournaments/{id}/" + path, t), 200);
    }

    @Test
    void theTickerSaysTheQualifiersInTheScreensLanguageWhateverTheConsolesLanguage() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        QuarkusTransaction.requiringNew()
                .run(() -> announcements.announceQualifiers(
                        t, "Through to the next round: Anna Riva, Bruno Sala", List.of("Anna Riva", "Bruno Sala")));

        String italian = screen(t, "clock", "it");
        assertThat(italian, containsString("Qualificati al turno successivo: Anna Riva, Bruno Sala"));
        assertThat(italian, not(containsString("Through to the next round")));
        assertThat(screen(t, "clock", "en"), containsString("Through to the next round: Anna Riva, Bruno Sala"));
    }

    @Test
    void aTypedAnnouncementIsShownAsTyped() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        QuarkusTransaction.requiringNew().run(() -> announcements.announce(t, "Cena alle 21"));

        assertThat(screen(t, "clock", "en"), containsString("Cena alle 21"));
    }

    @Test
    void theSeatingMarksTheDealerMInItalianAndDInEnglish() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8);
        given().contentType(ContentType.JSON)
                .body("{\"seat\": 2}")
                .put("/api/tournaments/{id}/tables/1/button", t)
                .then()
                .statusCode(200);

        assertThat(screen(t, "seating", "it"), containsString("<span class=\"dealer\" title=\"Mazziere\">M</span>"));
        String english = screen(t, "seating", "en");
        assertThat(english, containsString("<span class=\"dealer\" title=\"Dealer\">D</span>"));
        assertThat(english, not(containsString(">M</span>")));
    }
}
