package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Evenings;

/**
 * Before the close of a game is confirmed, the desk warns what the API would warn after it: time
 * still on the game clock (closing now ends the game early); nothing is closed by the preview.
 */
@QuarkusTest
class CloseWarningsBrowserIT extends DeskBrowserTest {

    @Test
    void theClosePreviewSaysTheClockStillHasTimeLeft() {
        long t = tableOfFour("ITALIAN_DRAW");
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#close");
        page.click("#close button[value=preview]");
        page.waitForSelector("#places");

        assertTrue(page.textContent("#close-time-left").contains("left in this game"), page.textContent("#places"));
        assertEquals(
                0,
                given().get("/api/tournaments/{id}/results", t)
                        .jsonPath()
                        .getList("$")
                        .size());
    }
}
