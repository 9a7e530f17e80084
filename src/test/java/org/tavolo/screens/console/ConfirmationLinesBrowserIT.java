package org.tavolo.screens.console;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/** After a CSV import and after every change of the entries, a line says what happened. */
@QuarkusTest
class ConfirmationLinesBrowserIT extends ConsoleBrowserTest {

    @Test
    void anImportAnEntryAndAWithdrawalEachSayWhatHappened() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String family = UUID.randomUUID().toString().substring(0, 6);
        String solo = "Solo " + family;
        FloorFixtures.player(solo);
        Page page = signedIn("/console/tournaments/" + t + "/import", LAPTOP, "en-GB");
        page.getByLabel("Or paste the lines").fill("name\nAda " + family + "\nBea " + family + "\nCora " + family);
        press(page, "Show the preview");
        press(page, "Enter these 3 players");
        assertThat(page.textContent("[role=status]"), containsString("3 players entered from the CSV"));

        page.getByLabel("Find a player").first().fill(solo);
        page.getByLabel("Find a player").first().press("Enter");
        page.waitForLoadState();
        press(page, "Enter " + solo);
        assertThat(page.textContent("[role=status]"), containsString(solo + " entered"));

        press(page, "Withdraw " + solo);
        assertThat(page.textContent("[role=status]"), containsString(solo + " withdrawn"));
    }
}
