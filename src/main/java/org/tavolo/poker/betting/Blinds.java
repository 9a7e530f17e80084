package org.tavolo.poker.betting;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;

/**
 * Who owes the blinds of a Hold'em hand, and how much (docs/rules.md#blinds-by-position, 003: «il primo giocatore
 * alla sinistra del mazziere mette nel piatto il buio, il secondo mette il controbuio»). The small blind is the first
 * seat in play to the left of the button, the big blind the next; heads-up the button posts the small blind and the
 * other player the big blind.
 *
 * @param smallBlindSeat the seat that posts the small blind
 * @param smallBlind     the small blind of the level in force
 * @param bigBlindSeat   the seat that posts the big blind
 * @param bigBlind       the big blind of the level in force
 * @param bigBlindAnte   the ante the big blind posts for the table as dead money, 0 when none
 *                       (docs/rules.md#big-blind-ante)
 */
public record Blinds(int smallBlindSeat, long smallBlind, int bigBlindSeat, long bigBlind, long bigBlindAnte) {

    /** The blinds of a level without a big-blind ante. */
    public Blinds(int smallBlindSeat, long smallBlind, int bigBlindSeat, long bigBlind) {
        this(smallBlindSeat, smallBlind, bigBlindSeat, bigBlind, 0);
    }

    /**
     * The blinds of a hand at {@code seatsInPlay} (the seats whose players had chips when it began) with the button at
     * {@code button}, at the level {@code level}; empty when fewer than two players are in play.
     */
    public static Optional<Blinds> of(Collection<Integer> seatsInPlay, int button, Period level) {
        List<Integer> order = Positions.leftOfButton(seatsInPlay, button);
        if (order.size() < 2) {
            return Optional.empty();
        }
        if (order.size() == 2) {
            // heads-up: the button (the seat at or before it) posts the small blind
            return Optional.of(
                    new Blinds(order.get(1), level.smallBlind(), order.get(0), level.bigBlind(), level.bigBlindAnte()));
        }
        return Optional.of(
                new Blinds(order.get(0), level.smallBlind(), order.get(1), level.bigBlind(), level.bigBlindAnte()));
    }

    /**
     * The seat that posts the big blind with the button at {@code button}: the second seat in play to its left, or
     * heads-up the seat that is not the button's; empty when fewer than two seats are in play. In Hold'em it speaks
     * first after the flop (003: «iniziando dal giocatore di controbuio») and so takes the odd chips first
     * (docs/rules.md#odd-chips).
     */
    public static Optional<Integer> bigBlindSeat(Collection<Integer> seatsInPlay, int button) {
        return of(seatsInPlay, button, Period.level(1, 0, 0, 0)).map(Blinds::bigBlindSeat);
    }

    /**
     * What each blind seat had to post before any choice (docs/rules.md#blinds-by-position): with these stacks when
     * the hand began (seat to chips) and the button at {@code button}, the small blind seat its blind and the big blind
     * seat its blind and its ante when the level has a big-blind ante (docs/rules.md#big-blind-ante), each or all
     * their chips when they have less; empty when fewer than two seats have chips.
     */
    public static Map<Integer, Long> owed(Map<Integer, Long> stacks, int button, Period level) {
        Map<Integer, Long> inPlay = inPlay(stacks);
        return of(inPlay.keySet(), button, level)
                .map(blinds -> Map.of(
                        blinds.smallBlindSeat(),
                        Math.min(blinds.owedBy(blinds.smallBlindSeat()), inPlay.get(blinds.smallBlindSeat())),
                        blinds.bigBlindSeat(),
                        Math.min(blinds.owedBy(blinds.bigBlindSeat()), inPlay.get(blinds.bigBlindSeat()))))
                .orElse(Map.of());
    }

    /**
     * The dead money of a hand (docs/rules.md#big-blind-ante): the ante the big blind seat posted, by seat, with these
     * stacks when the hand began and the button at {@code button}. <b>The big blind first</b> (Poker TDA 2024,
     * recommended procedure 11, "big-blind-first calculation"): a big blind who cannot cover both posts his blind
     * first, and only the chips left over, if any, as his ante. Empty when the level has no big-blind ante or the big
     * blind's chips all went to his blind.
     */
    public static Map<Integer, Long> deadAnte(Map<Integer, Long> stacks, int button, Period level) {
        Map<Integer, Long> inPlay = inPlay(stacks);
        return of(inPlay.keySet(), button, level)
                .filter(blinds -> blinds.bigBlindAnte() > 0)
                .map(blinds -> {
                    long overBlind = Math.max(0, inPlay.get(blinds.bigBlindSeat()) - blinds.bigBlind());
                    long ante = Math.min(blinds.bigBlindAnte(), overBlind);
                    return ante == 0 ? Map.<Integer, Long>of() : Map.of(blinds.bigBlindSeat(), ante);
                })
                .orElse(Map.of());
    }

