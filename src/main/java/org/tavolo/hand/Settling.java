package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.tournament.Tournament;

/** A hand entered at a table, settled by the core's {@link Referee} under the tournament's settings. */
final class Settling {

    private Settling() {}

    /** The settlement as the hand stores it. */
    static RecordedHand.Settlement recorded(SettledHand settled) {
        Map<Integer, RecordedHand.Shown> hands = new TreeMap<>();
        settled.hands()
                .forEach((seat, hand) -> hands.put(
                        seat,
                        new RecordedHand.Shown(
                                hand.category(),
                                hand.cards().stream().map(Card::toString).toList())));
        var settlement = settled.settlement();
        return new RecordedHand.Settlement(
                settlement.returned(),
                settlement.pots().stream().map(Settling::share).toList(),
                settlement.payouts(),
                settlement.unawarded().stream().map(Settling::held).toList(),
                hands,
                settlement.deadAnte().isEmpty() ? null : settlement.deadAnte());
    }

    private static RecordedHand.PotShare share(PotAward award) {
        return new RecordedHand.PotShare(
                award.pot().name(),
                award.pot().amount(),
                award.pot().eligible(),
                award.winners(),
                award.shares(),
                award.awarded());
    }

    private static RecordedHand.HeldPot held(PotAward award) {
        return new RecordedHand.HeldPot(
                award.pot().name(),
                award.pot().amount(),
                award.pot().eligible(),
                award.cycle(),
                new Verdict.Cycle(award.cycle()).describe());
    }

    /** The game of a hand: one the tournament's format plays, by default its first. */
    static Game gameOf(Tournament tournament, Game asked) {
        List<Game> allowed =
                switch (tournament.format()) {
                    case ITALIAN_DRAW -> List.of(Game.ITALIAN_DRAW, Game.TERESINA);
                    case TEXAS_HOLDEM -> List.of(Game.TEXAS_HOLDEM);
                    case CHINESE_POKER ->
                        throw ProblemException.conflict(
                                "wrong-format",
                                "Chinese poker matches are entered as match results, not hand by hand.",
                                Map.of("format", tournament.format().name()));
                };
        Game game = asked == null ? allowed.get(0) : asked;
        if (!allowed.contains(game)) {
            throw new RuleViolation(
                    "game-not-in-format",
                    game.inWords() + " is not played in a tournament of "
                            + tournament.format().inWords() + ".",
                    Map.of(
                            "field",
                            "game",
                            "game",
                            game.name(),
                            "format",
                            tournament.format().name()));
        }
        return game;
    }
}
