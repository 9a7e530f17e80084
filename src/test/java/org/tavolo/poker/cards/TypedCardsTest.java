package org.tavolo.poker.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Cards typed on a keyboard read as the deck's codes, whatever the case, the ten or the suit's glyph. */
class TypedCardsTest {

    @Test
    void typedCardsReadAsTheDecksCodesInAnyCaseWithTenAndGlyphs() {
        assertEquals(List.of("Ah", "Kd", "9c", "Ts", "Th"), TypedCards.read("ah KD, 9c  10s T\u2665"));
        assertEquals(List.of("Qs", "Jd", "7c"), TypedCards.read(" Q\u2660 j\u2666 7\u2663 "));
    }

    @Test
    void aWordThatIsNoCardIsKeptAsTypedSoTheServiceRefusesItByName() {
        assertEquals(List.of("Ah", "Zz", "1h"), TypedCards.read("Ah Zz 1h"));
        assertEquals(List.of(), TypedCards.read("   "));
        assertEquals(List.of(), TypedCards.read(null));
    }

    @Test
    void semicolonsAndOutlinedGlyphsReadAsTheFilledOnes() {
        assertEquals(List.of("Th", "Ad", "2s", "Kc"), TypedCards.read("10\u2661;a\u2662 ; 2\u2664,k\u2667"));
        assertEquals("Th", TypedCards.code("10H"));
        assertEquals("10x", TypedCards.code("10x"));
        assertEquals("11h", TypedCards.code("11h"));
    }
}
