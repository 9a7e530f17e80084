package org.tavolo.tournament;

import java.util.List;
import java.util.Map;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.seating.OddTables;

/** The rule book's settings of each format, an organizer's starting point (docs/rules.md#tournaments). */
final class SettingsDefaults {

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

    private SettingsDefaults() {}

    /** The rule book's defaults for a format (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match). */
    static TournamentSettings of(TournamentFormat format) {
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
                false,
                null,
                null,
                null,
                null,
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
                false,
                null,
                null,
                null,
                null,
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
                false,
                null,
                null,
                null,
                null,
                false);
    }
}
