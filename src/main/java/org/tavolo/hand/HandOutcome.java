package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.italian.ItalianHandRules;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.table.EnteredHand;
import org.tavolo.poker.table.OutOfOrder;
import org.tavolo.poker.table.PlayedHand;
import org.tavolo.poker.table.TableAtHand;
import org.tavolo.poker.table.TableRules;
import org.tavolo.tournament.Tournament;

/**
 * What a hand does at a table, computed the one way both its preview and its recording use: the core's table rules
 * ({@link TableRules}: seats, stacks, the Italian and Hold'em rules, the parol pot carried into play or left on the
 * table, the settlement, every stack after) on the table as {@link HandTables} reads it, and the Teresina time of the
 * tournament's clock (docs/rules.md#teresina-time).
 *
 * @param opening the minimum opening the hand was played under (Italian draw), else null
 * @param settled the core's settlement
 * @param parol   the table's carried pot and what this hand does with it
 * @param carried the carried chips this hand paid out, and what stays carried
 * @param deltas  each player's change of chips, in the order entered
 * @param stacks  the stacks before and after, and who ran out of chips
 */
public record HandOutcome(
        RecordedHand.Opening opening,
        SettledHand settled,
        PlayedHand.Parol parol,
        CarriedPot.Paid carried,
        Map<Integer, Long> deltas,
        TableAtPlay.StackChanges stacks) {

    /**
     * The hand checked and settled against the table as it is; refusals name the request field. With
     * {@code anyPastLevel} (the organizer) a Hold'em hand may name any level already played.
     */
    static HandOutcome of(
            Tournament tournament,
            Game game,
            TableAtPlay table,
            EnterHandRequest request,
            ClockReading now,
            boolean anyPastLevel) {
        TableAtHand atHand = HandTables.of(tournament, table, now, request.level(), anyPastLevel);
        EnteredHand hand = HandTables.entered(game, request);
        PlayedHand played;
        try {
            TableRules.checkEntered(atHand, hand);
            if (game == Game.TERESINA && !ItalianHandRules.teresaOwed(tournament.settings(), table.where())) {
                ItalianHandRules.requireTeresinaTime(tournament.settings().clockStructure(), now);
            }
            played = TableRules.play(atHand, hand);
        } catch (OutOfOrder refused) {
            throw ProblemException.conflict(refused.code(), refused.getMessage(), refused.details());
        } catch (RuleViolation refused) {
            // docs/rules.md#covering-the-ante: the refusal names the seat's entry too
            throw "cannot-cover-ante".equals(refused.code())
                    ? refused.with(
                            "entry", table.entryAt((Integer) refused.details().get("seat")))
                    : refused;
        }
        PlayedHand.Opening opening = played.opening();
        return new HandOutcome(
                opening == null
                        ? null
                        : RecordedHand.Opening.of(opening.requirement(), opening.opened(), opening.replayNext()),
                played.settled(),
                played.parol(),
                played.carried(),
                played.deltas(),
                table.apply(played.deltas()));
    }

    /** Settled, or pending the director's ruling when a pot's hands form a cycle. */
    HandStatus status() {
        return settled.settlement().totalUnawarded() > 0 ? HandStatus.PENDING_RULING : HandStatus.SETTLED;
    }

    /**
     * What the hand does, in the one shape it is answered and stored in (its preview is the hand recorded and
     * rolled back, {@link HandPreviewService}). Only what recording decides is given: the hand's id and number, who
     * ran out of chips with their Hold'em places, and the floor's moves.
     */
    RecordedHand.Answer answer(
            TableInGame where, long hand, int handNo, List<RecordedHand.Out> eliminated, List<Move> moves) {
        return new RecordedHand.Answer(
                hand,
                handNo,
                where.game(),
                where.table(),
                status(),
                Settling.recorded(settled),
                stacks.changes().stream()
                        .map(c -> new RecordedHand.Stack(c.seat(), c.entry(), c.before(), c.after()))
                        .toList(),
                eliminated,
                moves,
                opening,
                carriedAround());
    }

    /** The players the hand leaves without chips, unplaced: who a preview shows going out. */
    List<RecordedHand.Out> outOfChips() {
        return stacks.changes().stream()
                .filter(c -> stacks.outOfChips().containsKey(c.entry()))
                .map(c -> new RecordedHand.Out(c.seat(), c.entry(), c.before(), null))
                .toList();
    }

    /** The table's carried pot around the hand, when it carried one before or after (docs/rules.md#parol). */
    private RecordedHand.Carried carriedAround() {
        if (parol.carried().total() == 0 && carried.left().total() == 0) {
            return null;
        }
        return new RecordedHand.Carried(
                parol.carried().total(), carried.shares(), carried.left().total(), parol.parolHand());
    }
}
