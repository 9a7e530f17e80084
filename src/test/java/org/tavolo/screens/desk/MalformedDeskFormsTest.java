package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * A form of the table page with values no page would send answers the page (HTML, in the page's
 * language), the refusal in sight and what was typed kept: never a 500, never a problem document.
 */
@QuarkusTest
class MalformedDeskFormsTest {

    @Test
    void aReorderOfASeatNumberTooLargeForAnyTableAnswersThePageWithTheTypedHandsKept() {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        String cookie = Directors.issue(t, 1).signIn();
        String before = storedDeals(t);
        for (String action : List.of(
                "reorder-99999999999-second.first.third",
                "reorder-99-second.first.third",
                "reorder-0-second.first.third",
                "reorder--1-second.first.third")) {
            for (String lang : List.of("it", "en")) {
                Directors.withSession(cookie)
                        .queryParam("lang", lang)
                        .formParam("cn-" + seat + "-first", "As Ks Qs Js 8s")
                        .formParam("cn-" + seat + "-second", "Ah Kh Qh Jh Th")
                        .formParam("action", action)
                        .post("/director/tournaments/{id}/tables/1/chinese", t)
                        .then()
                        .log()
                        .ifValidationFails()
                        .statusCode(400)
                        .contentType(startsWith("text/html"))
                        .body(
                                containsString("<html lang=\"" + lang + "\""),
                                containsString("id=\"chinese-error\""),
                                containsString("value=\"As Ks Qs Js 8s\""),
                                containsString("value=\"Ah Kh Qh Jh Th\""),
                                not(containsString("/problems/")));
            }
        }
        assertEquals(before, storedDeals(t));
    }

    private static String storedDeals(long t) {
        return Answers.text(RestAssured.given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t), 200);
    }
}
