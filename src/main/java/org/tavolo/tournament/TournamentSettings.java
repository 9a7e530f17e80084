package org.tavolo.tournament;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.common.chips.Chips;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.seating.BalanceRules;
import org.tavolo.poker.seating.OddTables;

/**
 * Everything an organizer may change about how a tournament is played, with the rule-book
 * defaults of each format ({@link #defaultsFor}). Frozen at the first draw, except clock periods
 * not yet played (docs/rules.md#tournaments).
 *
 * @param startingStack              chips each player starts with (Italian: each game)
 * @param chipUnit                   the smallest chip in play ("cip")
 * @param ante                       Italian ante ("piatto") per hand; the one source of the game clock's ante (the
 *                                   Teresina round: half of it, docs/rules.md#teresina)
 * @param gamesPerRound              Italian games per round (docs/rules.md#italian-tournament: two)
 * @param redrawBetweenGames         whether tables and seats are drawn anew for each game of a round
 * @param pointsByTableSize          placement points by table size, one non-increasing value per place
 * @param qualifiers                 players going through to the next round; null for ⌈N/3⌉
 * @param minSeats                   fewest players at a table
 * @param maxSeats                   most players at a table (also the seats a Hold'em table has)
 * @param maxTables                  most tables at the first draw
 * @param finalTableSize             at or below this many players everyone is redrawn at one table (Hold'em)
 * @param balanceThreshold           a player moves when tables differ by this many players (Hold'em)
 * @param breakOrder                 table numbers in the order they are broken; empty: highest first
 * @param lateRegistrationUntilLevel Hold'em: entries accepted after the draw until this level ends; null: closed at the draw
 * @param oddTables                  Italian: whether one table of 3 or 6 may complete the plan
 * @param flushRule               Italian flush tie rule (docs/rules.md#italian)
 * @param straightFlushRule          Italian straight-flush exception (docs/rules.md#italian)
 * @param chineseTokens              Chinese poker token set, nine values (docs/rules.md#chinese-tokens)
 * @param chineseVariant             Chinese poker "variante" token collection (docs/rules.md#chinese-tokens)
 * @param clock                      the clock structure: blind levels and breaks, or the game clock
 * @param chipDifference             closing a table whose final stacks differ from its chips in play: REFUSE (default) or FLAG
 * @param bettingStructure           Hold'em: no limit, pot limit (default, the club's) or fixed limit; information shown
 *                                   with the clock (docs/rules.md#betting-structure)
 * @param teresinaAfterFull          Italian: a hand of Teresina is allowed right after a hand that showed a full house or
 *                                   better, whatever the hour (001; docs/rules.md#teresa-after-full); off by default
 * @param capacity                   the entries registration allows; beyond it a registration waits on the list; null:
 *                                   no cap (docs/registration.md#capacity-and-the-waiting-list)
 * @param confirmationFrom           from this time a registered player is asked to confirm; null: no confirmation
 * @param confirmationDeadline       an unconfirmed registration moves out at this time, the waiting list moving up
 * @param registrationClosesAt       public registration closes at this time (it closes at the draw anyway); null: at the draw
 * @param checkIn                    whether the door checks players in: the draw then seats only who came
 */
