package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.RuleSet;

/** docs/rules.md#opener, #buio (003 «Apertura», «Apertura al buio», «Controbuio»; 001 «LE APERTURE»). */
class OpeningCheckTest {

    private static final RuleSet THIRTY_TWO = RuleSet.italian(Deck.ITALIAN_32);
    private static final Map<Integer, Long> FOUR_STACKS = Map.of(1, 20_000L, 2, 20_000L, 3, 20_000L, 4, 20_000L);

    private static OpeningCheck.Table table(Map<Integer, Long> contributed) {
        return new OpeningCheck.Table(FOUR_STACKS, contributed, 4, 1_000, 100);
    }

    private static RuleViolation refused(Opener opener, Map<Integer, Long> contributed) {
        return refused(opener, table(contributed));
    }

    private static RuleViolation refused(Opener opener, OpeningCheck.Table table) {
        return assertThrows(RuleViolation.class, () -> accepted(opener, table));
    }

    /** The opening checked at a table where nobody opened before: jacks to open. */
    private static void accepted(Opener opener, OpeningCheck.Table table) {
        OpeningCheck.check(opener, table, OpeningRequirement.FIRST, THIRTY_TWO);
    }

    /** A table of five, the dealer at 5, and what each seat put in. */
    private static OpeningCheck.Table tableOfFive(Map<Integer, Long> contributed) {
        Map<Integer, Long> five = Map.of(1, 20_000L, 2, 20_000L, 3, 20_000L, 4, 20_000L, 5, 20_000L);
        return new OpeningCheck.Table(five, contributed, 5, 1_000, 100);
    }

    private static List<Card> cards(String... texts) {
        return Card.parseAll(List.of(texts));
    }

    @Test
    void aBuioIsMadeByTheFirstPlayerLeftOfTheDealerForTheAnte() {
        accepted(new Opener(1, 1_000, Opener.Kind.BUIO, List.of()), table(Map.of(1, 2_000L)));
        RuleViolation elsewhere = refused(new Opener(2, 1_000, Opener.Kind.BUIO, List.of()), Map.of(2, 2_000L));
        assertEquals("blind-opening-out-of-place", elsewhere.code());
        assertEquals("opener.seat", elsewhere.details().get("field"));
        RuleViolation worth = refused(new Opener(1, 2_000, Opener.Kind.BUIO, List.of()), Map.of(1, 3_000L));
        assertEquals("invalid-opening", worth.code());
        assertEquals("opener.amount", worth.details().get("field"));
    }

    @Test
    void aControbuioIsTwiceTheAnteByTheNextPlayerOverABuio() {
        accepted(new Opener(2, 2_000, Opener.Kind.CONTROBUIO, List.of()), table(Map.of(1, 2_000L, 2, 3_000L)));
        assertEquals(
                "opener.kind",
                refused(new Opener(2, 2_000, Opener.Kind.CONTROBUIO, List.of()), Map.of(1, 1_000L, 2, 3_000L))
                        .details()
                        .get("field"));
        assertEquals(
                "blind-opening-out-of-place",
                refused(new Opener(3, 2_000, Opener.Kind.CONTROBUIO, List.of()), Map.of(1, 2_000L, 3, 3_000L))
                        .code());
    }

    /**
     * 001: «Con l'Over è possibile per il giocatore successivo al controbuiante versare il doppio del valore del
     * Controbuio»: at a table of five with the dealer at 5, the buio is seat 1 (1,000 over the ante), the controbuio
     * seat 2 (2,000), the Over seat 3, 4,000 over the ante, 5,000 in all.
     */
    @Test
    void theOverIsTwiceTheControbuioByTheThirdPlayerLeftOfTheDealerAtTablesOfFiveOrSix() {
        accepted(
                new Opener(3, 4_000, Opener.Kind.OVER, List.of()),
                tableOfFive(Map.of(1, 2_000L, 2, 3_000L, 3, 5_000L)));

        RuleViolation worth = refused(
                new Opener(3, 3_000, Opener.Kind.OVER, List.of()),
                tableOfFive(Map.of(1, 2_000L, 2, 3_000L, 3, 4_000L)));
        assertEquals("invalid-opening", worth.code());
        assertEquals("opener.amount", worth.details().get("field"));

        RuleViolation place = refused(
                new Opener(4, 4_000, Opener.Kind.OVER, List.of()),
                tableOfFive(Map.of(1, 2_000L, 2, 3_000L, 4, 5_000L)));
        assertEquals("blind-opening-out-of-place", place.code());

        RuleViolation noControbuio = refused(
                new Opener(3, 4_000, Opener.Kind.OVER, List.of()),
                tableOfFive(Map.of(1, 2_000L, 2, 1_000L, 3, 5_000L)));
        assertEquals("invalid-opening", noControbuio.code());
        assertEquals("opener.kind", noControbuio.details().get("field"));
    }

