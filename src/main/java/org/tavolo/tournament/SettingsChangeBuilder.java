package org.tavolo.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.AnteKind;
import org.tavolo.poker.clock.PeriodKind;

/** Builds a {@link SettingsChange} from a form: each setting left unset is kept as stored. */
public final class SettingsChangeBuilder {

    private Long startingStack;
    private Long chipUnit;
    private Long ante;
    private Integer gamesPerRound;
    private Optional<Integer> qualifiers;
    private Integer minSeats;
    private Integer maxSeats;
    private Integer finalTableSize;
    private Optional<Integer> lateRegistrationUntilLevel;
    private List<Integer> chineseTokens;
    private String afterLast;
    private final List<Named> periods = new ArrayList<>();
    private String bettingStructure;
    private Optional<Boolean> teresinaAfterFull;
    private Optional<Integer> capacity;
    private Optional<Instant> confirmationFrom;
    private Optional<Instant> confirmationDeadline;
    private Optional<Instant> registrationClosesAt;
    private Boolean checkIn;

    SettingsChangeBuilder() {}

    public SettingsChangeBuilder startingStack(long chips) {
        startingStack = chips;
        return this;
    }

    public SettingsChangeBuilder chipUnit(long chips) {
        chipUnit = chips;
        return this;
    }

    public SettingsChangeBuilder ante(long chips) {
        ante = chips;
        return this;
    }

    public SettingsChangeBuilder gamesPerRound(int games) {
        gamesPerRound = games;
        return this;
    }

    /** The players going through; {@code null} for the rule book's third. */
    public SettingsChangeBuilder qualifiers(Integer players) {
        qualifiers = Optional.ofNullable(players);
        return this;
    }

    public SettingsChangeBuilder minSeats(int players) {
        minSeats = players;
        return this;
    }

    public SettingsChangeBuilder maxSeats(int players) {
        maxSeats = players;
        return this;
    }

    public SettingsChangeBuilder finalTableSize(int players) {
        finalTableSize = players;
        return this;
    }

    /** The last level of late registration; {@code null} to close it at the draw. */
    public SettingsChangeBuilder lateRegistrationUntilLevel(Integer level) {
        lateRegistrationUntilLevel = Optional.ofNullable(level);
        return this;
    }

    public SettingsChangeBuilder chineseTokens(List<Integer> tokens) {
        chineseTokens = List.copyOf(tokens);
        return this;
    }

    public SettingsChangeBuilder teresinaAfterFull(boolean allowed) {
        teresinaAfterFull = Optional.of(allowed);
        return this;
    }

    /** The entries registration allows; {@code null} for no cap. */
    public SettingsChangeBuilder capacity(Integer entries) {
        capacity = Optional.ofNullable(entries);
        return this;
    }

    /** When registered players are asked to confirm, and when the unconfirmed move out; {@code null}s for none. */
    public SettingsChangeBuilder confirmation(Instant from, Instant deadline) {
        confirmationFrom = Optional.ofNullable(from);
        confirmationDeadline = Optional.ofNullable(deadline);
        return this;
    }

    /** When public registration closes; {@code null} for the draw. */
    public SettingsChangeBuilder registrationClosesAt(Instant at) {
        registrationClosesAt = Optional.ofNullable(at);
        return this;
    }

    /** Whether the door checks players in, so that the draw seats only who came. */
    public SettingsChangeBuilder checkIn(boolean used) {
        checkIn = used;
        return this;
    }

    /** The betting structure by name ({@code NO_LIMIT}); 400 naming the field when it names none. */
    public SettingsChangeBuilder bettingStructure(String name) {
        bettingStructure = name;
        return this;
    }

    /** What follows the last period by name ({@code TERESINA_ROUND}); 400 naming the field when it names none. */
    public SettingsChangeBuilder afterLast(String name) {
        afterLast = name;
        return this;
    }

    /** The next period of the clock, its kinds by name; the periods added replace the stored ones. */
    public SettingsChangeBuilder period(
            String kind, int minutes, long smallBlind, long bigBlind, long ante, String anteKind) {
        periods.add(new Named(kind, minutes, smallBlind, bigBlind, ante, anteKind));
        return this;
    }

    /** The change; 400 naming the field when a kind is named that does not exist. */
    public SettingsChange build() {
        List<ClockPeriodSetting> clockPeriods = new ArrayList<>();
        for (Named period : periods) {
            clockPeriods.add(period.setting("clock.periods[" + clockPeriods.size() + "]."));
        }
        return new SettingsChange(
                startingStack,
                chipUnit,
                ante,
                gamesPerRound,
                null,
                null,
                qualifiers,
                minSeats,
                maxSeats,
                null,
                finalTableSize,
                null,
                null,
                lateRegistrationUntilLevel,
                null,
                null,
                null,
                chineseTokens,
                null,
                new SettingsChange.Clock(
                        clockPeriods, afterLast == null ? null : named(AfterLast.class, afterLast, "clock.afterLast")),
                null,
                bettingStructure == null
                        ? null
                        : Optional.of(named(BettingStructure.class, bettingStructure, "bettingStructure")),
                teresinaAfterFull,
                capacity,
                confirmationFrom,
                confirmationDeadline,
                registrationClosesAt,
                checkIn);
    }

    /** A period as the form names its kinds. */
    private record Named(String kind, int minutes, long smallBlind, long bigBlind, long ante, String anteKind) {

        ClockPeriodSetting setting(String at) {
            return new ClockPeriodSetting(
                    named(PeriodKind.class, kind, at + "kind"),
                    minutes,
                    smallBlind,
                    bigBlind,
                    ante,
                    named(AnteKind.class, anteKind, at + "anteKind"));
        }
    }

    private static <E extends Enum<E>> E named(Class<E> kinds, String name, String field) {
        try {
            return Enum.valueOf(kinds, name);
        } catch (IllegalArgumentException | NullPointerException none) {
            throw ProblemException.badRequest(
                    "invalid-field", field + ": no such value: " + name + ".", Map.of("field", field));
        }
    }
}
