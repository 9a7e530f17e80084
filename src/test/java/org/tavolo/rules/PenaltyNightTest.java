package org.tavolo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.rules.TableNight.folds;
import static org.tavolo.rules.TableNight.shows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.Referee;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Pot;
import org.tavolo.poker.settlement.TableSeats;
import org.tavolo.poker.table.PlayedHand;

/**
 * Penalties at an Italian table of four (docs/rules.md#penalties), as far as the core holds them: chips paid to the
 * pot are carried and go with the main pot of the next hand won; chips paid to the players are split as a split pot
 * is, the odd cips one each from the first seat left of the button. Which kinds exist and what each may take (a
 * skipped hand takes nothing, a penalty at most the stack, chips out of play) is the penalty service's.
 */
@Tag("rules")
class PenaltyNightTest {

    @Test
    void chipsPaidToThePotGoWithTheMainPotOfTheNextHandWon() {
        TableNight table = TableNight.italianOfFour();

        // The dealer turned a card: eight chips of 100 to the pot.
        table.penaltyToThePot(4, 800);
        assertEquals(new CarriedPot(0, 800), table.carried());
        assertEquals(Map.of("Anna", 20_000L, "Bruno", 20_000L, "Carla", 20_000L, "Dario", 19_200L), table.chips());
        assertEquals(80_000L, table.chipsInPlay());

        // Nobody opens: the penalty stays carried.
        table.nobodyOpens(4);
        assertEquals(new CarriedPot(0, 800), table.carried());

        // Anna wins the next hand: its pot of 6,000 and the 800 carried.
        PlayedHand won = table.hand(
                1, shows(1, 2000, "Ah Ad Ac 9d Tc"), shows(2, 2000, "Kh Ks 7c 7d 8h"), folds(3, 1000), folds(4, 1000));
        assertEquals(Map.of(1, 800L), won.carried().shares());
        assertEquals(CarriedPot.NONE, table.carried());
        assertEquals(Map.of("Anna", 24_800L, "Bruno", 18_000L, "Carla", 19_000L, "Dario", 18_200L), table.chips());
        assertEquals(80_000L, table.chipsInPlay());
    }

    @Test
    void chipsPaidToThePlayersAreSplitInWholeCipsTheOddOnesFromTheLeftOfTheButton() {
        TableNight table = TableNight.italianOfFour();

        // Dario pays 500 to the three others, the button at seat 2: 100 each, and the two odd cips to seats 3 and 1.
        List<Integer> others = List.of(1, 2, 3);
        Map<Integer, Long> shares = Referee.rule(
                        new TableSeats(List.of(1, 2, 3, 4), 2), 100, Pot.named("main", 500, others), others)
                .shares();
        table.move(Map.of(4, -500L));
        table.move(shares);

        assertEquals(Map.of("Anna", 20_200L, "Bruno", 20_100L, "Carla", 20_200L, "Dario", 19_500L), table.chips());
        assertEquals(80_000L, table.chipsInPlay());
    }
}
