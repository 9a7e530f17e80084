package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * A refused form says why in the page's language, through the one catalog of problem texts:
 * Italian by default, English with {@code ?lang=en} (docs/errors.md#language-of-detail).
 */
@QuarkusTest
class RefusedFormLanguageTest {

    @Test
    void chipsThatAreNotAWholeNumberAreRefusedInItalianOnAnItalianPageAndInEnglishOnAnEnglishOne() {
        long t = italianTableOfFour();
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        String cookie = Directors.issue(t, 1).signIn();
        handWithChipsInWords(Directors.withSession(cookie), seat)
                .post("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .body(containsString("Scrivi un numero intero di u."))
                .body(not(containsString("Write a whole number of chips.")));
        handWithChipsInWords(Directors.withSession(cookie), seat)
                .queryParam("lang", "en")
                .post("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .body(containsString("Write a whole number of chips."))
                .body(not(containsString("Scrivi un numero intero di u.")));
    }

    private static RequestSpecification handWithChipsInWords(RequestSpecification request, int seat) {
        return request.formParam("button", seat)
                .formParam("in-" + seat, "on")
                .formParam("put-" + seat, "mille")
                .formParam("action", "preview");
    }
}
