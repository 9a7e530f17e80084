package org.tavolo.calculator;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.calculator.SettlementRequest.SettlementPlayer;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Showdown;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.PotLayout;
import org.tavolo.poker.settlement.Settlement;
import org.tavolo.poker.settlement.TableSeats;

/**
 * Settles one hand from a request: lays out the pots (docs/rules.md#side-pots), checks that whoever must show
 * cards did, lets the evaluator decide each contested pot and reports who gets which chips. Every
 * refusal names the request field ({@code players[2].contributed}) and the seat.
 */
@ApplicationScoped
public class SettlementCalculator {

    public SettlementView settle(SettlementRequest request) {
        List<SettlementPlayer> players = request.players();
        List<Integer> seatOrder = checkSeats(players);
        RuleSet rules = request.game().rules(request.deck(), request.flushRule(), request.straightFlushRule());
        try {
            TableSeats table = new TableSeats(request.seats() == null ? seatOrder : request.seats(), request.button());
            PotLayout layout = PotLayout.of(
                    table,
                    request.chipUnit(),
                    players.stream().map(SettlementCalculator::contribution).toList());
            Map<Integer, List<Card>> shown = shownCards(players);
            if (!layout.needsShowdown()) {
                return SettlementView.from(layout.settle(SettlementCalculator::noShowdown), Map.of());
            }
            return settleAtShowdown(layout, Showdown.of(request.game(), rules, board(request), shown(layout, shown)));
        } catch (RuleViolation e) {
            throw located(e, seatOrder);
        }
    }

    private static SettlementView settleAtShowdown(PotLayout layout, Showdown showdown) {
        Settlement settlement = layout.settle(showdown::among);
        Map<Integer, HandValue> hands = new LinkedHashMap<>();
        showdown.seats().forEach(seat -> hands.put(seat, showdown.hand(seat)));
        return SettlementView.from(settlement, hands);
    }

    /** Every player who can win a contested pot must have shown his cards. */
    private static Map<Integer, List<Card>> shown(PotLayout layout, Map<Integer, List<Card>> shown) {
        for (int seat : layout.contenders()) {
            if (!shown.containsKey(seat)) {
                throw new RuleViolation(
                        "missing-cards",
                        "Seat " + seat + " is still in a pot that needs a showdown and must show his cards.",
                        Map.of("seat", seat));
            }
        }
        return shown;
    }

    /** Each player's seat numbered from 1 and given once; refusals name the player's entry. */
    private static List<Integer> checkSeats(List<SettlementPlayer> players) {
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

    private static Contribution contribution(SettlementPlayer player) {
        return new Contribution(player.seat(), player.contributed(), player.folded());
    }

    /** The cards of the players still in who show them; a folded player shows none. */
    private static Map<Integer, List<Card>> shownCards(List<SettlementPlayer> players) {
        Map<Integer, List<Card>> shown = new LinkedHashMap<>();
        for (SettlementPlayer player : players) {
            boolean showsCards = player.cards() != null && !player.cards().isEmpty();
            if (showsCards && player.folded()) {
                throw new RuleViolation(
                        "folded-player-with-cards",
                        "Seat " + player.seat()
                                + " folded: a folded hand is not shown and cannot win, so leave out his cards.",
                        Map.of("seat", player.seat()));
            }
            if (showsCards) {
                try {
                    shown.put(player.seat(), Card.parseAll(player.cards()));
                } catch (RuleViolation e) {
                    throw e.with("seat", player.seat());
                }
            }
        }
        return shown;
    }

    private static List<Card> board(SettlementRequest request) {
        if (request.board() == null) {
            return List.of();
        }
        try {
            return Card.parseAll(request.board());
        } catch (RuleViolation e) {
            throw e.with("field", "board");
        }
    }

    private static Verdict noShowdown(Set<Integer> contenders) {
        throw new IllegalStateException("No pot is contested, yet a showdown was asked among " + contenders);
    }

    /**
     * Names the request field of a player's entry ({@code players[i].contributed}, {@code players[i].seat},
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
