package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;

/**
 * docs/director-page.md#italian-situations: the Italian situations of every night from the table page — a hand
 * nobody opened (docs/rules.md#opening), who opened and how (#opener, #buio), a parol (#parol) — recorded as the
 * hand service takes them, and refused on the same page with what was typed kept.
 */
@QuarkusTest
class ItalianOpeningOnTheTablePageTest {

    /** Four players with 20,000 each at table 1, the clock started (ante 1,000). */
    private static long tableOfFour() {
        long t = italianTableOfFour();
        Evenings.clock(t, "start");
        return t;
    }

    /** The hand form as the page sends it, the stacks the page showed, every seat in with {@code puts}. */
    private static RequestSpecification form(String cookie, long t, int button, Map<Integer, String> puts) {
        RequestSpecification form = Directors.withSession(cookie)
                .header("Accept-Language", "it")
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("button", button);
        Map<String, Integer> now = stacks(t);
        for (int s = 1; s <= 4; s++) {
            form.formParam("stack-" + s, now.get(Integer.toString(s)));
        }
        puts.forEach((seat, put) -> form.formParam("in-" + seat, "on").formParam("put-" + seat, put));
        return form;
    }

    private static Response post(RequestSpecification form, long t) {
        return form.post("/director/tournaments/{id}/tables/1/hands", t);
    }

    private static Map<String, Object> limits(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/1/limits", t), 200)
                .getMap("$");
    }

    private static String minimumOpening(long t) {
        return String.valueOf(limits(t).get("minimumOpening"));
    }

    private static long hands(long t) {
        return QuarkusTransaction.requiringNew().call(() -> HandEntry.count("at.tournamentId", t));
    }

    /** What the hand stored as its request says at {@code path} ({@code {opener,kind}}…). */
    private static String stored(long t, String path) {
        return QuarkusTransaction.requiringNew()
                .call(() -> String.valueOf(HandEntry.getEntityManager()
                        .createNativeQuery("select recorded #>> '{request," + path + "}' from hand_entry"
                                + " where tournament_id = ?1 order by id desc limit 1")
                        .setParameter(1, t)
                        .getSingleResult()));
    }

    private static String page(String cookie, long t) {
        return Answers.text(
                Directors.withSession(cookie)
                        .header("Accept-Language", "it")
                        .get("/director/tournaments/{id}/tables/1", t),
                200);
    }

    private static final Map<Integer, String> ANTES = Map.of(1, "1000", 2, "1000", 3, "1000", 4, "1000");

    @Test
    void nessunoApreIsOneTapThenConfirmAndRaisesTheMinimumOpeningWithTheAntesKept() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, Integer> before = stacks(t);

        String preview = post(form(cookie, t, 4, ANTES).formParam("opened", "false"), t)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(preview.contains("id=\"nobody-opened\""), "the preview says nobody opened");
        assertTrue(preview.contains("name=\"opened\" value=\"false\""), "and keeps it for the confirmation");
        assertTrue(preview.contains("id=\"confirm\""), "with the confirmation one tap away");
        assertEquals(0, hands(t), "a preview records nothing");

        post(form(cookie, t, 4, ANTES).formParam("opened", "false").formParam("action", "confirm"), t)
                .then()
                .statusCode(303);
        assertEquals(1, hands(t));
        assertEquals("false", stored(t, "opened"));
        assertEquals(before, stacks(t), "no chips move: the antes stay in the pot");
        assertEquals("QUEEN", minimumOpening(t));
        String table = page(cookie, t);
        assertTrue(table.contains("Punto minimo: Donne"), "the page shows the minimum opening gone up");
        assertTrue(table.contains("id=\"antes-staying\""), "and the antes that stay on the table");

