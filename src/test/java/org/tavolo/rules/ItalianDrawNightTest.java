package org.tavolo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.rules.TableNight.blind;
import static org.tavolo.rules.TableNight.folds;
import static org.tavolo.rules.TableNight.opens;
import static org.tavolo.rules.TableNight.shows;
import static org.tavolo.rules.TableNight.stays;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.table.PlayedHand;

/**
 * A night at one Italian draw table of four, read hand by hand (docs/rules.md#italian-tournament): 20,000 u each, an
 * ante of 1,000 u; a hand nobody opens, an opening with queens, a buio, a parol pot and its replay with a buy-back,
 * side pots, the Teresa a full house owes, a player out, and the close at 10/6/3/1. Every hand is played by the core
 * alone.
 */
@Tag("rules")
class ItalianDrawNightTest {

    @Test
    void aNightAtAnItalianTableOfFourFromTheFirstHandToTheClose() {
        TableNight table = TableNight.italianOfFour();

        // 1. Nobody opens with jacks: no chip moves, the next hand needs queens.
        table.nobodyOpens(4);
        assertEquals(Map.of("Anna", 20_000L, "Bruno", 20_000L, "Carla", 20_000L, "Dario", 20_000L), table.chips());
        assertEquals(Rank.QUEEN, table.opening().minimumPair());

        // 2. Anna opens 2,000 with queens, Bruno calls with kings and sevens; the others fold after the ante.
        PlayedHand second = table.hand(
                1,
                opens(1, 2000, "Qh Qd 8c 9d Tc"),
                shows(1, 3000, "Qh Qd 8c 9d Tc"),
                shows(2, 3000, "Kh Ks 7c 7d 8h"),
                folds(3, 1000),
                folds(4, 1000));
        assertEquals(Rank.QUEEN, second.opening().requirement().minimumPair());
        assertEquals(Map.of("Anna", 17_000L, "Bruno", 25_000L, "Carla", 19_000L, "Dario", 19_000L), table.chips());
        assertEquals(OpeningRequirement.FIRST, table.opening());

        // 3. Carla, left of the button, opens blind (buio, the ante's value); Dario calls; three aces win.
        table.hand(
                2,
                blind(3, 1000, Opener.Kind.BUIO),
                folds(1, 1000),
                folds(2, 1000),
                shows(3, 2000, "Ac Ad Ah 8d 9s"),
                shows(4, 2000, "Jc Js Th Ts 9c"));
        assertEquals(Map.of("Anna", 16_000L, "Bruno", 24_000L, "Carla", 23_000L, "Dario", 17_000L), table.chips());

        // 4. Dario opens 1,000, Anna and Bruno call, Carla folds after the ante; everyone passes the word.
        PlayedHand parol = table.parol(3, stays(1, 2000), stays(2, 2000), folds(3, 1000), stays(4, 2000));
        assertEquals(Map.of("Anna", 14_000L, "Bruno", 22_000L, "Carla", 22_000L, "Dario", 15_000L), table.chips());
        assertEquals(new CarriedPot(7000, 0), table.carried());
        assertEquals(OpeningRequirement.parolPot(), table.opening());
        assertEquals(true, parol.opening().replayNext());
        assertEquals(Map.of(3, 1000L), table.atHand().buyBacks());

        // 5. The replay: no ante, kings to open, the least bet the 7,000 in play. Anna bets it; Carla buys back in
        // (1,000) and calls; three tens take the pot, the parol pot and the buy-back.
        PlayedHand replay = table.hand(4, shows(1, 7000, "Kc Kd 7h 8c 9h"), shows(3, 8000, "Tc Td Th 8s 7s"));
        assertEquals(Map.of(3, 8000L), replay.carried().shares());
        assertEquals(Map.of("Anna", 7_000L, "Bruno", 22_000L, "Carla", 36_000L, "Dario", 15_000L), table.chips());
        assertEquals(CarriedPot.NONE, table.carried());
        assertEquals(OpeningRequirement.FIRST, table.opening());

        // 6. Anna all in for 7,000 against Bruno and Carla, who put in 10,000 each: four aces take the main pot,
        // Carla's full house the side pot of 6,000 between her and Bruno.
        PlayedHand sidePots = table.hand(
                1,
                shows(1, 7000, "Ah Ac Ad As 7c"),
                shows(2, 10_000, "Qh Qc Jd Js 9h"),
                shows(3, 10_000, "Kh Kc Kd 8h 8c"),
                folds(4, 1000));
        assertEquals(
                List.of(22_000L, 6000L),
                sidePots.settled().settlement().pots().stream()
                        .map(p -> p.pot().amount())
                        .toList());
        assertEquals(
                List.of(List.of(1), List.of(3)),
                sidePots.settled().settlement().pots().stream()
                        .map(p -> p.winners())
                        .toList());
        assertEquals(Map.of("Anna", 22_000L, "Bruno", 12_000L, "Carla", 32_000L, "Dario", 14_000L), table.chips());

        // 7. The full house shown owes a Teresa: a hand of Teresina at half the ante, 500; Dario's three aces beat
        // Carla's two pair, and nothing owes another.
        assertTrue(table.teresaOwed());
        table.teresina(
                2, folds(1, 500), folds(2, 500), shows(3, 1500, "Ks Kh Qd Qc 7d"), shows(4, 1500, "As Ah Ad 8c 9d"));
        assertEquals(Map.of("Anna", 21_500L, "Bruno", 11_500L, "Carla", 30_500L, "Dario", 16_500L), table.chips());
        assertFalse(table.teresaOwed());

        // 8. Dario all in for 16,500, Carla calls and wins: Dario is out.
        table.hand(
                3,
                folds(1, 1000),
                folds(2, 1000),
                shows(3, 16_500, "Jh Jc Jd 9c 9d"),
                shows(4, 16_500, "Th Tc 8d 8s 7h"));
        assertEquals(Map.of("Anna", 20_500L, "Bruno", 10_500L, "Carla", 49_000L, "Dario", 0L), table.chips());
        assertEquals(80_000L, table.chipsInPlay());

        // The close: by chips, the player out last; 10/6/3/1 at a table of four.
        assertEquals(
                List.of("1 Carla 10", "2 Anna 6", "3 Bruno 3", "4 Dario 1"), table.close(PointsSchemes.defaults()));
    }
}
