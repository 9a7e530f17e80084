package org.tavolo.poker.table;

import java.util.List;
import org.tavolo.poker.evaluation.Game;

/**
 * A hand as the table director enters it, before any check.
 *
 * @param game      the game played: Italian draw, Teresina or Texas Hold'em
 * @param button    the dealer button's seat
 * @param board     the community cards as typed (Hold'em), else empty
 * @param players   every player who put chips in, in the order entered
 * @param opened    Italian draw: false for a hand nobody opened
 * @param opener    Italian draw: who opened, with what and how, when the hand names him; else null
 * @param parol     Italian draw: every player passed the word after the draw (docs/rules.md#parol)
 * @param parolPart the part of the carried parol pot a replay is played for; null for all of it
 */
public record EnteredHand(
        Game game,
        int button,
        List<String> board,
        List<Player> players,
        boolean opened,
        Opener opener,
        boolean parol,
        Long parolPart) {

    public EnteredHand {
        board = board == null ? List.of() : List.copyOf(board);
        players = List.copyOf(players);
    }

    /** One player's part: his seat, the chips he put in, whether he folded, the cards he showed (null for none). */
    public record Player(int seat, long contributed, boolean folded, List<String> cards) {

        boolean showsCards() {
            return cards != null && !cards.isEmpty();
        }
    }

    /**
     * Who opened an Italian draw hand (docs/rules.md#opener, #buio): his seat, his opening bet over the ante, open
     * or blind, and the five cards he opened with when he showed them (null or empty otherwise).
     */
    public record Opener(int seat, long amount, org.tavolo.poker.betting.Opener.Kind kind, List<String> cards) {}

    /** The same hand with each player's contribution replaced, in order (a replay's bets less buy-backs). */
    EnteredHand withContributions(List<Long> amounts) {
        List<Player> changed = new java.util.ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            changed.add(new Player(p.seat(), amounts.get(i), p.folded(), p.cards()));
        }
        return new EnteredHand(game, button, board, changed, opened, opener, parol, parolPart);
    }
}
