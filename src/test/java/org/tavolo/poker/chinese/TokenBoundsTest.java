package org.tavolo.poker.chinese;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md#chinese-tokens: victory points are tokens collected, bounded by the tokens a table bets. */
class TokenBoundsTest {

    @Test
    void aTableOfFourBetsSixtyFourWithTheDefaultTokensAndOnePlayerMayCollectThemAll() {
        assertEquals(16, TokenSet.DEFAULT.sum());
        assertEquals(64, TokenSet.DEFAULT.inPlay(4));
        assertEquals(64, TokenSet.DEFAULT.mostForOnePlayer(4, TokenRule.BASE));
        assertEquals(32, TokenSet.DEFAULT.mostForOnePlayer(2, TokenRule.BASE));
    }

    @Test
    void underTheVariantOnePlayerCollectsHisOwnTokensAndTheNineHighestOfTheOthers() {
        // 16 + (4, 4, 4, 3, 3, 3, 3, 3, 3)
        assertEquals(46, TokenSet.DEFAULT.mostForOnePlayer(4, TokenRule.VARIANT));
        // heads-up the other's nine tokens are all the nine highest
        assertEquals(32, TokenSet.DEFAULT.mostForOnePlayer(2, TokenRule.VARIANT));
        TokenSet fours = new TokenSet(List.of(4, 4, 4, 4, 4, 4, 4, 4, 4));
        assertEquals(72, fours.mostForOnePlayer(3, TokenRule.VARIANT));
    }
}
