package org.tavolo.hand;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.CardTexts;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/** A hand entered at a table, settled by the core's {@link Referee} under the tournament's settings. */
final class Settling {

    private Settling() {}

    /** Settles the hand; refusals name the request field. */
    static SettledHand settle(Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request) {
        if (!ItalianHandRules.opened(request)) {
            return ItalianHandRules.nothingSettled();
        }
        TournamentSettings settings = tournament.settings();
        return Referee.settle(new HandToSettle(
                game,
                settings.rulesAt(game, table.seats().size()),
                List.copyOf(table.seats().keySet()),
                request.button(),
                settings.chipUnit(),
                CardTexts.ofBoard(request.board()),
                players(request.players())));
    }

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
                hands);
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

    private static List<PlayerInHand> players(List<EnterHandRequest.Player> players) {
        List<PlayerInHand> inHand = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            EnterHandRequest.Player p = players.get(i);
            inHand.add(new PlayerInHand(
                    p.seat(), p.contributed(), p.folded(), CardTexts.ofPlayer(p.cards(), p.seat(), i)));
        }
        return inHand;
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
