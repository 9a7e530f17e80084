package org.tavolo.poker.settlement;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.evaluation.Verdict;

/**
 * The pots of one hand before the showdown: what goes back to its owner and how the rest is
 * layered. It is built from what each player put in, checks that input, and then settles with
 * whatever {@link BestHands} decides the hands.
 *
 * <p>docs/rules.md#side-pots, applied in this order:
 * <ol>
 * <li>A bet nobody could match is returned: the single largest contribution keeps only as much as
 *     the second largest, the excess goes back to its owner (002 example 1).</li>
 * <li>Pots are layered at the contribution levels of the players still in. Every contributor's
 *     chips are in the layers they reached; a folded player's chips stay there but he can win
 *     nothing. Chips of folded players above the highest level a player still in reached join the
 *     top pot: nobody else can win them.</li>
 * <li>Dead money (docs/rules.md#big-blind-ante: the big blind's ante) is no bet: steps 1 and 2 lay out the live
 *     bets only, and the dead chips join the main pot, whoever posted them. They are never returned as uncalled.</li>
 * </ol>
 * Italian "resti" (docs/rules.md#resti) are the same arithmetic: a player's resto is his contribution
 * level, so the winner collects from each opponent at most his own resto and the others keep the
 * layers above it among themselves.
 *
 * @param table         the seats and the button
 * @param chipUnit      the smallest chip in play; every amount is a multiple of it
 * @param contributions what each player put in, as given
 * @param returned      uncalled excess going back to its owner, by seat
 * @param pots          main pot first, then the side pots
 */