@Schema(description = "Tournament settings; every rule-book default can be changed until the first draw")
public record TournamentSettings(
        @Max(Chips.MAX) long startingStack,
        @Max(Chips.MAX) long chipUnit,
        @Max(Chips.MAX) long ante,
        int gamesPerRound,
        boolean redrawBetweenGames,
        @NotNull Map<Integer, List<Integer>> pointsByTableSize,
        Integer qualifiers,
        int minSeats,
        int maxSeats,
        int maxTables,
        int finalTableSize,
        int balanceThreshold,
        @NotNull List<Integer> breakOrder,
        Integer lateRegistrationUntilLevel,
        @NotNull OddTables oddTables,
        @NotNull FlushRule flushRule,
        @NotNull StraightFlushRule straightFlushRule,
        @NotNull List<Integer> chineseTokens,
        boolean chineseVariant,
        @NotNull @Valid ClockSettings clock,
        ChipDifference chipDifference,
        BettingStructure bettingStructure,
        Boolean teresinaAfterFull,
        @Min(1) @Max(MAX_CAPACITY) Integer capacity,
        Instant confirmationFrom,
        Instant confirmationDeadline,
        Instant registrationClosesAt,
        Boolean checkIn) {

    /** The most entries a capacity may allow. */
    public static final int MAX_CAPACITY = 10_000;

    /** The rule book's defaults for a format (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match). */
    public static TournamentSettings defaultsFor(TournamentFormat format) {
        return SettingsDefaults.of(format);
    }

    public TournamentSettings {
        pointsByTableSize = pointsByTableSize == null ? null : new TreeMap<>(pointsByTableSize);
        breakOrder = breakOrder == null ? null : List.copyOf(breakOrder);
        chineseTokens = chineseTokens == null ? null : List.copyOf(chineseTokens);
        chipDifference = chipDifference == null ? ChipDifference.REFUSE : chipDifference;
        bettingStructure = bettingStructure == null ? BettingStructure.POT_LIMIT : bettingStructure;
        teresinaAfterFull = Boolean.TRUE.equals(teresinaAfterFull);
        checkIn = Boolean.TRUE.equals(checkIn);
    }

    /**
     * Checks the rules a setting must follow, naming the field: positive amounts in whole chip
     * units, a points scheme of one non-increasing value per place, sensible table sizes, nine
     * tokens and a valid clock ({@link SettingsChecks}).
     */
    public TournamentSettings validated() {
        SettingsChecks.check(this);
        return this;
    }

    /**
     * The clock structure these settings describe. Game periods are played at the {@code ante} setting,
     * the one source of the Italian ante; the final round of Teresina at half of it
     * (docs/rules.md#teresina).
     */
    /**
     * The rules a hand of {@code game} is settled under at a table of {@code players}: Italian games
     * play four cards a player plus sixteen, with this tournament's flush and straight-flush rules
     * (docs/rules.md#short-decks); other games the international rules.
     */
    public RuleSet rulesAt(Game game, int players) {
        return game.italian()
                ? game.rules(4 * (players + 4), flushRule, straightFlushRule)
                : game.rules(null, null, null);
    }

    public ClockStructure clockStructure() {
        return clock.toStructure().withGameAnte(ante);
    }

    /** Balancing rules for Hold'em tables. */
    public BalanceRules balanceRules() {
        return new BalanceRules(balanceThreshold, finalTableSize, breakOrder);
    }

    /** These settings with another clock, everything else kept. */
    public TournamentSettings withClock(ClockSettings other) {
        return new TournamentSettings(
                startingStack,
                chipUnit,
                ante,
                gamesPerRound,
                redrawBetweenGames,
                pointsByTableSize,
                qualifiers,
                minSeats,
                maxSeats,
                maxTables,
                finalTableSize,
                balanceThreshold,
                breakOrder,
                lateRegistrationUntilLevel,
                oddTables,
                flushRule,
                straightFlushRule,
                chineseTokens,
                chineseVariant,
                other,
                chipDifference,
                bettingStructure,
                teresinaAfterFull,
                capacity,
                confirmationFrom,
                confirmationDeadline,
                registrationClosesAt,
                checkIn);
    }

    /** Placement points for a table of {@code size}, best place first (docs/rules.md#italian-tournament). */
    public List<Integer> pointsFor(int size) {
        List<Integer> scheme = pointsByTableSize.get(size);
        if (scheme == null) {
            throw invalid("pointsByTableSize", "No points scheme for a table of " + size + ".");
        }
        return scheme;
    }

    static RuleViolation invalid(String field, String message) {
        return new RuleViolation("invalid-setting", message, Map.of("field", field));
    }
}
