package org.tavolo.poker.table;

import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Contribution;

/**
 * What a hand does at its table: the opening it was played under, its settlement, the carried pot it played for
 * and paid out, and each player's change of chips.
 *
 * @param opening the minimum opening the hand was played under (Italian draw), else null
 * @param settled the core's settlement
 * @param parol   the table's carried pot and what this hand does with it
 * @param carried the carried chips the hand paid out, and what stays carried
 * @param deltas  each player's change of chips, by seat in the order entered
 * @param after   each player's stack after the hand, by seat in the order entered
 */
public record PlayedHand(
        Opening opening,
        SettledHand settled,
        Parol parol,
        CarriedPot.Paid carried,
        Map<Integer, Long> deltas,
        Map<Integer, Long> after) {

    /**
     * The opening of an Italian draw hand.
     *
     * @param requirement the minimum opening the hand was played under
     * @param opened      whether anyone opened it
     * @param replayNext  whether the table's next hand replays a parol pot
     */
    public record Opening(OpeningRequirement requirement, boolean opened, boolean replayNext) {

        /** The minimum opening of the table's next hand: kings when it replays a parol pot (docs/rules.md#parol). */
        public OpeningRequirement next() {
            if (!opened) {
                return requirement.afterHandNobodyOpened();
            }
            return replayNext ? OpeningRequirement.parolPot() : requirement.afterOpenedHand();
        }
    }

    /**
     * A hand with the pot its table carries.
     *
     * @param carried     what the table carries before the hand
     * @param parolInPlay the parol chips the hand plays for (a replay), else 0
     * @param bets        Italian draw replay: contributions less buy-backs; otherwise the contributions as entered
     * @param buyBacks    chips paid to come back into the replayed pot
     * @param parolHand   whether every player passed the word after the draw
     */
    public record Parol(
            CarriedPot carried, long parolInPlay, List<Contribution> bets, long buyBacks, boolean parolHand) {

        public Parol {
            bets = List.copyOf(bets);
        }
    }
}
