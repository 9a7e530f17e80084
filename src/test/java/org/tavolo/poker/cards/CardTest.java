package org.tavolo.poker.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#cards: the text notation of cards and the decks. */
class CardTest {

    @Test
    void tenIsWrittenTOr10AndPrintedAsT() {
        assertEquals(Card.of(Rank.TEN, Suit.DIAMONDS), Card.parse("Td"));
        assertEquals(Card.of(Rank.TEN, Suit.DIAMONDS), Card.parse("10d"));
        assertEquals("Td", Card.parse("10D").toString());
    }

    @Test
    void notationIsCaseInsensitiveAndPrintedCanonically() {
        assertEquals("Ah", Card.parse("ah").toString());
        assertEquals("Ah", Card.parse("AH").toString());
        assertEquals("7c", Card.parse("7C").toString());
        assertEquals("Qs", Card.parse(" qs ").toString());
    }

    @Test
    void italianLettersReForKingAndFanteForJackAreAccepted() {
        assertEquals(Card.of(Rank.KING, Suit.HEARTS), Card.parse("Rh"));
        assertEquals(Card.of(Rank.JACK, Suit.SPADES), Card.parse("fs"));
        assertEquals("Kh", Card.parse("rh").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Dh", "dh", "1h", "11h", "Ax", "A", "", "Ahh", "0s", "Zd", "10"})
    void anythingElseIsAnUnknownCardNamedInTheError(String text) {
        RuleViolation e = assertThrows(RuleViolation.class, () -> Card.parse(text));
        assertEquals("unknown-card", e.code());
        assertEquals(text, e.details().get("card"));
    }

    @Test
    void everyCardHasItsOwnIndexAndPrintsBackToItself() {
        Set<String> printed = new HashSet<>();
        for (int index = 0; index < 52; index++) {
            Card card = Card.ofIndex(index);
            assertEquals(index, card.index());
            assertEquals(card, Card.parse(card.toString()));
            printed.add(card.toString());
        }
        assertEquals(52, printed.size());
    }

    @Test
    void shortDecksKeepTheHighRanks() {
        assertEquals(52, Deck.STANDARD_52.size());
        assertEquals(40, Deck.ITALIAN_40.size());
        assertEquals(36, Deck.ITALIAN_36.size());
        assertEquals(32, Deck.ITALIAN_32.size());
        assertEquals(Rank.SEVEN, Deck.ITALIAN_32.lowest());
        assertTrue(Deck.ITALIAN_32.contains(Card.parse("7s")));
        assertFalse(Deck.ITALIAN_32.contains(Card.parse("6h")));
        assertTrue(Deck.ITALIAN_36.contains(Card.parse("6h")));
        assertFalse(Deck.ITALIAN_40.contains(Card.parse("4c")));
        assertTrue(Deck.ITALIAN_40.cards().containsAll(List.of(Card.parse("5c"), Card.parse("Ah"))));
        assertEquals(Deck.ITALIAN_36, Deck.ofSize(36));
    }

    @Test
    void aThreePlayerTablePlaysWithTwentyEightCards() {
        assertEquals(Deck.ITALIAN_28, Deck.ofSize(4 * (3 + 4)));
        assertEquals(28, Deck.ITALIAN_28.size());
        assertEquals(Rank.EIGHT, Deck.ITALIAN_28.lowest());
        assertTrue(Deck.ITALIAN_28.contains(Card.parse("8s")));
        assertFalse(Deck.ITALIAN_28.contains(Card.parse("7h")));
    }

    @Test
    void aDeckOfAnotherSizeIsRefused() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> Deck.ofSize(48));
        assertEquals("unknown-deck", e.code());
        assertEquals(48, e.details().get("deck"));
    }

    @Test
    void italianSuitOrderIsHeartsDiamondsClubsSpades() {
        assertTrue(Suit.HEARTS.compareTo(Suit.DIAMONDS) > 0);
        assertTrue(Suit.DIAMONDS.compareTo(Suit.CLUBS) > 0);
        assertTrue(Suit.CLUBS.compareTo(Suit.SPADES) > 0);
    }
}
