package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.testing.Cases;

/** Invariants of ranking and scoring over random tables and rounds (docs/rules.md#italian-tournament, #holdem-tournament). */
@ExtendWith(Cases.class)
class ScoringPropertiesTest {

    /** 1000 tables for each property. */
    static Stream<List<Finish<Integer>>> tables(TestInfo property) {
        return Cases.of(property, 1000, ScoringPropertiesTest::table);
    }

    /** 1000 tables, each with a points scheme of 1 to 16 places worth 0 to 20 points in tenths. */
    static Stream<Arguments> tablesAndSchemes(TestInfo property) {
        return Cases.of(
                property,
                1000,
                random -> Arguments.of(table(random), Cases.listOf(random, 1, 16, r -> Cases.between(r, 0, 200))));
    }

    /** 1000 series of 1 to 60 game scores of 0 to 12 points, with chip counts spread over 1 to 3 values. */
    static Stream<Arguments> gameScores(TestInfo property) {
        return Cases.of(
                property,
                1000,
                random -> Arguments.of(
                        Cases.listOf(random, 1, 60, r -> Cases.between(r, 0, 12)), Cases.between(random, 1, 3)));
    }

    /** 1000 series of 1 to 40 scores of 0 to 4 points, with 1 to 40 seats wanted. */
    static Stream<Arguments> scoresAndSeats(TestInfo property) {
        return Cases.of(
                property,
                1000,
                random -> Arguments.of(
                        Cases.listOf(random, 1, 40, r -> Cases.between(r, 0, 4)), Cases.between(random, 1, 40)));
    }

    /** A table of up to 16 players; small ranges so ties and same-hand busts are frequent. */
    static List<Finish<Integer>> table(Random random) {
        int size = Cases.between(random, 1, 16);
        List<Finish<Integer>> table = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            boolean eliminated = Cases.between(random, 0, 2) == 0;
            long chips = Cases.between(random, 1, 4) * 1_000L;
            long hand = Cases.between(random, 1, 3);
            table.add(eliminated ? Finish.eliminated(i, hand, chips) : Finish.withChips(i, chips));
        }
        return table;
    }

    @ParameterizedTest
    @MethodSource("tables")
    void everyPlaceOfTheTableIsAssignedExactlyOnce(List<Finish<Integer>> table) {
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

    @ParameterizedTest
    @MethodSource("tables")
    void aBetterFinishNeverGetsAWorsePlace(List<Finish<Integer>> table) {
        List<Place<Integer>> places = Ranking.italianTable(table);
        for (Place<Integer> a : places) {
            for (Place<Integer> b : places) {
                int order = Finish.<Integer>bestFirst().compare(table.get(a.player()), table.get(b.player()));
                assertEquals(Integer.signum(order), Integer.signum(Integer.compare(a.place(), b.place())));
            }
        }
    }

    @ParameterizedTest
    @MethodSource("tablesAndSchemes")
    void sharingPlacesNeverCreatesOrLosesPoints(List<Finish<Integer>> table, List<Integer> tenths) {
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

    @ParameterizedTest
    @MethodSource("gameScores")
    void standingsAreOrderedAndOnlyEqualTotalsShareARank(List<Integer> points, int chipSpread) {
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

    @ParameterizedTest
    @MethodSource("scoresAndSeats")
    void qualifiersPlusTheSeatsLeftToTheTieFillExactlyTheSeats(List<Integer> points, int wanted) {
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
