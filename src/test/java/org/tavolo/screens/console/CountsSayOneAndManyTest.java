package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/** The console's counts say one and many in the words of each (docs/console.md): «1 iscritto», «2 iscritti». */
@QuarkusTest
class CountsSayOneAndManyTest {

    private static String entriesPage(long t, String language) {
        return Answers.text(
                given().header("Accept-Language", language).get("/console/tournaments/{id}/entries", t), 200);
    }

    @Test
    void oneEntryIsOneIscrittoAndTwoAreDueIscritti() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, 1);
        String one = entriesPage(t, "it-IT");
        assertThat(one, containsString("1 iscritto ·"));
        assertThat(one, not(containsString("1 iscritti")));
        assertThat(entriesPage(t, "en-GB"), containsString("1 entry ·"));

        FloorFixtures.entries(t, 1);
        assertThat(entriesPage(t, "it-IT"), containsString("2 iscritti ·"));
        assertThat(entriesPage(t, "en-GB"), containsString("2 entries ·"));
    }

    @Test
    void oneRefusedLineOfAnImportIsOneRigaRifiutata() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String page = given().header("Accept-Language", "it-IT")
                .multiPart("csv", "name,nickname\nMario Rossi,Mario\n,senza nome\n")
                .post("/console/tournaments/{id}/import/preview", t)
                .asString();
        assertThat(page, containsString("1 riga rifiutata"));
        assertThat(page, not(containsString("1 righe")));
    }
}
