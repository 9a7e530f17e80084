package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Invariants of ranking and scoring over random tables and rounds (docs/rules.md#italian-tournament, #holdem-tournament). */
class ScoringPropertiesTest {

    /** A table of up to 16 players; small ranges so ties and same-hand busts are frequent. */
    @Provide
    Arbitrary<List<Finish<Integer>>> tables() {
        Arbitrary<long[]> one = Combinators.combine(
                        Arbitraries.integers().between(0, 2),
                        Arbitraries.longs().between(1, 4),
                        Arbitraries.longs().between(1, 3))
                .as((eliminated, chips, hand) -> new long[] {eliminated, chips, hand});
        return one.list().ofMinSize(1).ofMaxSize(16).map(raw -> {
            List<Finish<Integer>> table = new ArrayList<>();
            for (int i = 0; i < raw.size(); i++) {
                long[] r = raw.get(i);
                table.add(r[0] == 0 ? Finish.eliminated(i, r[2], r[1] * 1_000) : Finish.withChips(i, r[1] * 1_000));
            }
            return table;
        });
    }

    @Property
    void everyPlaceOfTheTableIsAssignedExactlyOnce(@ForAll("tables") List<Finish<Integer>> table) {
        List<Place<Integer>> places = Ranking.italianTable(table);
        assertEquals(table.size(), places.size());
        int[] occupied = new int[table.size() + 1];
        int expectedNext = 1;
        for (int i = 0; i < places.size(); i += places.get(i).sharedBy()) {
            Place<Integer> group = places.get(i);
            assertEquals(expectedNext, group.place());
            for (int j = i; j < i + group.sharedBy(); j++) {
                assertEquals(group.place(), places.get(j).place());
                assertEquals(group.sharedBy(), places.get(j).sharedBy());
            }
            for (int p = group.place(); p <= group.lastPlace(); p++) {
                occupied[p]++;
            }
            expectedNext = group.lastPlace() + 1;
        }
        for (int p = 1; p <= table.size(); p++) {
            assertEquals(1, occupied[p], "place " + p);
        }
    }

    @Property
    void aBetterFinishNeverGetsAWorsePlace(@ForAll("tables") List<Finish<Integer>> table) {
        List<Place<Integer>> places = Ranking.italianTable(table);
        for (Place<Integer> a : places) {
            for (Place<Integer> b : places) {
                int order = Finish.<Integer>bestFirst().compare(table.get(a.player()), table.get(b.player()));
                assertEquals(Integer.signum(order), Integer.signum(Integer.compare(a.place(), b.place())));
            }
        }
    }

    @Property
    void sharingPlacesNeverCreatesOrLosesPoints(
            @ForAll("tables") List<Finish<Integer>> table,
            @ForAll @Size(min = 1, max = 16) List<@IntRange(min = 0, max = 200) Integer> tenths) {
        List<Long> descending =
                tenths.stream().sorted((a, b) -> b - a).map(Integer::longValue).toList();
        PointsScheme scheme =
                new PointsScheme(descending.stream().map(Points::ofTenths).toList());
        Points awarded = PlacePoints.award(Ranking.italianTable(table), scheme).stream()
                .map(Award::points)
                .reduce(Points.ZERO, Points::plus);
        Points available = Points.ZERO;
        for (int place = 1; place <= table.size(); place++) {
            available = available.plus(scheme.forPlace(place));
        }
        assertEquals(available, awarded);
    }

    @Property
    void standingsAreOrderedAndOnlyEqualTotalsShareARank(
            @ForAll @Size(min = 1, max = 60) List<@IntRange(min = 0, max = 12) Integer> points,
            @ForAll @IntRange(min = 1, max = 3) int chipSpread) {
        List<GameScore<Integer>> games = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            games.add(new GameScore<>(i % 20, Points.of(points.get(i)), (i % chipSpread) * 1_000L));
        }
        List<Standing<Integer>> standings = Standings.of(games);
        assertEquals(1, standings.get(0).rank());
        for (int i = 1; i < standings.size(); i++) {
            Standing<Integer> above = standings.get(i - 1);
            Standing<Integer> below = standings.get(i);
            boolean equal = above.points().equals(below.points()) && above.chips() == below.chips();
            assertTrue(above.points().compareTo(below.points()) > 0
                    || above.points().equals(below.points()) && above.chips() >= below.chips());
            assertEquals(equal ? above.rank() : i + 1, below.rank());
        }
    }

    @Property
    void qualifiersPlusTheSeatsLeftToTheTieFillExactlyTheSeats(
            @ForAll @Size(min = 1, max = 40) List<@IntRange(min = 0, max = 4) Integer> points,
            @ForAll @IntRange(min = 1, max = 40) int wanted) {
        List<GameScore<Integer>> games = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            games.add(new GameScore<>(i, Points.of(points.get(i)), 0));
        }
        List<Standing<Integer>> standings = Standings.of(games);
        int seats = Math.min(wanted, standings.size());
        Qualifiers<Integer> qualifiers = Qualifiers.select(standings, seats);
        int seatsLeft = qualifiers.cutTie().map(Qualifiers.CutTie::seatsLeft).orElse(0);
        assertEquals(seats, qualifiers.qualified().size() + seatsLeft);
        qualifiers.cutTie().ifPresent(tie -> {
            assertTrue(tie.tied().size() > tie.seatsLeft());
            assertTrue(tie.tied().stream().allMatch(s -> s.rank() == tie.firstPlace()));
        });
    }
}
