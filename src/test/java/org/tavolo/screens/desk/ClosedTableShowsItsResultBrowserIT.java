package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/** A closed table shows its result on the director's page: each player's place, final stack and points. */
@QuarkusTest
class ClosedTableShowsItsResultBrowserIT extends DeskBrowserTest {

    /** Closes the game of the Italian table of four through the API, 41,000 to 5,000. */
    private static void close(long t) {
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        long[] stacks = {41_000, 20_000, 14_000, 5_000};
        StringBuilder body = new StringBuilder("{\"stacks\": [");
        for (int i = 0; i < 4; i++) {
            body.append(i == 0 ? "" : ", ")
                    .append("{\"entry\": %d, \"chips\": %d}".formatted(entries.get(i), stacks[i]));
        }
        given().contentType(ContentType.JSON)
                .body(body.append("]}").toString())
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(201);
    }

    @Test
    void aClosedTableShowsThePlacesAndPointsOfItsResult() {
        long t = tableOfFour("ITALIAN_DRAW");
        List<String> names = FloorFixtures.tables(t).getList("[0].seats.playerName", String.class);
        close(t);
        String firstPoints =
                given().get("/api/tournaments/{id}/results", t).jsonPath().getString("[0].places[0].points");

        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#closed-table");
        Locator places = page.locator("#closed-result li");
        assertEquals(4, places.count());
        assertThat(places.nth(0).textContent(), containsString("1. " + names.get(0)));
        assertThat(places.nth(0).textContent(), containsString("41,000"));
        assertThat(places.nth(0).textContent(), containsString(firstPoints.replaceAll("\\.0+$", "") + " points"));
        assertThat(places.nth(3).textContent(), containsString("4. " + names.get(3)));
        assertEquals(0, page.locator("#hand").count());
        // the stacks of a closed game are the result's, below: the seats above do not repeat the ledger's
        assertEquals(0, page.locator("#seats .desk-stack").count(), page.textContent("#seats"));
        assertEquals(0, page.locator(".desk-total").count());
        screenshot(page, "closed-table-result");
    }

    @Test
    void aClosedTableShowsNeitherTheDealerNorTheActionTimer() {
        long t = tableOfFour("ITALIAN_DRAW");
        close(t);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#closed-table");
        assertEquals(0, page.locator("#seats .desk-dealer").count(), page.textContent("#seats"));
        assertEquals(0, page.locator("#action-timer").count(), "no hand is played at a closed table");
    }
}
