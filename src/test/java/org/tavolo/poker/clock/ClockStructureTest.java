package org.tavolo.poker.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

class ClockStructureTest {

    @Test
    void ruleBookScheduleHasThirteenLevelsAndOneBreak() {
        ClockStructure s = ClockStructure.holdemDefault();
        assertEquals(14, s.size());
        assertEquals(PeriodKind.BREAK, s.period(5).kind());
        assertEquals(600, s.period(5).seconds());
        assertEquals(13, s.levelNumber(13));
        assertEquals(6_000, s.period(13).bigBlind());
        assertEquals(3_000, s.period(13).smallBlind());
        assertTrue(s.periods().stream()
                .filter(Period::isPlay)
                .allMatch(p -> p.seconds() == 720 && p.bigBlind() == 2 * p.smallBlind()));
    }

    @Test
    void gamePeriodsArePlayedAtTheAnteTheyAreGiven() {
        ClockStructure game = ClockStructure.italianGame(60, 0).withGameAnte(2_000);
        assertEquals(2_000, game.period(0).ante());
        assertEquals(3_600, game.period(0).seconds());
        assertEquals(1_000, game.anteAfterLast());
        assertEquals(
                ClockStructure.holdemDefault(), ClockStructure.holdemDefault().withGameAnte(2_000));
    }

    @Test
    void bigBlindsMustStrictlyIncrease() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> new ClockStructure(
                        List.of(Period.level(10, 50, 100, 0), Period.level(10, 50, 100, 0)),
                        AfterLast.STAY_AT_LAST_LEVEL));
        assertEquals("invalid-clock-structure", refused.code());
        assertEquals("clock.periods[1].bigBlind", refused.details().get("field"));
    }

    @Test
    void durationsMustBePositive() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> new ClockStructure(List.of(Period.level(0, 25, 50, 0)), AfterLast.STAY_AT_LAST_LEVEL));
        assertEquals("clock.periods[0].minutes", refused.details().get("field"));
    }

    @Test
    void theLastPeriodCannotBeABreak() {
        assertThrows(
                RuleViolation.class,
                () -> new ClockStructure(
                        List.of(Period.level(10, 25, 50, 0), Period.pause(10)), AfterLast.STAY_AT_LAST_LEVEL));
    }

    @Test
    void levelsNotYetPlayedCanChangeWhileThePlayedOnesAreKept() {
        ClockStructure s = ClockStructure.holdemDefault();
        List<Period> edited = new ArrayList<>(s.periods());
        edited.set(10, Period.level(15, 1_000, 2_000, 0));
        ClockStructure changed = new ClockStructure(edited, AfterLast.STAY_AT_LAST_LEVEL);
        assertTrue(s.keepsFirst(10, changed));
        assertFalse(s.keepsFirst(11, changed));
    }
}