        post(form(cookie, t, 1, ANTES).formParam("opened", "false").formParam("action", "confirm"), t)
                .then()
                .statusCode(303);
        assertEquals("KING", minimumOpening(t));
        assertTrue(page(cookie, t).contains("Punto minimo: Re"));
    }

    @Test
    void aControbuioIsSentAsTheHandsOpenerWorthTwiceTheAnte() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        // dealer 4: seat 1 makes the buio (2,000 in), seat 2 the controbuio (3,000), seat 3 calls, seat 4 folds
        post(
                        form(cookie, t, 4, Map.of(1, "2000", 2, "3000", 3, "3000", 4, "1000"))
                                .formParam("fold-1", "on")
                                .formParam("fold-4", "on")
                                .formParam("cards-2", "Ah Ad Ac 9s 8s")
                                .formParam("cards-3", "Kh Kd 7c 7d 10s")
                                .formParam("opener", "2")
                                .formParam("opener-kind", "CONTROBUIO")
                                .formParam("opener-amount", "")
                                .formParam("action", "confirm"),
                        t)
                .then()
                .statusCode(303);
        assertEquals("CONTROBUIO", stored(t, "opener,kind"));
        assertEquals("2000", stored(t, "opener,amount"));
        assertEquals("2", stored(t, "opener,seat"));
        assertEquals(Map.of("1", 18_000, "2", 26_000, "3", 17_000, "4", 19_000), stacks(t));
    }

    @Test
    void aParolIsSentAsSuchAndThePageShowsTheCarriedPotAndItsReplay() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        post(
                        form(cookie, t, 4, Map.of(1, "2000", 2, "2000", 3, "2000", 4, "1000"))
                                .formParam("fold-4", "on")
                                .formParam("opener", "1")
                                .formParam("opener-kind", "OPEN")
                                .formParam("opener-amount", "1000")
                                .formParam("parol", "on")
                                .formParam("action", "confirm"),
                        t)
                .then()
                .statusCode(303);
        assertEquals("true", stored(t, "parol"));
        assertEquals(Map.of("1", 18_000, "2", 18_000, "3", 18_000, "4", 19_000), stacks(t));
        assertEquals(7_000, ((Map<?, ?>) limits(t).get("carriedPot")).get("total"));
        String table = page(cookie, t);
        assertTrue(table.contains("id=\"carried-pot\"") && table.contains("7\u202F000"), "the carried parol pot");
        assertTrue(table.contains("id=\"replay-next\""), "and the next hand as its replay");
        assertTrue(table.contains("Punto minimo: Re"), "kings to open it");
    }

    @Test
    void anOpenerSeatNotAtTheTableAnswersTheSamePageWithTheErrorAndChangesNothing() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, Integer> before = stacks(t);
        String answer = post(
                        form(cookie, t, 4, ANTES)
                                .formParam("fold-2", "on")
                                .formParam("fold-3", "on")
                                .formParam("fold-4", "on")
                                .formParam("opener", "9")
                                .formParam("opener-kind", "BUIO")
                                .formParam("action", "confirm"),
                        t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"error-summary\""), containsString("href=\"#opening\""))
                .extract()
                .asString();
        assertTrue(answer.contains("Il posto 9 non è un posto di questo tavolo."), answer);
        assertTrue(answer.contains("id=\"kind-buio\" checked"), "what was tapped is kept");
        assertEquals(before, stacks(t));
        assertEquals(0, hands(t));
    }

    @Test
    void anOverAtATableOfFourIsRefusedOnTheSamePageWithWhatWasTypedKept() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, Integer> before = stacks(t);
        String answer = post(
                        form(cookie, t, 4, Map.of(1, "2000", 2, "3000", 3, "5000", 4, "1000"))
                                .formParam("fold-1", "on")
                                .formParam("fold-2", "on")
                                .formParam("fold-4", "on")
                                .formParam("opener", "3")
                                .formParam("opener-kind", "OVER")
                                .formParam("action", "confirm"),
                        t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"error-summary\""), containsString("href=\"#opening\""))
                .extract()
                .asString();
        assertTrue(answer.contains("id=\"kind-over\" checked"), "the kind tapped is kept");
        assertTrue(answer.contains("<option value=\"3\" selected>"), "and the opener chosen");
        assertEquals(before, stacks(t));
        assertEquals(0, hands(t));
    }

    @Test
    void aKindNoneOfTheFourIsRefusedOnTheSamePageAndChangesNothing() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        post(
                        form(cookie, t, 4, ANTES)
                                .formParam("fold-2", "on")
                                .formParam("fold-3", "on")
                                .formParam("fold-4", "on")
                                .formParam("opener", "1")
                                .formParam("opener-kind", "ALLIN")
                                .formParam("action", "confirm"),
                        t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"error-summary\""), containsString("href=\"#opening\""));
        assertEquals(0, hands(t));
    }
}