    private static Map<Integer, Long> inPlay(Map<Integer, Long> stacks) {
        Map<Integer, Long> inPlay = new java.util.TreeMap<>();
        stacks.forEach((seat, chips) -> {
            if (chips > 0) {
                inPlay.put(seat, chips);
            }
        });
        return inPlay;
    }

    /**
     * The level whose blinds a hand entered during period {@code periodIndex} was played at: that period when it is a
     * level; during a break, the last level before it (the hands entered then were played before it); before any
     * level, the first.
     */
    public static Period levelInForce(ClockStructure structure, int periodIndex) {
        int at = indexInForce(structure, periodIndex);
        return at < 0 ? Period.level(1, 0, 0, 0) : structure.period(at);
    }

    /**
     * The level number (breaks not counted) in force during period {@code periodIndex}, as {@link #levelInForce}
     * finds it; 1 when the clock has no level.
     */
    public static int levelNumberInForce(ClockStructure structure, int periodIndex) {
        int at = indexInForce(structure, periodIndex);
        return at < 0 ? 1 : structure.levelNumber(at);
    }

    /**
     * The level a Hold'em hand dealt at level number {@code dealt} posts its blinds at, entered during period
     * {@code periodIndex} (docs/rules.md#blinds-by-position): the level in force or the one just before it, since a
     * hand is typed once dealt and the clock may have moved on meanwhile (with {@code anyPast}, any level up to the one
     * in force: the organizer records a hand as it was played); {@code null} for the level in force. Empty for any
     * other level.
     */
    public static Optional<Period> levelDealt(
            ClockStructure structure, int periodIndex, Integer dealt, boolean anyPast) {
        if (dealt == null) {
            return Optional.of(levelInForce(structure, periodIndex));
        }
        int inForce = levelNumberInForce(structure, periodIndex);
        if (dealt > inForce || dealt < (anyPast ? 1 : inForce - 1)) {
            return Optional.empty();
        }
        for (int i = 0; i < structure.size(); i++) {
            if (structure.period(i).kind() == PeriodKind.LEVEL && dealt.equals(structure.levelNumber(i))) {
                return Optional.of(structure.period(i));
            }
        }
        return dealt == inForce ? Optional.of(levelInForce(structure, periodIndex)) : Optional.empty();
    }

    /** The index of the level in force during period {@code periodIndex}, or -1 when the clock has no level. */
    private static int indexInForce(ClockStructure structure, int periodIndex) {
        for (int i = Math.min(periodIndex, structure.size() - 1); i >= 0; i--) {
            if (structure.period(i).kind() == PeriodKind.LEVEL) {
                return i;
            }
        }
        for (int i = 0; i < structure.size(); i++) {
            if (structure.period(i).kind() == PeriodKind.LEVEL) {
                return i;
            }
        }
        return -1;
    }

    /** What {@code seat} owes before any choice: its blind, the big blind's with his ante (if any), or 0. */
    public long owedBy(int seat) {
        if (seat == smallBlindSeat) {
            return smallBlind;
        }
        return seat == bigBlindSeat ? Math.addExact(bigBlind, bigBlindAnte) : 0;
    }

    /**
     * Why a blind seat's contribution could not come from legal betting, when that is certain: a blind seat puts in at
     * least its blind, or all its chips when it has less. The refusal names the seat and the blind.
     *
     * @param contributed what each seat put in during the hand (a seat not listed put in nothing)
     * @param stacks      each seat's chips when the hand began
     */
    public Optional<RuleViolation> unpaid(Map<Integer, Long> contributed, Map<Integer, Long> stacks) {
        for (int seat : List.of(smallBlindSeat, bigBlindSeat)) {
            long put = contributed.getOrDefault(seat, 0L);
            String blind =
                    seat == smallBlindSeat ? "small blind" : bigBlindAnte > 0 ? "big blind and its ante" : "big blind";
            Optional<RuleViolation> refused = BettingLimits.impossible(put, stacks.get(seat), owedBy(seat))
                    .map(r -> new RuleViolation(
                                    "impossible-contribution",
                                    "Seat " + seat + " posts the " + blind + " of " + owedBy(seat)
                                            + " in this hand (docs/rules.md#blinds-by-position): it put in " + put
                                            + ", less than its blind and not all its " + stacks.get(seat) + " chips.",
                                    r.details())
                            .with("seat", seat)
                            .with("blind", seat == smallBlindSeat ? "SMALL" : "BIG"));
            if (refused.isPresent()) {
                return refused;
            }
        }
        return Optional.empty();
    }
}
