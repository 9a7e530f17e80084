package org.tavolo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.rules.TableNight.folds;
import static org.tavolo.rules.TableNight.shows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.scoring.PointsSchemes;

/**
 * The close of an Italian table (docs/rules.md#italian-tournament): by chips, then the players out, the last out
 * first and those out in the same hand by their chips when it began; equal players share the points of the places
 * they hold. 10/6/3/1 at a table of four, 12/8/5/3/1 at a table of five.
 */
@Tag("rules")
class ItalianCloseTest {

    @Test
    void twoEqualStacksShareTheSecondAndThirdPlacesPointsAtATableOfFour() {
        TableNight table = TableNight.italianOfFour();

        table.hand(
                1, shows(1, 5000, "Ah Ad Ac 8c 9d"), folds(2, 1000), folds(3, 1000), shows(4, 5000, "Kh Ks 7c 7d 8h"));
        assertEquals(Map.of("Anna", 27_000L, "Bruno", 19_000L, "Carla", 19_000L, "Dario", 15_000L), table.chips());

        assertEquals(
                List.of("1 Anna 10", "2-3 Bruno 4.5", "2-3 Carla 4.5", "4 Dario 1"),
                table.close(PointsSchemes.defaults()));
    }

    @Test
    void twoPlayersOutInOneHandAreOrderedByTheirChipsWhenItBeganAtATableOfFive() {
        TableNight table = TableNight.italian()
                .seat(1, "Anna", 20_000)
                .seat(2, "Bruno", 20_000)
                .seat(3, "Carla", 20_000)
                .seat(4, "Dario", 4_000)
                .seat(5, "Elena", 6_000);

        // Dario and Elena all in against Anna's full house; Bruno and Carla fold after the ante.
        table.hand(
                1,
                shows(1, 6000, "Ah Ad Ac Kc Kd"),
                folds(2, 1000),
                folds(3, 1000),
                shows(4, 4000, "Qh Qs 7c 7d 8h"),
                shows(5, 6000, "Jh Js 9c 9d Th"));
        assertEquals(
                Map.of("Anna", 32_000L, "Bruno", 19_000L, "Carla", 19_000L, "Dario", 0L, "Elena", 0L), table.chips());

        assertEquals(
                List.of("1 Anna 12", "2-3 Bruno 6.5", "2-3 Carla 6.5", "4 Elena 3", "5 Dario 1"),
                table.close(PointsSchemes.defaults()));
    }

    @Test
    void threeEqualStacksShareTheirPlacesPointsInThirds() {
        TableNight table = TableNight.italianOfFour();

        table.hand(2, shows(1, 4000, "Ah Ad Ac 8c 9d"), folds(2, 1000), folds(3, 1000), folds(4, 1000));

        // 6 + 3 + 1 shared by three: 3.33 each, shown to the hundredth.
        assertEquals(
                List.of("1 Anna 10", "2-4 Bruno 3.33", "2-4 Carla 3.33", "2-4 Dario 3.33"),
                table.close(PointsSchemes.defaults()));
    }
}
