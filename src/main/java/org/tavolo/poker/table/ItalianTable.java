package org.tavolo.poker.table;

import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.HandAgainstStacks;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningCheck;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.ItalianStakes;

/**
 * The Italian rules a hand is checked against beside the table's stacks: a player who cannot cover the ante and the
 * opening is out of the game (docs/rules.md#covering-the-ante), a contribution no legal betting could produce is
 * refused (docs/rules.md#betting-limits), the opener opens with the table's minimum opening (docs/rules.md#opening,
 * #opener, #buio), and a hand nobody opened moves no chips and raises the minimum opening.
 */
final class ItalianTable {

    private ItalianTable() {}

    /** Checks an Italian hand; answers the opening it was played under (Italian draw), or null for other games. */
    static PlayedHand.Opening check(TableAtHand table, EnteredHand hand) {
        Game game = hand.game();
        if (!game.italian()) {
            return null;
        }
        if (game == Game.TERESINA) {
            ParolTable.requireNoReplayWaiting(table, game);
        }
        long ante = game == Game.TERESINA ? table.ante() / 2 : table.ante();
        if (hand.opener() != null && (game != Game.ITALIAN_DRAW || !hand.opened())) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian poker hand that was opened names its opener; this is "
                            + (game == Game.ITALIAN_DRAW ? "a hand nobody opened." : game.inWords() + "."),
                    Map.of("field", "opener"));
        }
        HandAgainstStacks against = TableRules.against(table, hand);
        if (game == Game.ITALIAN_DRAW && !hand.opened()) {
            against.requireNothingMoved();
            return new PlayedHand.Opening(table.opening(), false, ParolTable.replayNext(table, hand));
        }
        if (game != Game.ITALIAN_DRAW) {
            against.requirePossible(ante);
            return null;
        }
        OpeningRequirement requirement = table.opening();
        boolean replayNext = ParolTable.replayNext(table, hand);
        if (table.carried().replay()) {
            // a replayed parol pot takes no ante: its bets are checked by the core (docs/rules.md#parol)
            ParolTable.checkOpener(table, hand, requirement);
            return new PlayedHand.Opening(requirement, true, replayNext);
        }
        Opener opener = opener(table, hand, requirement);
        against.requireAnteCovered(new ItalianStakes(ante, opener == null ? table.chipUnit() : opener.amount()));
        against.requirePossible(ante);
        if (opener != null) {
            against.requireOpeningCalled(ante + opener.amount());
        }
        return new PlayedHand.Opening(requirement, true, replayNext);
    }

    /** The hand's opener checked against the table (docs/rules.md#opener, #buio), or null when the hand names none. */
    private static Opener opener(TableAtHand table, EnteredHand hand, OpeningRequirement requirement) {
        EnteredHand.Opener entered = hand.opener();
        if (entered == null) {
            return null;
        }
        try {
            List<Card> cards = entered.cards() == null ? List.of() : Card.parseAll(entered.cards());
            Opener opener = new Opener(entered.seat(), entered.amount(), entered.kind(), cards);
            OpeningCheck.check(
                    opener,
                    new OpeningCheck.Table(
                            table.inPlay(),
                            TableRules.contributed(hand),
                            hand.button(),
                            table.ante(),
                            table.chipUnit()),
                    requirement,
                    table.rules(Game.ITALIAN_DRAW));
            return opener;
        } catch (RuleViolation refused) {
            throw refused.details().containsKey("field")
                    ? refused
                    : refused.with("field", "opener.cards").with("seat", entered.seat());
        }
    }
}
