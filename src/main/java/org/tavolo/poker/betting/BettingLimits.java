package org.tavolo.poker.betting;

import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;

/**
 * The betting limits of one period of play, as information for the table (docs/rules.md#betting-limits).
 * The service records what each player put in during a hand, not every bet, so it does not police the
 * betting; it refuses only a contribution that no legal betting could produce ({@link #impossible}).
 *
 * <ul>
 *   <li>Hold'em (003): a raise is at least twice the big blind and at most the pot, and a player raises at
 *       most twice in a betting round. Decision: a bet is at least the big blind.
 *   <li>Italian draw (003): a bet is at least one cip and at most the pot; after the draw at most the
 *       player's resto. Decision: a raise is at least one cip; raises are not counted («rilanci e
 *       controrilanci sono liberi»).
 * </ul>
 *
 * <li>Fixed limit (004 «Limit (Fixed limit)»): bets and raises of the small bet in the first two betting rounds
 *       and of the big bet, twice it, in the last two; «una puntata e un massimo di tre rilanci» a round, without
 *       a cap once two players are left. No count of raises per player.
 *
 * @param minimumBet      the least first bet of a round
 * @param minimumRaise    the least raise over the current bet
 * @param maximum         the most a bet or raise may be
 * @param raisesPerPlayer the most raises of one player in one betting round; null when unlimited or not counted
 *                        per player (fixed limit)
 * @param smallBet        fixed limit: the size of bets and raises in the first two betting rounds; else null
 * @param bigBet          fixed limit: the size of bets and raises in the last two rounds, twice the small bet; else
 *                        null
 * @param raisesPerRound  fixed limit: the most raises in a betting round after its bet (3; none heads-up); else null
 */
public record BettingLimits(
        long minimumBet,
        long minimumRaise,
        Maximum maximum,
        Integer raisesPerPlayer,
        Long smallBet,
        Long bigBet,
        Integer raisesPerRound) {

    /** 004: «Per ogni giro ci può essere una puntata e un massimo di tre rilanci». */
    public static final int FIXED_LIMIT_RAISES = 3;

    /** Limits that count raises per player (or not at all), with no fixed bet sizes. */
    public BettingLimits(long minimumBet, long minimumRaise, Maximum maximum, Integer raisesPerPlayer) {
        this(minimumBet, minimumRaise, maximum, raisesPerPlayer, null, null, null);
    }

    /** The cap on a bet or a raise. */
    public enum Maximum {
        /** Pot limit: no more than the pot after calling (docs/rules.md#betting-limits). */
        POT,
        /** The pot before the draw; the player's resto (what he has in front of him) after it (003). */
        POT_THEN_RESTO,
        /** No limit: all the chips the player has (004). */
        STACK,
        /** Fixed limit: exactly the bet size, the big blind in the first two rounds and twice it after (004). */
        FIXED
    }

    /** Hold'em at a level with this big blind (003: raises from twice the big blind to the pot, two each). */
    public static BettingLimits holdem(long bigBlind) {
        return holdem(bigBlind, BettingStructure.POT_LIMIT);
    }

    /**
     * Hold'em at a level with this big blind under a betting structure (docs/rules.md#betting-structure). The club's
     * least bet (the big blind), least raise (twice the big blind) and two raises a player stay in pot limit and no
     * limit. Fixed limit is played as 004 writes it: the small bet is the big blind, the big bet twice it, a bet and
     * at most three raises a round (none heads-up), raises not counted per player.
     */
    public static BettingLimits holdem(long bigBlind, BettingStructure structure) {
        return switch (structure) {
            case POT_LIMIT -> new BettingLimits(bigBlind, 2 * bigBlind, Maximum.POT, 2);
            case NO_LIMIT -> new BettingLimits(bigBlind, 2 * bigBlind, Maximum.STACK, 2);
            case FIXED_LIMIT ->
                new BettingLimits(bigBlind, bigBlind, Maximum.FIXED, null, bigBlind, 2 * bigBlind, FIXED_LIMIT_RAISES);
        };
    }

    /**
     * These limits at a table of {@code players} in play: heads-up a fixed-limit round has no cap on raises (004:
     * «Fa eccezione il caso in cui sono rimasti in gioco solo 2 giocatori: i rilanci possono continuare
     * indefinitamente»).
     */
    public BettingLimits atTableOf(int players) {
        if (raisesPerRound == null || players > 2) {
            return this;
        }
        return new BettingLimits(minimumBet, minimumRaise, maximum, raisesPerPlayer, smallBet, bigBet, null);
    }

    /** Italian draw poker with this cip, the smallest chip (003: bets from one cip to the pot). */
    public static BettingLimits italian(long chipUnit) {
        return new BettingLimits(chipUnit, chipUnit, Maximum.POT_THEN_RESTO, null);
    }

    /**
     * The limits during a period of the clock: a blind level plays Hold'em limits, a game Italian
     * limits; a break has none.
     */
    public static Optional<BettingLimits> during(Period period, long chipUnit) {
        return during(period, chipUnit, BettingStructure.POT_LIMIT);
    }

    /** As {@link #during(Period, long)}, a blind level played under {@code structure}. */
    public static Optional<BettingLimits> during(Period period, long chipUnit, BettingStructure structure) {
        if (period.kind() == PeriodKind.LEVEL) {
            return Optional.of(holdem(period.bigBlind(), structure));
        }
        return period.kind() == PeriodKind.GAME ? Optional.of(italian(chipUnit)) : Optional.empty();
    }

    /**
     * Why a player's whole contribution to a hand could not come from legal betting, when that is certain;
     * empty otherwise. Certain are: more than he had when the hand began, and less than the forced bet he
     * owed (the ante, the blind of his seat) unless it is all he had. Anything else some betting could
     * produce, since the service does not see the rounds.
     *
     * @param contributed  what the player put in during the whole hand
     * @param stackAtStart his chips when the hand began
     * @param forcedBet    what the rules made him put in before any choice: the ante, his blind, or 0
     */
    public static Optional<RuleViolation> impossible(long contributed, long stackAtStart, long forcedBet) {
        if (contributed > stackAtStart) {
            return Optional.of(new RuleViolation(
                    "impossible-contribution",
                    "A player who began the hand with " + stackAtStart + " cannot put in " + contributed + ".",
                    Map.of("contributed", contributed, "stack", stackAtStart)));
        }
        if (contributed < forcedBet && contributed != stackAtStart) {
            return Optional.of(new RuleViolation(
                    "impossible-contribution",
                    "Every player owes " + forcedBet + " before any choice; " + contributed
                            + " is less and is not the whole stack of " + stackAtStart + ".",
                    Map.of("contributed", contributed, "stack", stackAtStart, "forcedBet", forcedBet)));
        }
        return Optional.empty();
    }
}
