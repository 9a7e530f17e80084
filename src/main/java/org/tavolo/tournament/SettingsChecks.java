package org.tavolo.tournament;

import static org.tavolo.tournament.TournamentSettings.invalid;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;

/**
 * The rules a tournament's settings must follow, each refusal naming its field ({@code invalid-setting}): positive
 * amounts in whole chip units, a points scheme of one non-increasing value per place, sensible table sizes, nine
 * tokens and a valid clock (docs/rules.md#tournaments).
 */
final class SettingsChecks {

    private SettingsChecks() {}

    static void check(TournamentSettings s) {
        amounts(s);
        s.pointsByTableSize().forEach(SettingsChecks::checkPoints);
        tables(s);
        lists(s);
        s.balanceRules();
        checkGameAnte(s);
        clockInChipUnits(s);
        registration(s);
    }

    /** A capacity of at least one entry; a confirmation asked before its deadline, both or neither set. */
    private static void registration(TournamentSettings s) {
        if (s.capacity() != null) {
            positive("capacity", s.capacity(), false);
        }
        if ((s.confirmationFrom() == null) != (s.confirmationDeadline() == null)) {
            throw invalid(
                    s.confirmationFrom() == null ? "confirmationFrom" : "confirmationDeadline",
                    "A confirmation needs both the time it is asked from and its deadline.");
        }
        if (s.confirmationFrom() != null && !s.confirmationFrom().isBefore(s.confirmationDeadline())) {
            throw invalid("confirmationDeadline", "The confirmation's deadline comes after the time it is asked from.");
        }
    }

    private static void amounts(TournamentSettings s) {
        positive("startingStack", s.startingStack(), true);
        positive("chipUnit", s.chipUnit(), false);
        positive("ante", s.ante(), true);
        positive("gamesPerRound", s.gamesPerRound(), false);
        multipleOfChip("startingStack", s.startingStack(), s.chipUnit());
        multipleOfChip("ante", s.ante(), s.chipUnit());
    }

    private static void tables(TournamentSettings s) {
        if (s.qualifiers() != null) {
            positive("qualifiers", s.qualifiers(), false);
        }
        positive("minSeats", s.minSeats(), false);
        if (s.maxSeats() < s.minSeats()) {
            throw invalid(
                    "maxSeats",
                    "The most players at a table (" + s.maxSeats() + ") is below the fewest (" + s.minSeats() + ").");
        }
        positive("maxTables", s.maxTables(), false);
        if (s.finalTableSize() < 2 || s.finalTableSize() > s.maxSeats()) {
            throw invalid(
                    "finalTableSize", "The final table seats between 2 and maxSeats (" + s.maxSeats() + ") players.");
        }
        if (s.lateRegistrationUntilLevel() != null) {
            positive("lateRegistrationUntilLevel", s.lateRegistrationUntilLevel(), false);
        }
    }

    private static void lists(TournamentSettings s) {
        if (s.breakOrder().stream().anyMatch(t -> t == null || t < 1)) {
            throw invalid("breakOrder", "Table numbers start at 1.");
        }
        List<Integer> tokens = s.chineseTokens();
        if (tokens.size() != TokenSet.SIZE
                || tokens.stream().anyMatch(t -> t == null || t < 0 || t > TokenSet.MAX_VALUE)) {
            throw invalid(
                    "chineseTokens",
                    "A player has nine tokens worth 0 to " + TokenSet.MAX_VALUE + " each, not " + tokens
                            + " (docs/rules.md#chinese-tokens).");
        }
    }

    private static void clockInChipUnits(TournamentSettings s) {
        long chipUnit = s.chipUnit();
        ClockStructure structure = s.clockStructure();
        for (int i = 0; i < structure.size(); i++) {
            Period p = structure.period(i);
            if (p.smallBlind() % chipUnit != 0 || p.bigBlind() % chipUnit != 0 || p.ante() % chipUnit != 0) {
                throw invalid(
                        "clock.periods[" + i + "]",
                        "Blinds and antes must be whole multiples of the chip unit " + chipUnit + ".");
            }
        }
    }

    /**
     * The ante of an Italian game is the {@code ante} setting: a game period may repeat it or leave it at
     * 0, never name another; and the Teresina round's half of it must be whole chips
     * (docs/rules.md#teresina).
     */
    private static void checkGameAnte(TournamentSettings s) {
        List<ClockPeriodSetting> periods = s.clock().periods();
        for (int i = 0; i < periods.size(); i++) {
            ClockPeriodSetting p = periods.get(i);
            if (p.kind() == PeriodKind.GAME && p.ante() != 0 && p.ante() != s.ante()) {
                throw invalid(
                        "clock.periods[" + i + "].ante",
                        "A game is played at the tournament's ante (" + s.ante() + "), not " + p.ante()
                                + ": change 'ante', and leave the period's ante at 0 or equal to it.");
            }
        }
        long ante = s.ante();
        long chipUnit = s.chipUnit();
        long teresina = ClockStructure.teresinaAnte(ante);
        if (s.clock().afterLast() == AfterLast.TERESINA_ROUND && (teresina * 2 != ante || teresina % chipUnit != 0)) {
            throw invalid(
                    "ante",
                    "The Teresina round is played at half the ante (docs/rules.md#teresina): half of " + ante
                            + " is not a whole number of " + chipUnit + " chips.");
        }
    }

    private static void checkPoints(Integer size, List<Integer> scheme) {
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

    private static void positive(String field, long value, boolean zeroAllowed) {
        if (value < 0 || (value == 0 && !zeroAllowed)) {
            throw invalid(field, field + " must be " + (zeroAllowed ? "zero or more" : "positive") + ".");
        }
    }

    private static void multipleOfChip(String field, long value, long chipUnit) {
        if (value % chipUnit != 0) {
            throw invalid(field, field + " must be a whole multiple of the chip unit " + chipUnit + ".");
        }
    }
}
