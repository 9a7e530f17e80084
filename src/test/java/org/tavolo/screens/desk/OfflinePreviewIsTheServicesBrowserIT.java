package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/director-page.md#offline: without a connection the director sees the preview the service would show, the
 * table's rules applied by the same core (docs/architecture.md#the-poker-core-in-the-browser): a hand at a table
 * carrying a parol pot pays it out in the stacks after, and a hand the table's rules refuse is refused with the
 * service's Italian words.
 */
@QuarkusTest
class OfflinePreviewIsTheServicesBrowserIT extends DeskBrowserTest {

    /** Seats 1 and 2 stayed with 3,000 each; 3 and 4 folded after the ante; everyone passed the word. */
    private static final String PAROL_HAND = """
            {"entryId": "%s", "button": 4, "parol": true, "players": [
              {"seat": 1, "contributed": 3000, "folded": false}, {"seat": 2, "contributed": 3000, "folded": false},
              {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""";

    private static final Map<String, Integer> AFTER_PAROL = Map.of("1", 17_000, "2", 17_000, "3", 19_000, "4", 19_000);

    @Test
    void offlineAHandWinningTheCarriedParolPotPreviewsTheStacksTheServicePreviews() {
        long t = tableOfFour("ITALIAN_DRAW");
        apiHand(t, PAROL_HAND);
        Page page = offlineTable(t);

        // the replay of the 8,000 carried: seat 2's three aces beat seat 1's kings and take the pot and the parol pot
        replay(page, 8000);
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        Map<String, String> offline = stacksAfter(page, "#offline-preview");

        DirectorPageOfflineBrowserIT.goOnline(page.context());
        preview(page);
        Map<String, String> online = stacksAfter(page, "#preview");
        assertEquals(Map.of("1", "9\u202F000", "2", "33\u202F000"), online);
        assertEquals(online, offline);
        assertEquals(AFTER_PAROL, stacks(t));
    }

    @Test
    void offlineABetBelowTheLeastOpeningOfTheReplayedPotIsRefusedWithTheServicesItalianWords() {
        long t = tableOfFour("ITALIAN_DRAW");
        apiHand(t, PAROL_HAND);
        Page page = offlineTable(t);

        // the replayed pot's least opening is the pot in play, 8,000: 5,000 opens nothing
        replay(page, 5000);
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-refusal");
        String offline = page.textContent("#offline-refusal");
        assertEquals("parol-no-ante", page.getAttribute("#offline-refusal", "data-type"));

        DirectorPageOfflineBrowserIT.goOnline(page.context());
        page.click("#hand button[value=preview]");
        page.waitForSelector("#player-1 .desk-field-error");
        String online = page.textContent("#player-1 .desk-field-error").strip();
        assertTrue(online.startsWith("Un piatto di parol rigiocato non ha ante"), online);
        assertEquals("Anteprima rifiutata: " + online, offline.strip());
        assertEquals(AFTER_PAROL, stacks(t));
    }

    /**
     * Seats 1 and 2 replay the parol pot, each putting in {@code put}; seats 3 and 4 stay out. The cards are typed
     * as a director types them, in any case, with the ten and the suits' glyphs: offline the core reads them with
     * the class the server reads the form with (poker.cards.TypedCards).
     */
    private static void replay(Page page, long put) {
        page.selectOption("#button", "4");
        seat(page, 1, put, false, "k\u2665", "K\u2666", "7c", "8D", "9\u2664");
        seat(page, 2, put, false, "ah", "Ad", "A\u2663", "10s", "Js");
        page.setChecked("input[name=in-3]", false);
        page.setChecked("input[name=in-4]", false);
    }

    /** Each seat's stack after the hand, as the preview shows it. */
    private static Map<String, String> stacksAfter(Page page, String preview) {
        Map<String, String> after = new LinkedHashMap<>();
        for (var line : page.locator(preview + " .desk-new-stacks li").all()) {
            String text = line.textContent();
            after.put(
                    line.getAttribute("data-seat"),
                    text.substring(text.indexOf('\u2192') + 1).strip());
        }
        return after;
    }
}
