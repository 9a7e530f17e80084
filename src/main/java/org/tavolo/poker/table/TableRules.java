package org.tavolo.poker.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.betting.HandAgainstStacks;
import org.tavolo.poker.cards.CardTexts;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Settlement;

/**
 * A hand played at a table, the one way the service records it and the page previews it: the table's checks (seats,
 * stacks, what was put in), the Italian rules ({@link ItalianTable}), the Hold'em blinds by position, the pot the table
 * carries ({@link ParolTable}), the {@link Referee}'s settlement and every stack after. Refusals name the entered
 * hand's field ({@code players[1].contributed}, {@code opener.cards}).
 */
public final class TableRules {

    /**
     * The problem types a hand played at a table can be refused with: the table's rules, the settlement, the cards and
     * the rules of the game.
     */
    public static final List<String> REFUSALS = List.of(
            "amount-not-multiple-of-unit",
            "amount-too-large",
            "blind-opening-out-of-place",
            "button-not-a-seat",
            "cannot-cover-ante",
            "card-not-in-deck",
            "contribution-exceeds-stack",
            "duplicate-card",
            "duplicate-seat",
            "folded-player-with-cards",
            "impossible-contribution",
            "invalid-chip-unit",
            "invalid-opening",
            "invalid-seat",
            "missing-cards",
            "missing-deck",
            "negative-amount",
            "no-hands",
            "no-live-player",
            "opener-not-in-hand",
            "opening-too-weak",
            "option-not-applicable",
            "parol-buy-back",
            "parol-no-ante",
            "parol-part",
            "parol-pot-waiting",
            "parol-shows-no-cards",
            "passed-hand-moves-chips",
            "player-can-play",
            "player-out-of-chips",
            "seat-empty",
            "seat-not-at-table",
            "unknown-card",
            "unknown-deck",
            "winner-not-eligible",
            "wrong-card-count");

    private TableRules() {}

    /**
     * The checks that come before anything else: each player sits at the table, has chips and put in no more than
     * his stack; "nobody opened" and the parol options only where they apply.
     */
    public static void checkEntered(TableAtHand table, EnteredHand hand) {
        against(table, hand).requireStacksCover();
        if (hand.game() != Game.ITALIAN_DRAW && !hand.opened()) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian poker hand can be entered as one nobody opened; this is "
                            + hand.game().inWords() + ".",
                    Map.of("field", "opened"));
        }
        ParolTable.requireApplicable(hand);
    }

    /** The hand checked against the table and settled, with the carried pot it paid out and every stack after. */
    public static PlayedHand play(TableAtHand table, EnteredHand hand) {
        checkEntered(table, hand);
        PlayedHand.Opening opening = ItalianTable.check(table, hand);
        requireBlinds(table, hand);
        PlayedHand.Parol parol = ParolTable.of(table, hand);
        SettledHand settled = parol.parolHand() || !hand.opened()
                ? nothingSettled()
                : settle(table, ParolTable.toSettle(parol, hand));
        CarriedPot.Paid carried = ParolTable.paid(parol, settled, table, hand);
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        Map<Integer, Long> after = new LinkedHashMap<>();
        for (EnteredHand.Player player : hand.players()) {
            long delta = settled.settlement().payouts().getOrDefault(player.seat(), 0L)
                    + carried.shares().getOrDefault(player.seat(), 0L)
                    - player.contributed();
            deltas.put(player.seat(), delta);
            after.put(player.seat(), table.stacks().get(player.seat()) + delta);
        }
        return new PlayedHand(opening, settled, parol, carried, deltas, after);
    }

    /** The settlement of a hand nobody opened, or a parol hand: no pot is paid, every chip stays where it is. */
    public static SettledHand nothingSettled() {
        return new SettledHand(new Settlement(Map.of(), List.of(), Map.of()), Map.of());
    }

    /** The hand's players against every seat's stack, for the core's checks of what they put in. */
    static HandAgainstStacks against(TableAtHand table, EnteredHand hand) {
        return new HandAgainstStacks(
                table.stacks(),
                hand.players().stream()
                        .map(p -> new HandAgainstStacks.Part(p.seat(), p.contributed(), p.folded(), p.showsCards()))
                        .toList());
    }

    /** Each player's contribution by seat. */
    static Map<Integer, Long> contributed(EnteredHand hand) {
        Map<Integer, Long> contributed = new TreeMap<>();
        hand.players().forEach(p -> contributed.put(p.seat(), p.contributed()));
        return contributed;
    }

    /**
     * docs/rules.md#blinds-by-position: in Hold'em, the blind seats counted from the hand's button put in at least the
     * blinds of the level in force, the big blind with his ante when he posts one (docs/rules.md#big-blind-ante), or
     * all their chips; the refusal names the seat's field.
     */
    private static void requireBlinds(TableAtHand table, EnteredHand hand) {
        if (hand.game() != Game.TEXAS_HOLDEM) {
            return;
        }
        Map<Integer, Long> stacks = table.inPlay();
        Blinds.of(stacks.keySet(), hand.button(), table.blindLevel())
                .flatMap(blinds -> blinds.unpaid(contributed(hand), stacks))
                .ifPresent(refused -> {
                    throw refused.with(
                            "field", fieldOf(hand, (Integer) refused.details().get("seat")));
                });
    }

    private static String fieldOf(EnteredHand hand, int seat) {
        for (int i = 0; i < hand.players().size(); i++) {
            if (hand.players().get(i).seat() == seat) {
                return "players[" + i + "].contributed";
            }
        }
        return "players";
    }

    /**
     * The hand settled by the {@link Referee}; in Hold'em the big blind's ante is dead money in his contribution
     * (docs/rules.md#big-blind-ante).
     */
    private static SettledHand settle(TableAtHand table, EnteredHand hand) {
        Map<Integer, Long> dead = hand.game() == Game.TEXAS_HOLDEM ? table.deadAnte(hand.button()) : Map.of();
        List<PlayerInHand> players = new ArrayList<>();
        for (int i = 0; i < hand.players().size(); i++) {
            EnteredHand.Player p = hand.players().get(i);
            players.add(new PlayerInHand(
                    p.seat(),
                    p.contributed(),
                    p.folded(),
                    CardTexts.ofPlayer(p.cards(), p.seat(), i),
                    dead.getOrDefault(p.seat(), 0L)));
        }
        return Referee.settle(new HandToSettle(
                hand.game(),
                table.rules(hand.game()),
                table.seats(),
                hand.button(),
                table.chipUnit(),
                CardTexts.ofBoard(hand.board()),
                players,
                Blinds.bigBlindSeat(table.inPlay().keySet(), hand.button()).orElse(null)));
    }
}
