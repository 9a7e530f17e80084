package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;

/**
 * docs/rules.md#blinds-by-position, generated cases: on random clocks of levels and breaks, a hand's blinds are those
 * of the level it names when that is the level in force or the one just before it (breaks not counted), any level
 * already played for the organizer, the level in force when it names none; any other level is refused. The
 * expected answer is read independently: the levels are numbered by walking the clock.
 */
class LevelDealtPropertiesTest {

    @Test
    void aHandPostsTheBlindsOfTheLevelItNamesOnlyWhenThatIsTheLevelInForceOrTheOneBefore() {
        Random random = new Random(20_261_127L);
        for (int run = 0; run < 2_000; run++) {
            List<Period> periods = new ArrayList<>();
            List<Period> levels = new ArrayList<>();
            int count = 1 + random.nextInt(8);
            for (int i = 0; i < count; i++) {
                if (i > 0 && random.nextInt(4) == 0) {
                    periods.add(Period.pause(10));
                }
                long big = 50L * (levels.size() + 1);
                Period level = Period.level(15, big / 2, big, random.nextBoolean() ? 0 : big / 10);
                periods.add(level);
                levels.add(level);
            }
            ClockStructure clock = new ClockStructure(periods, AfterLast.STAY_AT_LAST_LEVEL);
            int periodIndex = random.nextInt(periods.size() + 2);
            int inForce = 0;
            for (int i = 0; i <= Math.min(periodIndex, periods.size() - 1); i++) {
                inForce += periods.get(i).kind() == PeriodKind.LEVEL ? 1 : 0;
            }
            inForce = Math.max(inForce, 1);
            boolean anyPast = random.nextInt(3) == 0;
            Integer dealt = random.nextInt(5) == 0 ? null : random.nextInt(count + 2);

            Optional<Period> expected;
            if (dealt == null) {
                expected = Optional.of(levels.get(inForce - 1));
            } else if (dealt >= 1 && dealt <= inForce && (anyPast || dealt >= inForce - 1)) {
                expected = Optional.of(levels.get(dealt - 1));
            } else {
                expected = Optional.empty();
            }
            assertEquals(
                    expected,
                    Blinds.levelDealt(clock, periodIndex, dealt, anyPast),
                    "clock " + periods + ", period " + periodIndex + ", level named " + dealt + ", any past "
                            + anyPast);
        }
    }
}
