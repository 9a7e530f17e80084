package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#italian-tournament: placement points per table size, tied players sharing the points of their places. */
class PlacePointsTest {

    private static final List<String> PLAYERS = List.of("Anna", "Bruno", "Carla", "Dario", "Elena");

    /** A table at its close ranked by chips: Anna holds the first stack given, Bruno the second, and so on. */
    private static List<Place<String>> byChips(long... chips) {
        List<Finish<String>> table = new ArrayList<>();
        for (int i = 0; i < chips.length; i++) {
            table.add(Finish.withChips(PLAYERS.get(i), chips[i]));
        }
        return Ranking.italianTable(table);
    }

    /** The points of a table ranked by chips, under the rule book's schemes. */
    private static Map<String, String> pointsByChips(long... chips) {
        return pointsOf(PlacePoints.forTable(byChips(chips), PointsSchemes.defaults()));
    }

    private static Map<String, String> pointsOf(List<Award<String>> awards) {
        return awards.stream()
                .collect(Collectors.toMap(Award::player, a -> a.points().toString()));
    }

    @Test
    void fourPlayerTableScoresTenSixThreeOne() {
        assertEquals(
                Map.of("Anna", "10", "Bruno", "6", "Carla", "3", "Dario", "1"),
                pointsByChips(31_000, 25_000, 17_000, 7_000));
    }

    @Test
    void fivePlayerTableScoresTwelveEightFiveThreeOne() {
        assertEquals(
                Map.of("Anna", "12", "Bruno", "8", "Carla", "5", "Dario", "3", "Elena", "1"),
                pointsByChips(40_000, 30_000, 20_000, 9_000, 1_000));
    }

    @Test
    void playersTiedForSecondAndThirdAtAFourTableShareFourPointFiveEach() {
        List<Place<String>> places = byChips(40_000, 15_000, 15_000, 10_000);
        List<Award<String>> awards = PlacePoints.forTable(places, PointsSchemes.defaults());
        assertEquals(Map.of("Anna", "10", "Bruno", "4.5", "Carla", "4.5", "Dario", "1"), pointsOf(awards));
        Award<String> bruno = awards.stream()
                .filter(a -> a.player().equals("Bruno"))
                .findFirst()
                .orElseThrow();
        assertEquals(2, bruno.place());
        assertEquals(2, bruno.sharedBy());
    }

    @Test
    void threePlayersTiedAtAFiveTableShareTheirThreePlacesExactly() {
        List<Place<String>> places = byChips(40_000, 12_000, 12_000, 12_000, 4_000);
        List<Award<String>> awards = PlacePoints.forTable(places, PointsSchemes.defaults());
        assertEquals(
                Map.of("Anna", "12", "Bruno", "5.33", "Carla", "5.33", "Dario", "5.33", "Elena", "1"),
                pointsOf(awards));
        Points total = awards.stream().map(Award::points).reduce(Points.ZERO, Points::plus);
        assertEquals(Points.of(12 + 8 + 5 + 3 + 1), total);
    }

    @Test
    void aWholeTableTiedSharesAllThePoints() {
        assertEquals(
                Map.of("Anna", "5", "Bruno", "5", "Carla", "5", "Dario", "5"),
                pointsByChips(20_000, 20_000, 20_000, 20_000));
    }

    @Test
    void schemesAreInputsSoAnOrganizerMayChangeThem() {
        PointsSchemes schemes = PointsSchemes.defaults().with(4, PointsScheme.wholePoints(8, 4, 2, 0));
        List<Place<String>> places = byChips(31_000, 25_000, 17_000, 7_000);
        assertEquals(
                Map.of("Anna", "8", "Bruno", "4", "Carla", "2", "Dario", "0"),
                pointsOf(PlacePoints.forTable(places, schemes)));
    }

    @Test
    void aTableSizeWithoutSchemeIsRefusedNamingTheSize() {
        List<Place<String>> places = byChips(30_000, 20_000, 10_000);
        RuleViolation refused =
                assertThrows(RuleViolation.class, () -> PlacePoints.forTable(places, PointsSchemes.defaults()));
        assertEquals("no-points-scheme", refused.code());
        assertEquals(3, refused.details().get("tableSize"));
    }

    @Test
    void aThreePlayerTableScoresWithTheSchemeTheOrganizerSet() {
        PointsSchemes schemes = PointsSchemes.defaults().with(3, PointsScheme.wholePoints(8, 4, 1));
        List<Place<String>> places = byChips(30_000, 20_000, 10_000);
        assertEquals(Map.of("Anna", "8", "Bruno", "4", "Carla", "1"), pointsOf(PlacePoints.forTable(places, schemes)));
    }

    @Test
    void aSchemeGivingALaterPlaceMoreIsRefused() {
        RuleViolation refused = assertThrows(RuleViolation.class, () -> PointsScheme.wholePoints(10, 3, 6, 1));
        assertEquals("points-scheme-not-decreasing", refused.code());
        assertEquals(3, refused.details().get("place"));
    }

    @Test
    void anEmptyOrNegativeSchemeIsRefused() {
        assertEquals(
                "points-scheme-empty",
                assertThrows(RuleViolation.class, PointsScheme::wholePoints).code());
        RuleViolation negative = assertThrows(RuleViolation.class, () -> PointsScheme.wholePoints(3, -1));
        assertEquals("points-scheme-negative", negative.code());
        assertEquals(2, negative.details().get("place"));
    }

    @Test
    void placesBeyondALeagueSchemeScoreNothing() {
        PointsScheme league = PointsScheme.wholePoints(25, 15, 10);
        assertEquals(Points.of(10), league.forPlace(3));
        assertEquals(Points.ZERO, league.forPlace(4));
        assertEquals(Points.of(5), league.share(3, 2));
    }
}
