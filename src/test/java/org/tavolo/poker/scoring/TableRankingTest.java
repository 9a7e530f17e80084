package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#italian-tournament: the table at the end of an Italian game, and 5.3: a Chinese poker table after its match. */
class TableRankingTest {

    @Test
    void italianTableIsRankedByChips() {
        List<Place<String>> places = Ranking.italianTable(List.of(
                Finish.withChips("Carla", 17_000), Finish.withChips("Anna", 31_000),
                Finish.withChips("Dario", 7_000), Finish.withChips("Bruno", 25_000)));
        assertEquals(
                List.of(
                        new Place<>("Anna", 1, 1),
                        new Place<>("Bruno", 2, 1),
                        new Place<>("Carla", 3, 1),
                        new Place<>("Dario", 4, 1)),
                places);
    }

    @Test
    void zeroChipPlayersRankBelowThoseWithChipsAndTheFirstEliminatedIsLast() {
        List<Place<String>> places = Ranking.italianTable(List.of(
                Finish.eliminated("Elena", 3, 2_000),
                Finish.withChips("Anna", 500),
                Finish.eliminated("Dario", 9, 30_000),
                Finish.withChips("Bruno", 69_500)));
        assertEquals(
                List.of(
                        new Place<>("Bruno", 1, 1),
                        new Place<>("Anna", 2, 1),
                        new Place<>("Dario", 3, 1),
                        new Place<>("Elena", 4, 1)),
                places);
    }

    @Test
    void playersBustingInOneHandAreOrderedByTheirChipsWhenItBegan() {
        List<Place<String>> places = Ranking.italianTable(List.of(
                Finish.withChips("Anna", 60_000),
                Finish.eliminated("Bruno", 7, 4_000),
                Finish.eliminated("Carla", 7, 12_000),
                Finish.eliminated("Dario", 7, 4_000),
                Finish.withChips("Elena", 40_000)));
        assertEquals(
                List.of(
                        new Place<>("Anna", 1, 1),
                        new Place<>("Elena", 2, 1),
                        new Place<>("Carla", 3, 1),
                        new Place<>("Bruno", 4, 2),
                        new Place<>("Dario", 4, 2)),
                places);
    }

    @Test
    void playersEqualOnChipsShareTheirPlaceAndTheNextPlaceIsSkipped() {
        List<Place<String>> places = Ranking.italianTable(List.of(
                Finish.withChips("Anna", 20_000), Finish.withChips("Bruno", 20_000),
                Finish.withChips("Carla", 30_000), Finish.withChips("Dario", 10_000)));
        assertEquals(
                List.of(
                        new Place<>("Carla", 1, 1),
                        new Place<>("Anna", 2, 2),
                        new Place<>("Bruno", 2, 2),
                        new Place<>("Dario", 4, 1)),
                places);
    }

    @Test
    void aZeroStackWithoutEliminationIsRefusedNamingThePlayer() {
        RuleViolation refused = assertThrows(RuleViolation.class, () -> Finish.withChips("Dario", 0));
        assertEquals("zero-chips-without-elimination", refused.code());
        assertEquals("Dario", refused.details().get("player"));
    }

    @Test
    void aNegativeStackIsRefused() {
        RuleViolation refused = assertThrows(RuleViolation.class, () -> Finish.withChips("Dario", -100));
        assertEquals("negative-chips", refused.code());
        assertEquals(-100L, refused.details().get("chips"));
    }

    @Test
    void aPlayerGivenTwiceIsRefused() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> Ranking.italianTable(
                        List.of(Finish.withChips("Anna", 20_000), Finish.withChips("Anna", 10_000))));
        assertEquals("duplicate-player", refused.code());
        assertEquals("Anna", refused.details().get("player"));
    }

    @Test
    void chineseMatchVictoryPointsRankTheTableWithTiesShared() {
        Map<String, Long> victoryPoints = new LinkedHashMap<>();
        victoryPoints.put("Anna", 7L);
        victoryPoints.put("Bruno", 12L);
        victoryPoints.put("Carla", 7L);
        victoryPoints.put("Dario", 0L);
        List<Place<String>> places = Ranking.byVictoryPoints(victoryPoints);
        assertEquals(
                List.of(
                        new Place<>("Bruno", 1, 1),
                        new Place<>("Anna", 2, 2),
                        new Place<>("Carla", 2, 2),
                        new Place<>("Dario", 4, 1)),
                places);
        List<Award<String>> awards =
                PlacePoints.award(places, PointsSchemes.defaults().forTableSize(4));
        assertEquals(
                List.of("10", "4.5", "4.5", "1"),
                awards.stream().map(a -> a.points().toString()).toList());
    }
}
