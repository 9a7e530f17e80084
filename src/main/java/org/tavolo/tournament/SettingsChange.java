package org.tavolo.tournament;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.seating.OddTables;

/**
 * The settings an organizer changes, every other one kept as stored: the one command the API's JSON Merge Patch
 * (read by {@link SettingsMergePatch}) and the console's settings form both send to
 * {@link TournamentService#patchSettings}. A {@code null} component keeps the setting; the settings that may be
 * left out ({@code qualifiers}, {@code lateRegistrationUntilLevel}, the three with a default and the four times and
 * capacity of registration) are an
 * {@link Optional}, empty to remove one. {@link TournamentSettings} describes each setting.
 *
 * @param pointsByTableSize the schemes changed by table size; a {@code null} scheme removes that size's
 * @param clock             the clock's periods and what follows the last, either kept when {@code null}
 */
public record SettingsChange(
        Long startingStack,
        Long chipUnit,
        Long ante,
        Integer gamesPerRound,
        Boolean redrawBetweenGames,
        Map<Integer, List<Integer>> pointsByTableSize,
        Optional<Integer> qualifiers,
        Integer minSeats,
        Integer maxSeats,
        Integer maxTables,
        Integer finalTableSize,
        Integer balanceThreshold,
        List<Integer> breakOrder,
        Optional<Integer> lateRegistrationUntilLevel,
        OddTables oddTables,
        FlushRule flushRule,
        StraightFlushRule straightFlushRule,
        List<Integer> chineseTokens,
        Boolean chineseVariant,
        Clock clock,
        Optional<ChipDifference> chipDifference,
        Optional<BettingStructure> bettingStructure,
        Optional<Boolean> teresinaAfterFull,
        Optional<Integer> capacity,
        Optional<Instant> confirmationFrom,
        Optional<Instant> confirmationDeadline,
        Optional<Instant> registrationClosesAt,
        Boolean checkIn) {

    /**
     * A change of the clock's structure.
     *
     * @param periods   the whole list of periods, replacing the stored one; {@code null} keeps it
     * @param afterLast what happens after the last period; {@code null} keeps it
     */
    public record Clock(List<ClockPeriodSetting> periods, AfterLast afterLast) {

        ClockSettings applyTo(ClockSettings current) {
            return new ClockSettings(or(periods, current.periods()), or(afterLast, current.afterLast()));
        }
    }

    /** The settings that may be left out, removed by an empty {@link Optional}. */
    static final Set<String> OPTIONAL = Set.of(
            "qualifiers",
            "lateRegistrationUntilLevel",
            "chipDifference",
            "bettingStructure",
            "teresinaAfterFull",
            "capacity",
            "confirmationFrom",
            "confirmationDeadline",
            "registrationClosesAt");

    /** This change with the optional settings not {@code named} kept as stored. */
    SettingsChange namingOnly(Set<String> named) {
        return new SettingsChange(
                startingStack,
                chipUnit,
                ante,
                gamesPerRound,
                redrawBetweenGames,
                pointsByTableSize,
                named.contains("qualifiers") ? qualifiers : null,
                minSeats,
                maxSeats,
                maxTables,
                finalTableSize,
                balanceThreshold,
                breakOrder,
                named.contains("lateRegistrationUntilLevel") ? lateRegistrationUntilLevel : null,
                oddTables,
                flushRule,
                straightFlushRule,
                chineseTokens,
                chineseVariant,
                clock,
                named.contains("chipDifference") ? chipDifference : null,
                named.contains("bettingStructure") ? bettingStructure : null,
                named.contains("teresinaAfterFull") ? teresinaAfterFull : null,
                named.contains("capacity") ? capacity : null,
                named.contains("confirmationFrom") ? confirmationFrom : null,
                named.contains("confirmationDeadline") ? confirmationDeadline : null,
                named.contains("registrationClosesAt") ? registrationClosesAt : null,
                checkIn);
    }

    /** The settings after this change: the ones it names replaced, the others as they are. */
    public TournamentSettings applyTo(TournamentSettings current) {
        return new TournamentSettings(
                or(startingStack, current.startingStack()),
                or(chipUnit, current.chipUnit()),
                or(ante, current.ante()),
                or(gamesPerRound, current.gamesPerRound()),
                or(redrawBetweenGames, current.redrawBetweenGames()),
                points(current.pointsByTableSize()),
                optional(qualifiers, current.qualifiers()),
                or(minSeats, current.minSeats()),
                or(maxSeats, current.maxSeats()),
                or(maxTables, current.maxTables()),
                or(finalTableSize, current.finalTableSize()),
                or(balanceThreshold, current.balanceThreshold()),
                or(breakOrder, current.breakOrder()),
                optional(lateRegistrationUntilLevel, current.lateRegistrationUntilLevel()),
                or(oddTables, current.oddTables()),
                or(flushRule, current.flushRule()),
                or(straightFlushRule, current.straightFlushRule()),
                or(chineseTokens, current.chineseTokens()),
                or(chineseVariant, current.chineseVariant()),
                clock == null ? current.clock() : clock.applyTo(current.clock()),
                optional(chipDifference, current.chipDifference()),
                optional(bettingStructure, current.bettingStructure()),
                optional(teresinaAfterFull, current.teresinaAfterFull()),
                optional(capacity, current.capacity()),
                optional(confirmationFrom, current.confirmationFrom()),
                optional(confirmationDeadline, current.confirmationDeadline()),
                optional(registrationClosesAt, current.registrationClosesAt()),
                or(checkIn, current.checkIn()));
    }

    /** The stored schemes with those this change names replaced, and those it names {@code null} removed. */
    private Map<Integer, List<Integer>> points(Map<Integer, List<Integer>> stored) {
        if (pointsByTableSize == null) {
            return stored;
        }
        Map<Integer, List<Integer>> points = new TreeMap<>(stored);
        pointsByTableSize.forEach((size, scheme) -> {
            if (scheme == null) {
                points.remove(size);
            } else {
                points.put(size, scheme);
            }
        });
        return points;
    }

    private static <T> T or(T changed, T stored) {
        return changed == null ? stored : changed;
    }

    @SuppressWarnings("OptionalUsedAsFieldOrParameterType")
    private static <T> T optional(Optional<T> changed, T stored) {
        return changed == null ? stored : changed.orElse(null);
    }

    /** A change built a setting at a time, the kinds named as the API writes them ({@code LEVEL}, {@code NO_LIMIT}). */
    public static SettingsChangeBuilder builder() {
        return new SettingsChangeBuilder();
    }
}
