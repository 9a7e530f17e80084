package org.tavolo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.rules.TableNight.folds;
import static org.tavolo.rules.TableNight.shows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.poker.table.PlayedHand;

/**
 * A night at one Texas Hold'em table of four at blinds of 100/200 (docs/rules.md#holdem-tournament, #side-pots): three
 * players all in for different amounts make a main pot and two side pots, each to its best hand; the next hand puts a
 * player out, who takes the last place of the field.
 */
@Tag("rules")
class HoldemNightTest {

    @Test
    void sidePotsGoEachToTheBestHandThatReachedThemAndTheShortStackGoesOutFourth() {
        TableNight table = TableNight.holdem(100, 200)
                .seat(1, "Anna", 5000)
                .seat(2, "Bruno", 2000)
                .seat(3, "Carla", 8000)
                .seat(4, "Dario", 8000);

        // 1. Button 4: Anna (small blind) all in for 5,000, Bruno (big blind) for 2,000, Carla and Dario put in 6,000.
        PlayedHand first = table.holdem(
                4,
                "2c 7d 9h Jc Qs",
                shows(1, 5000, "Jh Jd"),
                shows(2, 2000, "Qh Qd"),
                shows(3, 6000, "9s 9d"),
                shows(4, 6000, "As Kd"));
        List<PotAward> pots = first.settled().settlement().pots();
        assertEquals(
                List.of(8000L, 9000L, 2000L),
                pots.stream().map(p -> p.pot().amount()).toList());
        assertEquals(
                List.of(List.of(1, 2, 3, 4), List.of(1, 3, 4), List.of(3, 4)),
                pots.stream().map(p -> p.pot().eligible()).toList());
        assertEquals(
                List.of(List.of(2), List.of(1), List.of(3)),
                pots.stream().map(PotAward::winners).toList());
        assertEquals(Map.of("Anna", 9000L, "Bruno", 8000L, "Carla", 4000L, "Dario", 2000L), table.chips());

        // 2. Button 1: Bruno folds his small blind, Dario all in for 2,000, Carla (big blind) calls with aces.
        table.holdem(1, "2c 3d 8h Tc Ks", folds(2, 100), shows(3, 2000, "Ah Ad"), shows(4, 2000, "7s 7d"));
        assertEquals(Map.of("Anna", 9000L, "Bruno", 7900L, "Carla", 6100L, "Dario", 0L), table.chips());
        assertEquals(23_000L, table.chipsInPlay());

        // The field's places so far: Dario out in the second hand is fourth; the three still in have none yet.
        List<Place<String>> places = Ranking.holdemFinishingPlaces(List.of(
                Finish.withChips("Anna", 9000),
                Finish.withChips("Bruno", 7900),
                Finish.withChips("Carla", 6100),
                Finish.eliminated("Dario", 2, 2000)));
        assertEquals(List.of(new Place<>("Dario", 4, 1)), places);
    }

    @Test
    void aSplitPotGivesItsOddChipToTheBigBlindFirst() {
        TableNight table = TableNight.holdem(100, 200)
                .seat(1, "Anna", 5000)
                .seat(2, "Bruno", 5000)
                .seat(3, "Carla", 5000);

        // Button 1: Bruno small blind folds 100; Anna and Carla (big blind) split 2,100 with the same straight.
        table.holdem(1, "9c Td Jh Qs 2c", shows(1, 1000, "Kh 3d"), folds(2, 100), shows(3, 1000, "Kd 4s"));
        assertEquals(Map.of("Anna", 5000L, "Bruno", 4900L, "Carla", 5100L), table.chips());
    }
}
