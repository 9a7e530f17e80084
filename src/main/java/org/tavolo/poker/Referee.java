package org.tavolo.poker;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseDeal;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Showdown;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.Pot;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.poker.settlement.PotLayout;
import org.tavolo.poker.settlement.Settlement;
import org.tavolo.poker.settlement.TableSeats;

/**
 * The one way into the core for settling hands and scoring Chinese poker: the stateless
 * calculators and the services that store hands and results both come through here, with core
 * values. A refusal about one player names his place in the list given ({@code players[2].contributed}).
 */
public final class Referee {

    private Referee() {}

    /**
     * One player's part in a hand.
     *
     * @param seat        his seat, numbered from 1
     * @param contributed the chips he put in, blinds and antes included
     * @param folded      whether he gave up the hand
     * @param cards       the cards he shows (empty if none); a folded player shows none
     * @param dead        the part of {@code contributed} that is dead money: the big blind's ante
     *                    (docs/rules.md#big-blind-ante), else 0
     */
    public record PlayerInHand(int seat, long contributed, boolean folded, List<Card> cards, long dead) {
        public PlayerInHand {
            cards = cards == null ? List.of() : List.copyOf(cards);
        }

        /** A player whose chips are all live bets. */
        public PlayerInHand(int seat, long contributed, boolean folded, List<Card> cards) {
            this(seat, contributed, folded, cards, 0);
        }

        Contribution contribution() {
            return new Contribution(seat, contributed, folded, dead);
        }
    }

    /**
     * A hand to settle.
     *
     * @param game     the game played
     * @param rules    the ranking it is played under
     * @param seats    every seat at the table, clockwise; {@code null} for the players' seats
     * @param button   the dealer button's seat
     * @param chipUnit the smallest chip in play
     * @param board    the community cards ({@code List.of()} for games without a board)
     * @param players  every player who put chips in
     * @param bigBlind Texas Hold'em: the big blind's seat, counted from the seats in play; null to count it from
     *                 {@code seats} (docs/rules.md#odd-chips)
     */
    public record HandToSettle(
            Game game,
            RuleSet rules,
            List<Integer> seats,
            int button,
            long chipUnit,
            List<Card> board,
            List<PlayerInHand> players,
            Integer bigBlind) {
        public HandToSettle {
            seats = seats == null ? null : List.copyOf(seats);
            board = board == null ? List.of() : List.copyOf(board);
            players = List.copyOf(players);
        }

        /** A hand whose big blind, in Hold'em, is counted from its seats. */
        public HandToSettle(
                Game game,
                RuleSet rules,
                List<Integer> seats,
                int button,
                long chipUnit,
                List<Card> board,
                List<PlayerInHand> players) {
            this(game, rules, seats, button, chipUnit, board, players, null);
        }
    }

    /** A settled hand: who gets which chips, and the best hand of each player who showed. */
    public record SettledHand(Settlement settlement, Map<Integer, HandValue> hands) {}

    /**
     * Settles a hand (docs/rules.md#side-pots, #resti): lays out the pots, checks that whoever must
     * show cards did, lets the evaluator decide each contested pot; pots whose hands form a cycle
     * are left to the director (docs/rules.md#italian).
     */
    public static SettledHand settle(HandToSettle hand) {
        List<Integer> seatOrder = checkSeats(hand.players());
        try {
            TableSeats table =
                    oddChipsOf(hand, new TableSeats(hand.seats() == null ? seatOrder : hand.seats(), hand.button()));
            PotLayout layout = PotLayout.of(
                    table,
                    hand.chipUnit(),
                    hand.players().stream().map(PlayerInHand::contribution).toList());
            Map<Integer, List<Card>> shown = shownCards(hand.players());
            if (!layout.needsShowdown()) {
                return new SettledHand(layout.settle(Referee::noShowdown), Map.of());
            }
            requireShown(layout, shown);
            Showdown showdown = Showdown.of(hand.game(), hand.rules(), hand.board(), shown);
            Map<Integer, HandValue> hands = new LinkedHashMap<>();
            showdown.seats().forEach(seat -> hands.put(seat, showdown.hand(seat)));
            return new SettledHand(layout.settle(showdown::among), hands);
        } catch (RuleViolation e) {
            throw located(e, seatOrder);
        }
    }

    /**
     * docs/rules.md#odd-chips: in Texas Hold'em the odd chips go first to the big blind («controbuio»), who speaks
     * first after the flop (003: «Si fa così un secondo giro di puntate iniziando dal giocatore di controbuio»), then
     * clockwise; heads-up too. Other games count them from the first seat to the left of the button (004).
     */
    private static TableSeats oddChipsOf(HandToSettle hand, TableSeats table) {
        if (hand.game() != Game.TEXAS_HOLDEM) {
            return table;
        }
        Integer bigBlind = hand.bigBlind() != null
                ? hand.bigBlind()
                : Blinds.bigBlindSeat(table.seats(), table.button()).orElse(null);
        return bigBlind == null || !table.contains(bigBlind) ? table : table.countingOddChipsFrom(bigBlind);
    }

