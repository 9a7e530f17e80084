package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md#holdem-tournament: Hold'em finishing places are the reverse order of elimination. */
class HoldemFinishingPlacesTest {

    @Test
    void finishingPlacesAreTheReverseOrderOfElimination() {
        List<Place<String>> places = Ranking.holdemFinishingPlaces(List.of(
                Finish.eliminated("Anna", 4, 6_000),
                Finish.eliminated("Bruno", 31, 2_000),
                Finish.eliminated("Carla", 12, 9_000),
                Finish.withChips("Dario", 30_000)));
        assertEquals(
                List.of(
                        new Place<>("Dario", 1, 1),
                        new Place<>("Bruno", 2, 1),
                        new Place<>("Carla", 3, 1),
                        new Place<>("Anna", 4, 1)),
                places);
    }

    @Test
    void playersStillInHaveNoPlaceYetButTheEliminatedDo() {
        List<Place<String>> places = Ranking.holdemFinishingPlaces(List.of(
                Finish.withChips("Anna", 10_000),
                Finish.withChips("Bruno", 14_000),
                Finish.eliminated("Carla", 5, 6_000),
                Finish.withChips("Dario", 12_000),
                Finish.eliminated("Elena", 2, 6_000)));
        assertEquals(List.of(new Place<>("Carla", 4, 1), new Place<>("Elena", 5, 1)), places);
    }

    @Test
    void playersBustingInOneHandAreOrderedByTheirChipsWhenItBeganAndEqualChipsShareThePlace() {
        List<Place<String>> places = Ranking.holdemFinishingPlaces(List.of(
                Finish.withChips("Anna", 40_000),
                Finish.withChips("Bruno", 20_000),
                Finish.eliminated("Carla", 20, 3_000),
                Finish.eliminated("Dario", 20, 8_000),
                Finish.eliminated("Elena", 20, 3_000),
                Finish.eliminated("Fabio", 11, 500)));
        assertEquals(
                List.of(
                        new Place<>("Dario", 3, 1),
                        new Place<>("Carla", 4, 2),
                        new Place<>("Elena", 4, 2),
                        new Place<>("Fabio", 6, 1)),
                places);
    }

    @Test
    void leaguePointsFollowTheFinishingPlaces() {
        List<Place<String>> places = Ranking.holdemFinishingPlaces(List.of(
                Finish.withChips("Anna", 40_000),
                Finish.eliminated("Bruno", 20, 3_000),
                Finish.eliminated("Carla", 20, 3_000),
                Finish.eliminated("Dario", 3, 3_000)));
        List<Award<String>> awards = PlacePoints.award(places, PointsScheme.wholePoints(25, 15, 10));
        assertEquals(
                List.of("Anna:25", "Bruno:12.5", "Carla:12.5", "Dario:0"),
                awards.stream().map(a -> a.player() + ":" + a.points()).toList());
    }
}
