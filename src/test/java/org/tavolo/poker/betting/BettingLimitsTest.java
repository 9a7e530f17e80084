package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;

/** docs/rules.md#betting-limits (003: Hold'em raises, Italian bets). */
class BettingLimitsTest {

    @Test
    void holdemMinimumRaiseIsTwiceTheBigBlindAndTheMaximumThePot() {
        BettingLimits level8 = BettingLimits.during(
                        ClockStructure.holdemDefault().period(8), 25)
                .orElseThrow();
        assertEquals(1_000, level8.minimumBet());
        assertEquals(2_000, level8.minimumRaise());
        assertEquals(BettingLimits.Maximum.POT, level8.maximum());
    }

    @Test
    void holdemPlayerRaisesAtMostTwiceInARound() {
        assertEquals(2, BettingLimits.holdem(50).raisesPerPlayer());
    }

    /**
     * 004 «Limit (Fixed limit)»: «un tavolo 20-40, significa che nei primi due giri le puntate vanno di 20 in 20, nei
     * seguenti due vanno di 40 in 40. Per ogni giro ci può essere una puntata e un massimo di tre rilanci»; «Fa
     * eccezione il caso in cui sono rimasti in gioco solo 2 giocatori».
     */
    @Test
    void fixedLimitBetsTheSmallBetThenTheBigBetWithABetAndThreeRaisesARoundUncappedHeadsUp() {
        BettingLimits fixed = BettingLimits.holdem(40, BettingStructure.FIXED_LIMIT);
        assertEquals(40L, fixed.smallBet());
        assertEquals(80L, fixed.bigBet());
        assertEquals(3, fixed.raisesPerRound());
        assertEquals(null, fixed.raisesPerPlayer());
        assertEquals(BettingLimits.Maximum.FIXED, fixed.maximum());
        assertEquals(3, fixed.atTableOf(3).raisesPerRound());
        assertEquals(null, fixed.atTableOf(2).raisesPerRound());
        assertEquals(80L, fixed.atTableOf(2).bigBet());
        // the other structures carry no fixed sizes and keep the club's two raises a player
        BettingLimits pot = BettingLimits.holdem(40, BettingStructure.POT_LIMIT);
        assertEquals(null, pot.smallBet());
        assertEquals(null, pot.raisesPerRound());
        assertEquals(2, pot.atTableOf(2).raisesPerPlayer());
    }

    @Test
    void italianBetsGoFromOneCipToThePotAndAfterTheDrawToTheResto() {
        BettingLimits italian =
                BettingLimits.during(Period.game(60, 1_000), 100).orElseThrow();
        assertEquals(100, italian.minimumBet());
        assertEquals(100, italian.minimumRaise());
        assertEquals(BettingLimits.Maximum.POT_THEN_RESTO, italian.maximum());
        assertEquals(null, italian.raisesPerPlayer());
    }

    @Test
    void aBreakHasNoBettingLimits() {
        assertEquals(Optional.empty(), BettingLimits.during(Period.pause(10), 25));
    }

    @Test
    void aContributionBelowTheAnteIsImpossibleUnlessItIsTheWholeStack() {
        RuleViolation belowAnte = BettingLimits.impossible(500, 20_000, 1_000).orElseThrow();
        assertEquals("impossible-contribution", belowAnte.code());
        assertEquals(1_000L, belowAnte.details().get("forcedBet"));
        assertTrue(BettingLimits.impossible(500, 500, 1_000).isEmpty());
    }

    @Test
    void aContributionAboveTheStackIsImpossible() {
        assertEquals(
                "impossible-contribution",
                BettingLimits.impossible(20_100, 20_000, 1_000).orElseThrow().code());
    }

    @Test
    void anyOtherContributionSomeBettingCouldProduceIsAccepted() {
        assertTrue(BettingLimits.impossible(0, 6_000, 0).isEmpty());
        assertTrue(BettingLimits.impossible(1_000, 20_000, 1_000).isEmpty());
        assertTrue(BettingLimits.impossible(19_300, 20_000, 1_000).isEmpty());
        assertTrue(BettingLimits.impossible(6_000, 6_000, 50).isEmpty());
    }
}