    /**
     * The director's ruling on a pot a cycle left unpaid (docs/rules.md#italian): the winners must
     * be among the players who could win it; the pot is split as any pot is (docs/rules.md#side-pots).
     */
    public static PotAward rule(TableSeats table, long chipUnit, Pot pot, List<Integer> winners) {
        for (int winner : winners) {
            if (!pot.eligible().contains(winner)) {
                throw new RuleViolation(
                        "winner-not-eligible",
                        "Seat " + winner + " could not win the " + pot.name() + " pot.",
                        Map.of("seat", winner));
            }
        }
        return PotLayout.split(table, chipUnit, pot, winners.stream().distinct().toList());
    }

    /**
     * Scores one deal of Chinese poker (docs/rules.md#chinese-tokens); a refusal about one player
     * names his entry ({@code players[1].second}).
     */
    public static DealScore scoreChineseDeal(List<PlayerDeal> players, TokenSet tokens, TokenRule rule) {
        try {
            return ChineseDeal.score(players, tokens, rule);
        } catch (RuleViolation e) {
            throw locatedPlayer(e, players, "");
        }
    }

    /**
     * Scores a Chinese poker match of three deals (docs/rules.md#chinese-match); a refusal about
     * one player names his entry in its deal ({@code deals[2].players[0].tokens}).
     */
    public static MatchScore scoreChineseMatch(List<List<PlayerDeal>> deals, TokenSet tokens, TokenRule rule) {
        try {
            return ChineseMatch.score(deals, tokens, rule);
        } catch (RuleViolation e) {
            Object deal = e.details().get("deal");
            if (deal instanceof Integer d && d < deals.size()) {
                throw locatedPlayer(e, deals.get(d), "deals[" + d + "].");
            }
            throw e;
        }
    }

    private static RuleViolation locatedPlayer(RuleViolation e, List<PlayerDeal> players, String prefix) {
        Object field = e.details().get("field");
        if ("tokenSet".equals(field)) {
            return e;
        }
        int index = players.stream()
                .map(PlayerDeal::player)
                .toList()
                .lastIndexOf(e.details().get("player"));
        if (index < 0) {
            return e.with("field", prefix + (field == null ? "players" : field));
        }
        return e.with("field", prefix + "players[" + index + "]." + (field == null ? "player" : field));
    }

    /** Each player's seat numbered from 1 and given once. */
    private static List<Integer> checkSeats(List<PlayerInHand> players) {
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            int seat = players.get(i).seat();
            if (seat < 1) {
                throw new RuleViolation(
                        "invalid-seat",
                        "Seat " + seat + " is not a seat number; seats are numbered from 1.",
                        Map.of("field", "players[" + i + "].seat", "seat", seat));
            }
            if (seats.contains(seat)) {
                throw new RuleViolation(
                        "duplicate-seat",
                        "Seat " + seat + " is given twice.",
                        Map.of("field", "players[" + i + "].seat", "seat", seat));
            }
            seats.add(seat);
        }
        return seats;
    }

    /** The cards of the players still in who show them; a folded player shows none. */
    private static Map<Integer, List<Card>> shownCards(List<PlayerInHand> players) {
        Map<Integer, List<Card>> shown = new LinkedHashMap<>();
        for (PlayerInHand player : players) {
            if (player.cards().isEmpty()) {
                continue;
            }
            if (player.folded()) {
                throw new RuleViolation(
                        "folded-player-with-cards",
                        "Seat " + player.seat()
                                + " folded: a folded hand is not shown and cannot win, so leave out the cards of seat "
                                + player.seat() + ".",
                        Map.of("seat", player.seat()));
            }
            shown.put(player.seat(), player.cards());
        }
        return shown;
    }

    /** Every player who can win a contested pot must have shown his cards. */
    private static void requireShown(PotLayout layout, Map<Integer, List<Card>> shown) {
        for (int seat : layout.contenders()) {
            if (!shown.containsKey(seat)) {
                throw new RuleViolation(
                        "missing-cards",
                        "Seat " + seat + " is still in a pot that needs a showdown and must show its cards.",
                        Map.of("seat", seat));
            }
        }
    }

    private static Verdict noShowdown(Set<Integer> contenders) {
        throw new IllegalStateException("No pot is contested, yet a showdown was asked among " + contenders);
    }

    /**
     * Names the player's entry ({@code players[i].contributed}, {@code players[i].seat},
     * {@code players[i].cards}) when the refusal is about one player; others keep the field they name.
     */
    private static RuleViolation located(RuleViolation e, List<Integer> seatOrder) {
        Object seat = e.details().get("seat");
        int index = seat instanceof Integer s ? seatOrder.indexOf(s) : -1;
        Object field = e.details().get("field");
        if (index < 0) {
            return e;
        }
        if (field == null) {
            return e.with("field", "players[" + index + "].cards");
        }
        if ("contributed".equals(field) || "seat".equals(field)) {
            return e.with("field", "players[" + index + "]." + field);
        }
        return e;
    }
}
