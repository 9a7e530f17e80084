package org.tavolo.tournament;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.common.chips.Chips;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.scoring.PointsSchemes;
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
        Boolean teresinaAfterFull) {

    /**
     * Chinese poker places turn into points as in the Italian format (docs/rules.md#chinese-match is silent on the
     * scheme). Decision: a place earns what it earns at a table of four, so a table of three scores
     * 10/6/3 and a table of two 10/6 (docs/results.md).
     */
    private static final Map<Integer, List<Integer>> CHINESE_POINTS = Map.of(
            2, PointsSchemes.RULE_BOOK.get(4).subList(0, 2),
            3, PointsSchemes.RULE_BOOK.get(4).subList(0, 3),
            4, PointsSchemes.RULE_BOOK.get(4));

    private static final List<Integer> TOKENS = List.of(0, 0, 1, 1, 2, 2, 3, 3, 4);

    /** The rule book's defaults for a format (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match). */
    public static TournamentSettings defaultsFor(TournamentFormat format) {
        return switch (format) {
            case ITALIAN_DRAW -> italianDefaults();
            case TEXAS_HOLDEM -> holdemDefaults();
            case CHINESE_POKER -> chineseDefaults();
        };
    }

    /** The Italian evening's defaults (docs/rules.md#italian-tournament). */
    private static TournamentSettings italianDefaults() {
        return new TournamentSettings(
                20_000,
                100,
                1_000,
                2,
                true,
                PointsSchemes.RULE_BOOK,
                null,
                4,
                5,
                1_000,
                5,
                2,
                List.of(),
                null,
                OddTables.NONE,
                FlushRule.SUIT_FIRST,
                StraightFlushRule.HEARTS_ROYAL_EXCEPTION,
                TOKENS,
                false,
                ClockSettings.from(ClockStructure.italianGame(60, 0)),
                ChipDifference.REFUSE,
                BettingStructure.POT_LIMIT,
                false);
    }

    /** The Hold'em freezeout's defaults (docs/rules.md#holdem-tournament). */
    private static TournamentSettings holdemDefaults() {
        return new TournamentSettings(
                6_000,
                25,
                0,
                1,
                false,
                Map.of(),
                null,
                5,
                // a club table seats 9 (docs/rules.md#holdem-tournament): the preset's tables and final table;
                // four tables keep the 33 players of the club's format seated
                9,
                4,
                9,
                2,
                List.of(),
                null,
                OddTables.NONE,
                FlushRule.SUIT_FIRST,
                StraightFlushRule.HEARTS_ROYAL_EXCEPTION,
                TOKENS,
                false,
                ClockSettings.from(ClockStructure.holdemDefault()),
                ChipDifference.REFUSE,
                BettingStructure.POT_LIMIT,
                false);
    }

    /** The Chinese poker match's defaults (docs/rules.md#chinese-match). */
    private static TournamentSettings chineseDefaults() {
        return new TournamentSettings(
                0,
                1,
                0,
                1,
                true,
                CHINESE_POINTS,
                null,
                2,
                4,
                1_000,
                4,
                2,
                List.of(),
                null,
                OddTables.NONE,
                FlushRule.SUIT_FIRST,
                StraightFlushRule.HEARTS_ROYAL_EXCEPTION,
                TOKENS,
                false,
                ClockSettings.from(new ClockStructure(List.of(Period.game(60, 0)), AfterLast.STAY_AT_LAST_LEVEL)),
                ChipDifference.REFUSE,
                BettingStructure.POT_LIMIT,
                false);
    }

    public TournamentSettings {
        pointsByTableSize = pointsByTableSize == null ? null : new TreeMap<>(pointsByTableSize);
        breakOrder = breakOrder == null ? null : List.copyOf(breakOrder);
        chineseTokens = chineseTokens == null ? null : List.copyOf(chineseTokens);
        chipDifference = chipDifference == null ? ChipDifference.REFUSE : chipDifference;
        bettingStructure = bettingStructure == null ? BettingStructure.POT_LIMIT : bettingStructure;
        teresinaAfterFull = Boolean.TRUE.equals(teresinaAfterFull);
    }

    /**
     * Checks the rules a setting must follow, naming the field: positive amounts in whole chip
     * units, a points scheme of one non-increasing value per place, sensible table sizes, nine
     * tokens and a valid clock.
     */
    public TournamentSettings validated() {
        positive("startingStack", startingStack, true);
        positive("chipUnit", chipUnit, false);
        positive("ante", ante, true);
        positive("gamesPerRound", gamesPerRound, false);
        multipleOfChip("startingStack", startingStack);
        multipleOfChip("ante", ante);
        pointsByTableSize.forEach(this::checkPoints);
        if (qualifiers != null) {
            positive("qualifiers", qualifiers, false);
        }
        positive("minSeats", minSeats, false);
        if (maxSeats < minSeats) {
            throw invalid(
                    "maxSeats",
                    "The most players at a table (" + maxSeats + ") is below the fewest (" + minSeats + ").");
        }
        positive("maxTables", maxTables, false);
        if (finalTableSize < 2 || finalTableSize > maxSeats) {
            throw invalid("finalTableSize", "The final table seats between 2 and maxSeats (" + maxSeats + ") players.");
        }
        if (lateRegistrationUntilLevel != null) {
            positive("lateRegistrationUntilLevel", lateRegistrationUntilLevel, false);
        }
        if (breakOrder.stream().anyMatch(t -> t == null || t < 1)) {
            throw invalid("breakOrder", "Table numbers start at 1.");
        }
        if (chineseTokens.size() != TokenSet.SIZE
                || chineseTokens.stream().anyMatch(t -> t == null || t < 0 || t > TokenSet.MAX_VALUE)) {
            throw invalid(
                    "chineseTokens",
                    "A player has nine tokens worth 0 to " + TokenSet.MAX_VALUE + " each, not " + chineseTokens
                            + " (docs/rules.md#chinese-tokens).");
        }
        balanceRules();
        checkGameAnte();
        ClockStructure structure = clockStructure();
        for (int i = 0; i < structure.size(); i++) {
            Period p = structure.period(i);
            if (p.smallBlind() % chipUnit != 0 || p.bigBlind() % chipUnit != 0 || p.ante() % chipUnit != 0) {
                throw invalid(
                        "clock.periods[" + i + "]",
                        "Blinds and antes must be whole multiples of the chip unit " + chipUnit + ".");
            }
        }
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

    /**
     * The ante of an Italian game is the {@code ante} setting: a game period may repeat it or leave it at
     * 0, never name another; and the Teresina round's half of it must be whole chips
     * (docs/rules.md#teresina).
     */
    private void checkGameAnte() {
        List<ClockPeriodSetting> periods = clock.periods();
        for (int i = 0; i < periods.size(); i++) {
            ClockPeriodSetting p = periods.get(i);
            if (p.kind() == PeriodKind.GAME && p.ante() != 0 && p.ante() != ante) {
                throw invalid(
                        "clock.periods[" + i + "].ante",
                        "A game is played at the tournament's ante (" + ante + "), not " + p.ante()
                                + ": change 'ante', and leave the period's ante at 0 or equal to it.");
            }
        }
        long teresina = ClockStructure.teresinaAnte(ante);
        if (clock.afterLast() == AfterLast.TERESINA_ROUND && (teresina * 2 != ante || teresina % chipUnit != 0)) {
            throw invalid(
                    "ante",
                    "The Teresina round is played at half the ante (docs/rules.md#teresina): half of " + ante
                            + " is not a whole number of " + chipUnit + " chips.");
        }
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
                teresinaAfterFull);
    }

    /** Placement points for a table of {@code size}, best place first (docs/rules.md#italian-tournament). */
    public List<Integer> pointsFor(int size) {
        List<Integer> scheme = pointsByTableSize.get(size);
        if (scheme == null) {
            throw invalid("pointsByTableSize", "No points scheme for a table of " + size + ".");
        }
        return scheme;
    }

    private void checkPoints(Integer size, List<Integer> scheme) {
        String field = "pointsByTableSize." + size;
        if (size == null || size < 2 || scheme == null || scheme.size() != size) {
            throw invalid(
                    field,
                    "A points scheme lists one value per place: " + size + " values for a table of " + size + ".");
        }
        List<Integer> values = new ArrayList<>(scheme);
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == null || values.get(i) < 0) {
                throw invalid(field, "Points are whole numbers, never negative.");
            }
            if (i > 0 && values.get(i) > values.get(i - 1)) {
                throw invalid(
                        field,
                        "Points must not increase from one place to the next: place " + (i + 1) + " gets "
                                + values.get(i) + " after " + values.get(i - 1) + ".");
            }
        }
    }

    private void positive(String field, long value, boolean zeroAllowed) {
        if (value < 0 || (value == 0 && !zeroAllowed)) {
            throw invalid(field, field + " must be " + (zeroAllowed ? "zero or more" : "positive") + ".");
        }
    }

    private void multipleOfChip(String field, long value) {
        if (value % chipUnit != 0) {
            throw invalid(field, field + " must be a whole multiple of the chip unit " + chipUnit + ".");
        }
    }

    private static RuleViolation invalid(String field, String message) {
        return new RuleViolation("invalid-setting", message, Map.of("field", field));
    }
}
