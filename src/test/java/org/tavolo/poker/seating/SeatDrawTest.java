package org.tavolo.poker.seating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

class SeatDrawTest {

    private static final List<Long> ELEVEN =
            LongStream.rangeClosed(101, 111).boxed().toList();

    @Test
    void splitMix64MatchesThePublishedReferenceSequence() {
        DrawRandom random = new DrawRandom(0);
        assertEquals(0xe220a8397b1dcdafL, random.nextLong());
        assertEquals(0x6e789e6aa1b965f4L, random.nextLong());
        assertEquals(0x06c45d188009454fL, random.nextLong());
    }

    /** The expected seating was computed independently with the Python reference in docs/seat-draw.md. */
    @Test
    void drawWithAFixedSeedGivesThePublishedSeating() {
        List<SeatAssignment> seats = SeatDraw.draw(ELEVEN, new TablePlan(List.of(4, 4, 3)), 20261126L);
        assertEquals(
                List.of(
                        new SeatAssignment(104, 1, 1),
                        new SeatAssignment(106, 1, 2),
                        new SeatAssignment(107, 1, 3),
                        new SeatAssignment(111, 1, 4),
                        new SeatAssignment(108, 2, 1),
                        new SeatAssignment(102, 2, 2),
                        new SeatAssignment(110, 2, 3),
                        new SeatAssignment(109, 2, 4),
                        new SeatAssignment(101, 3, 1),
                        new SeatAssignment(103, 3, 2),
                        new SeatAssignment(105, 3, 3)),
                seats);
    }

    @Test
    void sameEntriesAndSeedGiveTheSameSeating() {
        TablePlan plan = new TablePlan(List.of(4, 4, 3));
        assertEquals(SeatDraw.draw(ELEVEN, plan, 7L), SeatDraw.draw(ELEVEN, plan, 7L));
    }

    @Test
    void aNewSeedGivesANewSeating() {
        TablePlan plan = new TablePlan(List.of(4, 4, 3));
        assertNotEquals(SeatDraw.draw(ELEVEN, plan, 7L), SeatDraw.draw(ELEVEN, plan, 8L));
    }

    @Test
    void everyEntryGetsExactlyOneSeatAndEverySeatOneEntry() {
        List<Long> entries = LongStream.rangeClosed(1, 1000).boxed().toList();
        TablePlan plan = TablePlanner.holdem(1000, 5, 10, 1000);
        List<SeatAssignment> seats = SeatDraw.draw(entries, plan, -3L);
        assertEquals(1000, seats.stream().map(SeatAssignment::entry).distinct().count());
        assertEquals(
                1000,
                new HashSet<>(seats.stream()
                                .map(s -> s.table() + ":" + s.seat())
                                .toList())
                        .size());
    }

    @Test
    void everyPositionIsReachableSoTheDrawIsNotBiasedToOneOrder() {
        TablePlan plan = new TablePlan(List.of(3));
        var seen = new HashSet<List<SeatAssignment>>();
        for (long seed = 0; seed < 200; seed++) {
            seen.add(SeatDraw.draw(List.of(1L, 2L, 3L), plan, seed));
        }
        assertEquals(6, seen.size());
    }

    @Test
    void aPlanThatDoesNotSeatEveryEntryIsRefused() {
        RuleViolation refused =
                assertThrows(RuleViolation.class, () -> SeatDraw.draw(ELEVEN, new TablePlan(List.of(5, 5)), 1L));
        assertEquals("plan-does-not-fit", refused.code());
    }

    @Test
    void anEntryListedTwiceIsRefused() {
        RuleViolation refused = assertThrows(
                RuleViolation.class, () -> SeatDraw.draw(List.of(1L, 2L, 2L, 3L), new TablePlan(List.of(4)), 1L));
        assertEquals(2L, refused.details().get("entry"));
    }
}
