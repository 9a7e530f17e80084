package org.tavolo.poker.table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.CarriedPot;

/**
 * A table at the moment a hand is played there: what the hand is checked against and settled with.
 *
 * @param stacks            every seat at the table with its stack before the hand, in the table's order
 * @param chipUnit          the smallest chip in play
 * @param ante              the Italian ante setting (Teresina plays half of it); 0 in Hold'em
 * @param deck              the Italian deck's size at this table, else null
 * @param flushRule         the Italian flush tie rule, else null
 * @param straightFlushRule the Italian straight-flush exception, else null
 * @param opening           the minimum opening of the table's next Italian draw hand (docs/rules.md#opening)
 * @param carried           the pot the table carries (docs/rules.md#parol)
 * @param buyBacks          when it carries a parol pot: what each seat pays to come back into its replay
 * @param smallBlind        Hold'em: the small blind of the level in force, else 0
 * @param bigBlind          Hold'em: the big blind of the level in force, else 0
 * @param bigBlindAnte      Hold'em: the ante the big blind posts as dead money at the level in force, 0 when its ante
 *                          is each player's or none (docs/rules.md#big-blind-ante)
 */
public record TableAtHand(
        Map<Integer, Long> stacks,
        long chipUnit,
        long ante,
        Integer deck,
        FlushRule flushRule,
        org.tavolo.poker.evaluation.StraightFlushRule straightFlushRule,
        OpeningRequirement opening,
        CarriedPot carried,
        Map<Integer, Long> buyBacks,
        long smallBlind,
        long bigBlind,
        long bigBlindAnte) {

    public TableAtHand {
        stacks = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(stacks));
        opening = opening == null ? OpeningRequirement.FIRST : opening;
        carried = carried == null ? CarriedPot.NONE : carried;
        buyBacks = buyBacks == null ? Map.of() : Map.copyOf(buyBacks);
    }

    /** A table whose level has no big-blind ante. */
    public TableAtHand(
            Map<Integer, Long> stacks,
            long chipUnit,
            long ante,
            Integer deck,
            FlushRule flushRule,
            org.tavolo.poker.evaluation.StraightFlushRule straightFlushRule,
            OpeningRequirement opening,
            CarriedPot carried,
            Map<Integer, Long> buyBacks,
            long smallBlind,
            long bigBlind) {
        this(
                stacks,
                chipUnit,
                ante,
                deck,
                flushRule,
                straightFlushRule,
                opening,
                carried,
                buyBacks,
                smallBlind,
                bigBlind,
                0);
    }

    /** The seats of the table, in its order. */
    public List<Integer> seats() {
        return List.copyOf(stacks.keySet());
    }

    /** The seats whose players have chips, with their stacks. */
    Map<Integer, Long> inPlay() {
        Map<Integer, Long> inPlay = new java.util.TreeMap<>();
        stacks.forEach((seat, stack) -> {
            if (stack > 0) {
                inPlay.put(seat, stack);
            }
        });
        return inPlay;
    }

    /** The rules a game is settled with at this table, as the tournament's settings give them. */
    public RuleSet rules(Game game) {
        return game.italian() ? game.rules(deck, flushRule, straightFlushRule) : game.rules(null, null, null);
    }

    /**
     * What each blind seat had to post with the button at {@code button} (docs/rules.md#blinds-by-position): its blind,
     * and the big blind its ante when he posts one (docs/rules.md#big-blind-ante), or all its chips when it has less; a
     * seat not listed owes nothing.
     */
    public Map<Integer, Long> owedBlinds(int button) {
        return org.tavolo.poker.betting.Blinds.owed(stacks, button, blindLevel());
    }

    /**
     * The dead money of a hand with the button at {@code button}: the ante the big blind posted, by seat
     * (docs/rules.md#big-blind-ante, the big blind first when he cannot cover both); empty when there is none.
     */
    public Map<Integer, Long> deadAnte(int button) {
        return org.tavolo.poker.betting.Blinds.deadAnte(inPlay(), button, blindLevel());
    }

    /** The level whose blinds (and big-blind ante) a Hold'em hand posts (docs/rules.md#blinds-by-position). */
    Period blindLevel() {
        return Period.levelWithBigBlindAnte(1, smallBlind, bigBlind, bigBlindAnte);
    }
}
