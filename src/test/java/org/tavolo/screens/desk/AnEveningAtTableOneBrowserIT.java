package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * «Una serata al tavolo 1» on a 390×844 phone (docs/director-page.md#an-evening-at-the-table): a whole Italian game
 * (two hands nobody opens, a parol and its replay, a buio and a controbuio, a suit tie-break, a side pot and a bust, a
 * chip count, a correction, the close), a Hold'em table the floor breaks mid-evening, and a Chinese match with a foul.
 * The evening is set up through the API; everything at the table goes through the page. Every page answered is a page
 * (never JSON, never an empty body), what was typed survives every refusal (one made on purpose in each part), the
 * chips the page shows are the service's ledger, and every common entry fits its tap budget (a typed field is one tap).
 */
@QuarkusTest
class AnEveningAtTableOneBrowserIT extends DeskBrowserTest {

    private static final int NOBODY_OPENS = 3;
    private static final int WIN_WITHOUT_SHOWDOWN = 6;
    private static final int ITALIAN_SHOWDOWN = 12;
    private static final int ITALIAN_SIDE_POT = 16;
    private static final int HOLDEM_SHOWDOWN = 12;
    private static final int THREE_WAY_ALL_IN = 16;
    private static final int CORRECTION = 10;
    private static final int CHIP_COUNT = 4;
    private static final int CHINESE_DEAL = 60;

    /** Every document the phone navigates to, checked as it arrives: what was not a page. */
    private final List<String> notPages = new ArrayList<>();

    private Page watched(Page page) {
        page.onResponse(response -> {
            if (!response.request().isNavigationRequest() || response.frame() != page.mainFrame()) {
                return;
            }
            if (response.status() >= 300 && response.status() < 400) {
                return;
            }
            String type = response.headerValue("content-type");
            String body;
            try {
                body = response.text();
            } catch (PlaywrightException gone) {
                return; // a page left before its body was read
            }
            if (type == null || !type.startsWith("text/html") || body == null || body.isBlank()) {
                notPages.add(response.status() + " " + type + " at " + response.url());
            }
        });
        page.onLoad(p -> {
            String text = p.innerText("body").strip();
            if (text.isEmpty() || text.startsWith("{") || text.startsWith("[") || text.contains("/problems/")) {
                notPages.add("not a page at " + p.url() + ": " + text.substring(0, Math.min(120, text.length())));
            }
        });
        return page;
    }

    private void allPages() {
        assertEquals(List.of(), notPages, "every answer is a page");
    }

    private Page director(long t, Integer table) {
        Page page = signIn(Directors.issue(t, table), "it-IT");
        return watched(page);
    }

    private static void previewAndConfirm(Page page, Taps taps) {
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        assertEquals(0, page.locator("#error-summary").count(), () -> page.textContent("#error-summary"));
        taps.click("#confirm");
        page.waitForSelector("#recorded");
    }

    private static Map<String, Integer> stacksAt(long t, int table) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/{table}/stacks", t, table), 200)
                .getMap("");
    }

    /** The stacks the table page shows, by seat. */
    private static Map<String, Integer> shown(Page page) {
        Map<String, Integer> shown = new HashMap<>();
        for (var line : page.locator("#seats li[data-seat]").all()) {
            String stack = line.locator(".desk-stack").getAttribute("data-stack");
            shown.put(line.getAttribute("data-seat"), Integer.parseInt(stack));
        }
        return shown;
    }

    /** The page's stacks are the ledger's, seat by seat, and no chip was made or lost. */
    private static void theLedger(Page page, long t, int table, long total) {
        Map<String, Integer> ledger = stacksAt(t, table);
        Map<String, Integer> shown = shown(page);
        shown.forEach((seat, chips) -> assertEquals(ledger.get(seat), chips, "seat " + seat + " on the page"));
        assertEquals(
                total, ledger.values().stream().mapToLong(Integer::longValue).sum(), "the chips at the table");
    }

    /** Every chip at every table in play, from the ledger. */
    private static long chipsInPlay(long t) {
        long chips = 0;
        for (int table : FloorFixtures.tables(t).getList("number", Integer.class)) {
            chips += stacksAt(t, table).values().stream()
                    .mapToLong(Integer::longValue)
                    .sum();
        }
        return chips;
    }

    @Test
    void aWholeItalianGameFromTwoHandsNobodyOpensToTheCloseIsEnteredFromThePhone() {
        long t = tableOfFour("ITALIAN_DRAW");
        Evenings.clock(t, "start");
        List<Integer> seats = seats(t);
        Page page = director(t, 1);
        page.waitForSelector("#hand");
        Taps taps = new Taps(page);
        assertTrue(page.textContent("#minimum-opening").contains("Fanti"));
        screenshot(page, "serata-tavolo-1-01-inizio");

        // nessuno apre, twice: the minimum opening goes up, Fanti → Donne → Re
        for (String next : new String[] {"Donne", "Re"}) {
            taps.click("#nobody-opens");
            page.waitForSelector("#nobody-opened");
            if (next.equals("Donne")) {
                screenshot(page, "serata-tavolo-1-02-nessuno-apre");
            }
            taps.click("#confirm");
            page.waitForSelector("#recorded");
            taps.spent("nessuno apre", NOBODY_OPENS);
            assertTrue(page.textContent("#minimum-opening").contains(next), page.textContent("#minimum-opening"));
        }
        assertTrue(page.isVisible("#antes-staying"));
        screenshot(page, "serata-tavolo-1-03-punto-minimo-re");

        // a parol: seat 1 opens for 1,000 more, 2 and 3 call, 4 folds; everyone passes the word
        taps.click("#opening-more summary");
        taps.select("#opener", "1");
        taps.fill("#opener-amount", "1000");
        for (int s = 1; s <= 3; s++) {
            taps.fill("#put-" + s, "2000");
        }
        taps.check("input[name=fold-4]", true);
        taps.check("#parol", true);
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#parol-preview");
        screenshot(page, "serata-tavolo-1-04-parol");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("parol", ITALIAN_SHOWDOWN);
        assertTrue(page.isVisible("#replay-next"), "the next hand is the parol's replay");

        // its replay: seat 1 bets, nobody calls; seat 4 was out of the parol
        taps.fill("#put-1", "7000");
        taps.check("input[name=fold-2]", true);
        taps.check("input[name=fold-3]", true);
        taps.check("input[name=in-4]", false);
        previewAndConfirm(page, taps);
        taps.spent("the parol's replay", WIN_WITHOUT_SHOWDOWN);
        assertEquals(0, page.locator("#carried-pot").count(), "the carried pot is won");

        // a buio and a controbuio: the two seats after the dealer; the controbuio wins the showdown
        int dealer = Integer.parseInt(page.inputValue("#button"));
        int buio = dealer % 4 + 1;
        int contro = buio % 4 + 1;
        showdown(taps, seats, 3000, new Shows(buio, "Kh Kd 7c 7d 10s"), new Shows(contro, "Ah Ad Ac 9s 8s"));
        taps.click("#opening-more summary");
        taps.select("#opener", Integer.toString(contro));
        taps.click("#kind-controbuio");
        previewAndConfirm(page, taps);
        taps.spent("buio and controbuio at the showdown", ITALIAN_SHOWDOWN);

        // a suit tie-break, with a card mistyped first: refused, everything typed kept
        int a = Integer.parseInt(page.inputValue("#button")) % 4 + 1;
        int b = a % 4 + 1;
        showdown(taps, seats, 3000, new Shows(a, "Kd Ks 9c 8x 7h"), new Shows(b, "Kh Kc 9s 8s 7d"));
        taps.click("#hand button[value=preview]");
        page.waitForSelector(".desk-field-error");
        screenshot(page, "serata-tavolo-1-05-carta-sbagliata");
        assertEquals("Kd Ks 9c 8x 7h", page.inputValue("#cards-" + a), "the mistyped card is kept to be mended");
        assertEquals("Kh Kc 9s 8s 7d", page.inputValue("#cards-" + b));
        assertEquals("3000", page.inputValue("#put-" + a));
        for (int s : seats) {
            assertEquals(s != a && s != b, page.isChecked("input[name=fold-" + s + "]"), "the folds are kept");
        }
        taps.fill("#cards-" + a, "Kd Ks 9c 8c 7h");
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        String tie = page.textContent("#preview .desk-reason");
        assertFalse(tie.isBlank(), "the suit tie-break is explained");
        screenshot(page, "serata-tavolo-1-06-spareggio-semi");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("a suit tie-break with a card mistyped", ITALIAN_SHOWDOWN);

        // a side pot and a bust: the shortest of three stacks all in loses; the middle one takes both pots
        Map<String, Integer> before = stacksAt(t, 1);
        List<Integer> bySize = new ArrayList<>(seats);
        bySize.sort(Comparator.comparing((Integer s) -> before.get(s.toString())));
        int out = bySize.get(0);
        int middle = bySize.get(1);
        int big = bySize.get(2);
        int folds = bySize.get(3);
        assertTrue(before.get(Integer.toString(out)) < before.get(Integer.toString(middle)), before.toString());
        allInShowdown(
                taps,
                page,
                seats,
                new Shows(out, "Qh Qd Jc 9c 8c"),
                new Shows(middle, "Ah Ad Ac 9s 8s"),
                new Shows(big, "Kh Kd 7c 7d Ts"));
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        assertTrue(page.textContent("#preview").contains("piatto laterale"), page.textContent("#preview"));
        screenshot(page, "serata-tavolo-1-07-piatto-laterale");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("an Italian side pot", ITALIAN_SIDE_POT);
        assertEquals(0, stacksAt(t, 1).get(Integer.toString(out)), "seat " + out + " is out of chips");
        assertEquals(0, page.locator("#player-" + out).count(), "a busted player is not offered in the next hand");
        assertFalse(page.locator("#button option[value='" + out + "']").count() > 0, "nor given the dealer's place");
        assertTrue(
                page.textContent("#seats li[data-seat='" + out + "']").contains("fuori"),
                "the seats' list says he is out beside his 0");
        screenshot(page, "serata-tavolo-1-08-eliminato");

        // a hand entered wrong (the wrong winner), then corrected in one step
        List<Integer> left = new ArrayList<>(List.of(middle, big, folds));
        int wrong = left.get(0);
        int right = left.get(1);
        for (int s : left) {
            if (s != wrong) {
                taps.check("input[name=fold-" + s + "]", true);
            }
        }
        previewAndConfirm(page, taps);
        taps.spent("a win without showdown", WIN_WITHOUT_SHOWDOWN);
        taps.click("#correct-last");
        page.waitForSelector("#correction");
        screenshot(page, "serata-tavolo-1-09-correzione");
        taps.check("input[name=fold-" + right + "]", false);
        taps.check("input[name=fold-" + wrong + "]", true);
        taps.fill("#correct-reason", "vincitore sbagliato");
        taps.click("#correction button[value=preview]");
        page.waitForSelector("#preview");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("a correction of the last hand", CORRECTION);
        assertTrue(page.textContent("#recorded").contains("al posto dell'ultima"), page.textContent("#recorded"));

        // a chip count that finds the stacks as the ledger has them
        String counted = Integer.toString(stacksAt(t, 1).get(Integer.toString(right)));
        taps.fill("#count-" + right, counted);
        taps.fill("#reason", "conta del livello");
        taps.click("#count button[value=preview]");
        page.waitForSelector("#count-preview");
        screenshot(page, "serata-tavolo-1-10-conta");
        taps.click("#confirm-count");
        page.waitForSelector("#recorded");
        taps.spent("a chip count", CHIP_COUNT);
        backSendsNothing(page, "/counts?");

        theLedger(page, t, 1, 80_000);
        assertTrue(noHorizontalScroll(page));

        // the close: the places the ledger gives, then the closed table
        page.click("#close button[value=preview]");
        page.waitForSelector("#places");
        screenshot(page, "serata-tavolo-1-11-chiusura");
        assertEquals(4, page.locator("#places li").count(), page.textContent("#places"));
        page.click("#confirm-close");
        page.waitForSelector("main");
        assertTrue(page.url().contains("done=closed"), page.url());
        screenshot(page, "serata-tavolo-1-12-chiuso");
        backSendsNothing(page, "/close?");
        allPages();
    }

    @Test
    void aHoldemTableTheFloorBreaksMidEveningSaysWhereItsPlayersWent() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        // tables of up to 11 (003's club format; the preset seats 9): 23 players less one or two fit at two tables
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        FloorFixtures.entries(t, 23);
        FloorFixtures.draw(t, 7);
        JsonPath tables = FloorFixtures.tables(t);
        assertEquals(List.of(1, 2, 3), tables.getList("number", Integer.class));
        List<Integer> seats = tables.getList("find { it.number == 3 }.seats.seat", Integer.class);
        Page page = director(t, null);
        page.navigate(base.toString().replaceAll("/$", "") + "/director/tournaments/" + t + "/tables/3");
        page.waitForSelector("#hand");
        Taps taps = new Taps(page);
        Map<String, Integer> start = stacksAt(t, 3);
        long total = start.values().stream().mapToLong(Integer::longValue).sum();
        long everyChip = chipsInPlay(t);

        int a = seats.get(0);
        int b = seats.get(1);
        int c = seats.get(2);
        taps.fill("#put-" + a, "1000");
        taps.fill("#put-" + b, "1000");
        taps.fill("#cards-" + a, "Qs Qd");
        taps.fill("#cards-" + b, "Ah Kh");
        for (int s : seats.subList(2, seats.size())) {
            taps.check("input[name=fold-" + s + "]", true);
        }
        taps.fill("#board", "2c 7d 9h Js 3s");
        previewAndConfirm(page, taps);
        taps.spent("a Hold'em showdown", HOLDEM_SHOWDOWN);

        // three all in, the board mistyped first: refused, everything typed kept; the biggest stack takes all
        taps.click(allIn(page, a));
        taps.click(allIn(page, b));
        taps.click(allIn(page, c));
        taps.fill("#cards-" + a, "Ah Ad");
        taps.fill("#cards-" + b, "Kc Kd");
        taps.fill("#cards-" + c, "Qc Qh");
        for (int s : seats.subList(3, seats.size())) {
            taps.check("input[name=fold-" + s + "]", true);
        }
        taps.fill("#board", "2c 7d 9h Jx 3s");
        taps.click("#hand button[value=preview]");
        page.waitForSelector(".desk-field-error");
        assertEquals("2c 7d 9h Jx 3s", page.inputValue("#board"));
        assertEquals("Qc Qh", page.inputValue("#cards-" + c));
        assertEquals(page.inputValue("input[name=stack-" + b + "]"), page.inputValue("#put-" + b));
        screenshot(page, "serata-tavolo-1-13-holdem-board-sbagliato");
        taps.fill("#board", "2c 7d 9h Js 3s");
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        taps.click("#confirm");
        page.waitForSelector("#recorded, #table-gone, #conflict, #error-summary");
        taps.spent("a three-way all-in with the board mistyped", THREE_WAY_ALL_IN);
        assertEquals(0, page.locator("#conflict, #error-summary").count(), () -> page.textContent("main"));

        // two players out: the floor breaks table 3 (at once, or when it balances the room), and its page says where
        // its players went
        if (page.locator("#recorded").count() > 0) {
            theLedger(page, t, 3, total);
            given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
            page.reload();
        }
        page.waitForSelector("#table-gone");
        screenshot(page, "serata-tavolo-1-14-tavolo-rotto");
        assertTrue(page.textContent("#table-gone").contains("Il tavolo 3 non è più in gioco"));
        assertEquals(5, page.locator("#players-went li").count(), page.textContent("main"));
        assertEquals(everyChip, chipsInPlay(t), "no chip made or lost");
        long winner = tables.getLong("find { it.number == 3 }.seats.find { it.seat == " + a + " }.entryId");
        JsonPath after = FloorFixtures.tables(t);
        int table = after.getInt("find { t -> t.seats.any { it.entryId == " + winner + " } }.number");
        int seat = after.getInt("find { it.number == " + table + " }.seats.find { it.entryId == " + winner + " }.seat");
        long won = start.get(Integer.toString(a)) + start.get(Integer.toString(b)) + start.get(Integer.toString(c));
        long stack = stacksAt(t, table).get(Integer.toString(seat));
        assertTrue(stack >= won, "the winner's chips (the three stacks and the blinds) go with him: " + stack);
        page.locator("a.button.primary").first().click();
        page.waitForSelector("#hand");
        allPages();
    }

    @Test
    void aChineseMatchWithAFoulFitsItsTapsAndScoresAsTheService() {
        // two tables, so that the match recorded at table 1 does not end the evening
        long t = Evenings.drawn("CHINESE_POKER", 8);
        List<Integer> seats = seats(t);
        Page page = director(t, 1);
        page.waitForSelector("#chinese #card-grid:not([hidden])");
        Taps taps = new Taps(page);
        String[][][] hands = ChineseMatchOfFour.HANDS;
        int[][] tokens = ChineseMatchOfFour.TOKENS;
        String[] rows = ChineseMatchOfFour.ROWS;

        // the first deal on the grid, the first player's two hands of five tapped the wrong way round
        int first = seats.get(0);
        for (int p = 0; p < 4; p++) {
            int seat = seats.get(p);
            for (int r : p == 0 ? new int[] {1, 0, 2} : new int[] {0, 1, 2}) {
                for (String card : hands[p][r]) {
                    String field = "#cn-" + seat + "-" + rows[p == 0 && r < 2 ? 1 - r : r];
                    if (page.inputValue(field).isBlank()
                            || page.inputValue(field).split(" ").length < hands[p][r].length) {
                        taps.click("#card-grid [data-card='" + card + "']");
                    }
                }
            }
            taps.fill("#tok-" + seat + "-first", "" + tokens[0][0] + tokens[0][1] + tokens[0][2]);
        }
        page.waitForSelector("#order-" + first + " .desk-foul");
        assertEquals(
                Integer.toString(tokens[0][2]),
                page.inputValue("#tok-" + seats.get(3) + "-third"),
                "typed tokens go one a hand");
        page.evaluate("id => document.getElementById(id).scrollIntoView({block: 'center'})", "order-" + first);
        screenshot(page, "serata-tavolo-1-15-cinese-fallo");
        taps.click("#chinese button[value=preview]");
        page.waitForSelector("#chinese-error, #chinese .desk-field-error");
        for (int p = 0; p < 4; p++) {
            for (int r = 0; r < 3; r++) {
                assertEquals(
                        hands[p][r].length,
                        page.inputValue("#cn-" + seats.get(p) + "-" + rows[r]).split(" ").length,
                        "every card tapped is kept");
                assertEquals(
                        Integer.toString(tokens[0][r]),
                        page.inputValue("#tok-" + seats.get(p) + "-" + rows[r]),
                        "every token is kept");
            }
        }
        screenshot(page, "serata-tavolo-1-16-cinese-rifiutata");
        taps.click("#order-" + first + " [data-reorder]");
        assertEquals(String.join(" ", hands[0][0]), page.inputValue("#cn-" + first + "-first"));
        taps.click("#chinese button[value=preview]");
        page.waitForSelector("#deal-preview");
        screenshot(page, "serata-tavolo-1-17-cinese-anteprima");
        taps.click("#confirm-deal");
        page.waitForSelector("#recorded:has-text('Smazzata 1')");
        taps.spent("a Chinese deal with a foul mended", CHINESE_DEAL);
        backSendsNothing(page, "/chinese?");

        // the two other deals typed, row by row
        for (int d = 1; d < 3; d++) {
            ChineseMatchOfFour.typeDeal(page, seats, d);
            page.click("#chinese button[value=preview]");
            page.waitForSelector("#deal-preview");
            page.click("#confirm-deal");
            page.waitForSelector(d < 2 ? "#recorded:has-text('Smazzata 2')" : "#recorded:has-text('Incontro')");
        }
        screenshot(page, "serata-tavolo-1-18-cinese-incontro");

        JsonPath results = Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
        List<Long> entries = results.getList("find { it.table == 1 }.places.entry", Long.class);
        List<Integer> points = results.getList("find { it.table == 1 }.places.victoryPoints", Integer.class);
        List<Long> seated = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        List<Integer> bySeat = new ArrayList<>();
        for (long entry : seated) {
            bySeat.add(points.get(entries.indexOf(entry)));
        }
        assertEquals(List.of(44, 0, 20, 0), bySeat, "the match as the service scores it");
        allPages();
    }

    /**
     * Back after a confirmation shows the preview again from its address ({@code preview}), which a reload asks for
     * again without sending anything; then the phone goes on from the confirmation's page.
     */
    private static void backSendsNothing(Page page, String preview) {
        String confirmed = page.url();
        page.goBack();
        page.waitForSelector("main");
        assertTrue(page.url().contains(preview) && page.url().contains("action=preview"), page.url());
        Response reloaded = page.reload();
        assertEquals("GET", reloaded.request().method(), "a reload sends nothing again");
        page.waitForSelector("main");
        page.navigate(confirmed);
        page.waitForSelector("main");
    }
}