public record PotLayout(
        TableSeats table,
        long chipUnit,
        List<Contribution> contributions,
        Map<Integer, Long> returned,
        List<Pot> pots) {

    /** 10^15, more chips than any table holds: larger amounts are refused, so that no sum can overflow. */
    public static final long MAX_AMOUNT = 1_000_000_000_000_000L;

    public PotLayout {
        contributions = List.copyOf(contributions);
        returned = Collections.unmodifiableMap(new TreeMap<>(returned));
        pots = List.copyOf(pots);
    }

    /**
     * Lays out the pots of a hand.
     *
     * @throws RuleViolation if the chip unit is not positive, an amount is negative or not a
     *                       multiple of the unit, a seat is given twice or is not at the table, or
     *                       every player folded
     */
    public static PotLayout of(TableSeats table, long chipUnit, Collection<Contribution> contributions) {
        check(table, chipUnit, contributions);
        Map<Integer, Long> returned = new TreeMap<>();
        List<Contribution> called = returnUncalledExcess(contributions, returned);
        return new PotLayout(
                table, chipUnit, List.copyOf(contributions), returned, withDeadMoney(layer(called), called));
    }

    private static void check(TableSeats table, long chipUnit, Collection<Contribution> contributions) {
        if (chipUnit <= 0) {
            throw new RuleViolation(
                    "invalid-chip-unit",
                    "The chip unit must be a positive number of chips, not " + chipUnit + ".",
                    Map.of("field", "chipUnit"));
        }
        Set<Integer> seen = new HashSet<>();
        for (Contribution c : contributions) {
            if (!seen.add(c.seat())) {
                throw new RuleViolation(
                        "duplicate-seat",
                        "Seat " + c.seat() + " is given twice.",
                        Map.of("field", "seat", "seat", c.seat()));
            }
            checkContribution(table, chipUnit, c);
        }
        if (contributions.stream().noneMatch(Contribution::live)) {
            throw new RuleViolation(
                    "no-live-player",
                    "Every player folded: at least one player must still be in the hand.",
                    Map.of("field", "folded"));
        }
    }

    /** One player's contribution: a seat at the table, an amount that can be in a pot, whole chips. */
    private static void checkContribution(TableSeats table, long chipUnit, Contribution c) {
        if (!table.contains(c.seat())) {
            throw new RuleViolation(
                    "seat-not-at-table",
                    "Seat " + c.seat() + " is not a seat at this table.",
                    Map.of("field", "seat", "seat", c.seat()));
        }
        if (c.amount() < 0) {
            throw new RuleViolation(
                    "negative-amount",
                    "Seat " + c.seat() + " cannot have put in a negative amount (" + c.amount() + ").",
                    Map.of("field", "contributed", "seat", c.seat()));
        }
        if (c.amount() > MAX_AMOUNT) {
            throw new RuleViolation(
                    "amount-too-large",
                    "Seat " + c.seat() + " cannot have put in " + c.amount()
                            + " chips; the most one player can put in is " + MAX_AMOUNT + ".",
                    Map.of("field", "contributed", "seat", c.seat()));
        }
        if (c.dead() < 0 || c.dead() > c.amount()) {
            throw new RuleViolation(
                    "impossible-contribution",
                    "Seat " + c.seat() + " put in " + c.amount() + ", which cannot hold " + c.dead()
                            + " of dead money (docs/rules.md#big-blind-ante).",
                    Map.of("field", "contributed", "seat", c.seat(), "dead", c.dead()));
        }
        if (c.amount() % chipUnit != 0 || c.dead() % chipUnit != 0) {
            throw new RuleViolation(
                    "amount-not-multiple-of-unit",
                    "Seat " + c.seat() + " put in " + c.amount() + ", which is not a multiple of the chip unit "
                            + chipUnit + ".",
                    Map.of("field", "contributed", "seat", c.seat()));
        }
    }

    /**
     * docs/rules.md#side-pots: the excess of the single largest live bet over the second largest goes back; dead money
     * is no bet and never goes back (docs/rules.md#big-blind-ante).
     */
    private static List<Contribution> returnUncalledExcess(
            Collection<Contribution> contributions, Map<Integer, Long> returned) {
        List<Contribution> byBet = new ArrayList<>(contributions);
        byBet.sort(Comparator.comparingLong(Contribution::bet).reversed());
        Contribution top = byBet.get(0);
        long second = byBet.size() > 1 ? byBet.get(1).bet() : 0;
        if (top.bet() > second) {
            returned.put(top.seat(), top.bet() - second);
            byBet.set(0, top.less(top.bet() - second));
        }
        return byBet;
    }

    /** docs/rules.md#side-pots: one pot per live-bet level of the players still in, main pot first. */
    private static List<Pot> layer(List<Contribution> called) {
        TreeSet<Long> levels = new TreeSet<>();
        called.stream().filter(Contribution::live).forEach(c -> levels.add(c.bet()));
        List<Pot> pots = new ArrayList<>();
        long below = 0;
        for (long level : levels) {
            long ceiling = level == levels.last() ? Long.MAX_VALUE : level;
            long amount = 0;
            List<Integer> eligible = new ArrayList<>();
            for (Contribution c : called) {
                amount += Math.min(c.bet(), ceiling) - Math.min(c.bet(), below);
                if (c.live() && c.bet() >= level) {
                    eligible.add(c.seat());
                }
            }
            if (amount > 0) {
                Collections.sort(eligible);
                pots.add(new Pot(pots.size(), amount, eligible));
            }
            below = level;
        }
        return pots;
    }

    /**
     * docs/rules.md#big-blind-ante: the dead money joins the main pot; when no live bet made a pot, it is the main pot,
     * open to every player still in.
     */
    private static List<Pot> withDeadMoney(List<Pot> pots, List<Contribution> called) {
        long dead = called.stream().mapToLong(Contribution::dead).sum();
        if (dead == 0) {
            return pots;
        }
        List<Pot> with = new ArrayList<>(pots);
        if (with.isEmpty()) {
            List<Integer> eligible = new ArrayList<>();
            called.stream().filter(Contribution::live).forEach(c -> eligible.add(c.seat()));
            Collections.sort(eligible);
            with.add(new Pot(0, dead, eligible));
        } else {
            Pot main = with.get(0);
            with.set(0, new Pot(main.index(), Math.addExact(main.amount(), dead), main.eligible()));
        }
        return with;
    }

    /** The seats that must show their cards: those eligible for a pot that more than one player can win. */
    public Set<Integer> contenders() {
        Set<Integer> seats = new TreeSet<>();
        pots.stream().filter(Pot::contested).forEach(p -> seats.addAll(p.eligible()));
        return seats;
    }

    /** Whether any pot needs a showdown; when none does, the hand was won without one and no cards are needed. */
    public boolean needsShowdown() {
        return pots.stream().anyMatch(Pot::contested);
    }

    /**
     * Pays every pot to its best eligible hand. A pot one player alone can win goes to him without
     * asking the showdown. A split pot is divided in chip units; the odd units go one each to the
     * winners starting from the first seat to the left of the button (docs/rules.md#side-pots). A pot whose
     * hands form a cycle is left unawarded (docs/rules.md#italian).
     */
    public Settlement settle(BestHands bestHands) {
        List<PotAward> awards = new ArrayList<>();
        for (Pot pot : pots) {
            awards.add(award(pot, bestHands));
        }
        Map<Integer, Long> payouts = new TreeMap<>();
        contributions.forEach(c -> payouts.put(c.seat(), returned.getOrDefault(c.seat(), 0L)));
        awards.forEach(a -> a.shares().forEach((seat, chips) -> payouts.merge(seat, chips, Long::sum)));
        long contributed =
                contributions.stream().mapToLong(Contribution::amount).sum();
        Map<Integer, Long> dead = new TreeMap<>();
        contributions.stream().filter(c -> c.dead() > 0).forEach(c -> dead.put(c.seat(), c.dead()));
        return new Settlement(returned, awards, payouts, dead).checkedAgainst(contributed);
    }

    private PotAward award(Pot pot, BestHands bestHands) {
        if (!pot.contested()) {
            return split(pot, pot.eligible());
        }
        Verdict verdict = bestHands.among(new TreeSet<>(pot.eligible()));
        if (verdict instanceof Verdict.Cycle cycle) {
            return PotAward.unawarded(pot, cycle.seats());
        }
        return split(pot, checkedWinners(pot, ((Verdict.Winners) verdict).seats()));
    }

    private static List<Integer> checkedWinners(Pot pot, List<Integer> winners) {
        if (winners.isEmpty() || !pot.eligible().containsAll(winners)) {
            throw new IllegalStateException("The showdown named " + winners + " for a pot open to " + pot.eligible());
        }
        return winners;
    }

    private PotAward split(Pot pot, List<Integer> winners) {
        return split(table, chipUnit, pot, winners);
    }

    /** docs/rules.md#side-pots: equal shares in chip units, odd units one each from the first seat left of the button. */
    public static PotAward split(TableSeats table, long chipUnit, Pot pot, List<Integer> winners) {
        List<Integer> ordered = new ArrayList<>(winners);
        ordered.sort(table.oddChipOrder());
        long units = pot.amount() / chipUnit;
        long each = units / ordered.size();
        long odd = units % ordered.size();
        Map<Integer, Long> shares = new LinkedHashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            shares.put(ordered.get(i), (each + (i < odd ? 1 : 0)) * chipUnit);
        }
        return new PotAward(pot, ordered, shares, List.of());
    }
}
