package org.tavolo.poker.settlement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.RuleViolation;

/**
 * The hand that replays a parol pot (docs/rules.md#parol, 003 «Il piatto di "parol"»), read player by player:
 *
 * <ol>
 *   <li>«Nè il mazziere nè gli altri giocatori dovranno aumentare il piatto»: no ante. What a player puts in
 *       beyond his buy-back is nothing, or at least the least bet (the pot in play, «la puntata minima quella
 *       del piatto in gioco»), or everything he had; anything else would be an ante, and is refused.
 *   <li>«I giocatori che si siano ritirati possono partecipare … versando tante "u" quante ne hanno versato i
 *       giocatori che sono rimasti in gioco»: a player who folded in the parol hand, or was not in it, takes
 *       part by first paying his buy-back: what the players who stayed put in, less what he put in. A player
 *       who put in less than his buy-back is refused; one who put in nothing stays out.
 *   <li>The buy-backs join the replayed pot ({@link CarriedPot#paid}); the rest of each contribution is
 *       settled as any hand is ({@link PotLayout}).
 * </ol>
 *
 * @param pot     the parol chips in play: the least bet
 * @param buyBack what each seat pays to come back in; a seat not listed stayed in the parol hand (0)
 */
public record ParolReplay(long pot, Map<Integer, Long> buyBack) {

    public ParolReplay {
        buyBack = Map.copyOf(buyBack);
    }

    /**
     * Each seat's buy-back (step 2): the most a player who stayed in the parol hand put in, less what this
     * player put in it.
     *
     * @param parolHand what each seat put in the parol hand, and whether he folded
     * @param seats     the seats in play now
     */
    public static Map<Integer, Long> buyBacks(List<Contribution> parolHand, Iterable<Integer> seats) {
        long stayed = parolHand.stream()
                .filter(Contribution::live)
                .mapToLong(Contribution::amount)
                .max()
                .orElse(0);
        Map<Integer, Long> owed = new TreeMap<>();
        for (int seat : seats) {
            Contribution in =
                    parolHand.stream().filter(c -> c.seat() == seat).findFirst().orElse(null);
            long paid = in == null ? 0 : in.amount();
            if (in == null || in.folded()) {
                owed.put(seat, Math.max(0, stayed - paid));
            }
        }
        return owed;
    }

    /**
     * The hand's contributions less the buy-backs, after steps 1 and 2; a refusal names the player's place in
     * the list ({@code players[2].contributed}).
     *
     * @param contributions what each player put in, as entered
     * @param stacks        each seat's chips when the hand began
     */
    public Bets bets(List<Contribution> contributions, Map<Integer, Long> stacks) {
        List<Contribution> bets = new ArrayList<>();
        long buyBacks = 0;
        for (int i = 0; i < contributions.size(); i++) {
            Contribution c = contributions.get(i);
            long owed = c.amount() == 0 ? 0 : buyBack.getOrDefault(c.seat(), 0L);
            if (c.amount() < owed) {
                throw new RuleViolation(
                        "parol-buy-back",
                        "Seat " + c.seat() + " folded in the parol hand: they come back into its pot by paying what the"
                                + " players who stayed paid, " + owed + " more (docs/rules.md#parol); they put in "
                                + c.amount() + ". Enter 0 if they stayed out.",
                        Map.of("seat", c.seat(), "buyBack", owed, "field", "players[" + i + "].contributed"));
            }
            long bet = c.amount() - owed;
            boolean allIn = c.amount() == stacks.getOrDefault(c.seat(), 0L);
            if (bet > 0 && bet < pot && !allIn) {
                throw new RuleViolation(
                        "parol-no-ante",
                        "A replayed parol pot takes no ante, and its least bet is the pot in play, " + pot
                                + " (docs/rules.md#parol); seat " + c.seat() + " put in " + bet
                                + (owed > 0 ? " over their buy-back of " + owed : "") + ".",
                        Map.of("seat", c.seat(), "leastBet", pot, "field", "players[" + i + "].contributed"));
            }
            bets.add(new Contribution(c.seat(), bet, c.folded()));
            buyBacks = Math.addExact(buyBacks, owed);
        }
        return new Bets(bets, buyBacks);
    }

    /**
     * The replayed hand's bets, to settle, and the buy-backs that join the replayed pot.
     *
     * @param bets     each player's contribution less his buy-back
     * @param buyBacks the buy-backs together
     */
    public record Bets(List<Contribution> bets, long buyBacks) {

        public Bets {
            bets = List.copyOf(bets);
        }
    }

    /**
     * The opening of the replayed hand (003): at least the pot in play, and, as any opening, at most the pot
     * («max: valore del piatto»), so the pot in play exactly; opened before the draw after looking (no blind
     * opening, since there is no ante to match).
     */
    public void checkOpening(long amount, boolean blind) {
        if (blind) {
            throw new RuleViolation(
                    "parol-no-ante",
                    "A replayed parol pot takes no ante, so no buio or controbuio: it is opened after looking, with"
                            + " kings or better (docs/rules.md#parol).",
                    Map.of("field", "opener.kind"));
        }
        if (amount != pot) {
            throw new RuleViolation(
                    "invalid-opening",
                    "A replayed parol pot is opened with the pot in play, " + pot
                            + " (least and most bet, docs/rules.md#parol), not " + amount + ".",
                    Map.of("field", "opener.amount", "leastBet", pot));
        }
    }
}
