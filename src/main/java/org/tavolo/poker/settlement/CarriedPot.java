package org.tavolo.poker.settlement;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.RuleViolation;

/**
 * The chips a table carries from one hand to the next (docs/rules.md#parol): a pot nobody won because
 * every player passed the word after the draw (003 «Il piatto di "parol"»), and the chips paid to the pot
 * as penalties (docs/rules.md#penalties). The chips at a table always add up: stacks plus the carried pot.
 *
 * <p>docs/rules.md#parol, applied in this order:
 *
 * <ol>
 *   <li>A parol hand awards nothing: every chip put in goes to the carried pot ({@link #afterParolHand}), and
 *       the next hand replays it.
 *   <li>A penalty paid to the pot joins it ({@link #withPenalty}) for the next hand's pot; it is no replay.
 *   <li>The replayed hand plays for the parol chips, whole or a part of at most three antes when the players
 *       split it ({@link #partInPlay}); it takes no ante, its least bet is the pot in play, and a player who
 *       folded in the parol hand comes back in by paying what the players who stayed paid over him
 *       ({@link ParolReplay}).
 *   <li>The next hand that is won pays the chips in play with its main pot: to the main pot's winners (or to
 *       the player whose bet nobody called), split as a pot is ({@link #paid}). When its main pot waits for a
 *       ruling, or nobody opened it, they stay carried.
 * </ol>
 *
 * @param parol     chips of parol hands waiting for their replay
 * @param penalties chips paid to the pot as penalties, waiting for the next hand's pot
 */
public record CarriedPot(long parol, long penalties) {

    /** A table that carries nothing. */
    public static final CarriedPot NONE = new CarriedPot(0, 0);

    /** 003: the parol pot may be split «in parti del valore massimo di 3.000 "u"», three antes of 1,000 u. */
    public static final int PART_IN_ANTES = 3;

    public CarriedPot {
        if (parol < 0 || penalties < 0) {
            throw new IllegalArgumentException("A carried pot holds no negative chips: " + parol + ", " + penalties);
        }
    }

    /** Every chip carried. */
    public long total() {
        return Math.addExact(parol, penalties);
    }

    /** Whether the next Italian draw hand replays a parol pot (kings to open, no ante). */
    public boolean replay() {
        return parol > 0;
    }

    /** Step 1: the pot of a parol hand, every chip put in, joins the carried pot. */
    public CarriedPot afterParolHand(Collection<Contribution> contributions) {
        long pot = contributions.stream().mapToLong(Contribution::amount).reduce(0L, Math::addExact);
        return new CarriedPot(Math.addExact(parol, pot), penalties);
    }

    /** Step 2: a penalty paid to the pot joins it. */
    public CarriedPot withPenalty(long chips) {
        return new CarriedPot(parol, Math.addExact(penalties, chips));
    }

    /**
     * Step 3: the parol chips a hand plays for: all of them when {@code part} is null, else a part of at most
     * three antes in whole cips, and never more than is carried (003 «suddiviso in parti del valore massimo di
     * 3.000 "u", se i giocatori lo riterranno opportuno»).
     */
    public long partInPlay(Long part, long ante, long chipUnit) {
        if (part == null) {
            return parol;
        }
        long most = Math.min(parol, Math.multiplyExact(PART_IN_ANTES, ante));
        if (!replay() || part <= 0 || part > most || part % chipUnit != 0) {
            throw new RuleViolation(
                    "parol-part",
                    replay()
                            ? "A part of the parol pot is at least one cip, in whole cips, and at most " + most
                                    + " (three antes, and no more than the " + parol + " carried), not " + part + "."
                            : "This table carries no parol pot: a hand plays for a part of one only when it is"
                                    + " replayed.",
                    Map.of("field", "parolPart", "carried", parol, "most", most));
        }
        return part;
    }

    /**
     * Step 4: what a hand pays out of the carried pot, and what stays carried.
     *
     * @param parolInPlay the parol chips the hand played for (0 when it replayed none)
     * @param buyBacks    chips the players paid to come back into the replayed pot
     * @param settlement  the hand's settlement; its main pot's winners take the chips in play
     */
    public Paid paid(long parolInPlay, long buyBacks, Settlement settlement, TableSeats table, long chipUnit) {
        long inPlay = Math.addExact(Math.addExact(parolInPlay, penalties), buyBacks);
        List<Integer> winners = winners(settlement);
        if (winners.isEmpty()) {
            return new Paid(Map.of(), new CarriedPot(Math.addExact(parol, buyBacks), penalties));
        }
        CarriedPot left = new CarriedPot(parol - parolInPlay, 0);
        if (inPlay == 0) {
            return new Paid(Map.of(), left);
        }
        return new Paid(
                new TreeMap<>(PotLayout.split(table, chipUnit, new Pot(0, inPlay, winners), winners)
                        .shares()),
                left);
    }

    /**
     * Who takes the carried chips: the main pot's winners; the player whose bet nobody called when the hand made no
     * pot; nobody when nothing was settled (nobody opened) or the main pot waits for a ruling.
     */
    private static List<Integer> winners(Settlement settlement) {
        if (settlement.pots().isEmpty()) {
            return settlement.returned().size() == 1
                    ? List.copyOf(settlement.returned().keySet())
                    : List.of();
        }
        PotAward main = settlement.pots().get(0);
        return main.awarded() ? new ArrayList<>(main.winners()) : List.of();
    }

    /**
     * What a hand paid out of the carried pot.
     *
     * @param shares each winner's share of the carried chips, by seat
     * @param left   what the table carries after the hand
     */
    public record Paid(Map<Integer, Long> shares, CarriedPot left) {

        public Paid {
            shares = Map.copyOf(shares);
        }

        public long total() {
            return shares.values().stream().mapToLong(Long::longValue).reduce(0L, Math::addExact);
        }
    }
}