    /** 001: «L'Over non è ovviamente possibile quando si gioca in 4 giocatori». */
    @Test
    void theOverIsNotPlayedAtATableOfFour() {
        RuleViolation four =
                refused(new Opener(3, 4_000, Opener.Kind.OVER, List.of()), Map.of(1, 2_000L, 2, 3_000L, 3, 5_000L));
        assertEquals("option-not-applicable", four.code());
        assertEquals("opener.kind", four.details().get("field"));
    }

    @Test
    void aBlindOpeningNeedsNoHandSoNoCardsAreShownForIt() {
        RuleViolation shown =
                refused(new Opener(1, 1_000, Opener.Kind.BUIO, cards("7h", "8d", "9c", "Js", "Kh")), Map.of(1, 2_000L));
        assertEquals("option-not-applicable", shown.code());
        assertEquals("opener.cards", shown.details().get("field"));
    }

    @Test
    void anOpeningIsAtLeastOneCipAndAtMostThePotAndTheOpenerPutItIn() {
        assertEquals(
                "invalid-opening",
                refused(new Opener(3, 50, Opener.Kind.OPEN, List.of()), Map.of(3, 1_050L))
                        .code());
        // the pot holds four antes: 4,000
        assertEquals(
                "invalid-opening",
                refused(new Opener(3, 4_100, Opener.Kind.OPEN, List.of()), Map.of(3, 5_100L))
                        .code());
        accepted(new Opener(3, 4_000, Opener.Kind.OPEN, List.of()), table(Map.of(3, 5_000L)));
        RuleViolation notPutIn = refused(new Opener(3, 2_000, Opener.Kind.OPEN, List.of()), Map.of(3, 2_000L));
        assertEquals("impossible-contribution", notPutIn.code());
    }

    @Test
    void shownCardsOpenWithTheTablesMinimumPairOrBetter() {
        List<Card> jacks = cards("Jh", "Jd", "7c", "8s", "10h");
        assertTrue(OpeningCheck.opens(jacks, OpeningRequirement.FIRST, THIRTY_TWO));
        assertFalse(OpeningCheck.opens(jacks, OpeningRequirement.FIRST.afterHandNobodyOpened(), THIRTY_TWO));
        RuleViolation weak = refused(
                new Opener(3, 1_000, Opener.Kind.OPEN, cards("10h", "10d", "7c", "8s", "Ah")), Map.of(3, 2_000L));
        assertEquals("opening-too-weak", weak.code());
        assertEquals("JACK", weak.details().get("minimumPair"));
        assertEquals("opener.cards", weak.details().get("field"));
    }

    @Test
    void anOpenEndedStraightFlushDrawOpensAsTwoKingsOrTwoAces() {
        OpeningRequirement aces = new OpeningRequirement(3);
        // 8-9-10-J of hearts: the 7 and the queen of hearts complete it
        assertTrue(OpeningCheck.opens(cards("8h", "9h", "10h", "Jh", "Ac"), aces, THIRTY_TWO));
        // 7-8-9-10 of hearts on 32 cards: the ace (the minima) and the jack complete it
        assertTrue(OpeningCheck.opens(cards("7h", "8h", "9h", "10h", "Kc"), aces, THIRTY_TWO));
        // J-Q-K-A: only the 10 completes it; 8-9-J-Q: only the 10
        assertFalse(OpeningCheck.opens(cards("Jh", "Qh", "Kh", "Ah", "7c"), aces, THIRTY_TWO));
        assertFalse(OpeningCheck.opens(cards("8h", "9h", "Jh", "Qh", "Ac"), OpeningRequirement.FIRST, THIRTY_TWO));
        // four in sequence of two suits are no draw
        assertFalse(OpeningCheck.opens(cards("8h", "9h", "10h", "Jd", "Ac"), OpeningRequirement.FIRST, THIRTY_TWO));
    }
}
