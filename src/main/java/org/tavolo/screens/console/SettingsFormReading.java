package org.tavolo.screens.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.text.TypedNumber;
import org.tavolo.tournament.ClockPeriodSetting;
import org.tavolo.tournament.SettingsChange;
import org.tavolo.tournament.SettingsChangeBuilder;
import org.tavolo.tournament.TournamentSettings;

/**
 * The console's settings form read into the tournament's {@link SettingsChange}: each number as the organizer types
 * it (docs/console.md#numbers), refused in words beside the field the API's own path names ({@code startingStack},
 * {@code clock.periods[2].minutes}). A field the format's page does not show is not sent and stays as stored.
 */
final class SettingsFormReading {

    /** The numbers that count something and so start at 1 (the others may be 0: no ante, a starting stack of none). */
    private static final Set<String> FROM_ONE = Set.of(
            "chipUnit", "gamesPerRound", "minSeats", "maxSeats", "qualifiers", "lateRegistrationUntilLevel", "minutes");

    private final Map<String, String> errors;
    private final ConsoleFormMessages said;
    private final ConsoleMessages words;

    SettingsFormReading(Map<String, String> errors, ConsoleFormMessages said, ConsoleMessages words) {
        this.errors = errors;
        this.said = said;
        this.words = words;
    }

    /** The settings other than the numbers, the clock's periods last. */
    void others(SettingsForm form, TournamentSettings stored, SettingsChangeBuilder change) {
        if (form.bettingStructure != null) {
            change.bettingStructure(form.bettingStructure);
        }
        if (form.teresinaAfterFull != null) {
            change.teresinaAfterFull("true".equals(form.teresinaAfterFull.strip()));
        }
        if (form.chineseTokens != null) {
            tokens(form.chineseTokens, change);
        }
        if (form.afterLast != null) {
            change.afterLast(form.afterLast);
        }
        periods(form, stored, change);
    }

    /** The main numbers, as typed. */
    void numbers(SettingsForm form, SettingsChangeBuilder change) {
        ifSent(chips("startingStack", form.startingStack), change::startingStack);
        ifSent(chips("chipUnit", form.chipUnit), change::chipUnit);
        ifSent(chips("ante", form.ante), change::ante);
        ifSent(count("gamesPerRound", form.gamesPerRound, ""), change::gamesPerRound);
        ifSent(count("minSeats", form.minSeats, ""), change::minSeats);
        ifSent(count("maxSeats", form.maxSeats, ""), change::maxSeats);
        if (form.qualifiers != null && form.qualifiers.isBlank()) {
            change.qualifiers(null);
        } else {
            ifSent(count("qualifiers", form.qualifiers, ""), change::qualifiers);
        }
        ifSent(count("finalTableSize", form.finalTableSize, ""), change::finalTableSize);
        if (form.lateRegistrationUntilLevel != null && form.lateRegistrationUntilLevel.isBlank()) {
            change.lateRegistrationUntilLevel(null);
        } else {
            ifSent(
                    count("lateRegistrationUntilLevel", form.lateRegistrationUntilLevel, ""),
                    change::lateRegistrationUntilLevel);
        }
    }

    /**
     * The clock's periods as typed. A period whose blinds and ante the page does not show (Italian and Chinese
     * poker) keeps them as stored for a period of the same kind at the same place, and has none when new.
     */
    private void periods(SettingsForm form, TournamentSettings stored, SettingsChangeBuilder change) {
        List<SettingsForm.PeriodRow> rows = form.getPeriods();
        List<ClockPeriodSetting> periodsStored =
                form.sentBlinds() ? List.of() : stored.clock().periods();
        for (int i = 0; i < rows.size(); i++) {
            SettingsForm.PeriodRow row = rows.get(i);
            String at = "clock.periods[" + i + "].";
            Integer minutes = count("minutes", row.minutes(), at);
            if (form.sentBlinds()) {
                Long small = number("smallBlind", row.smallBlind(), at);
                Long big = number("bigBlind", row.bigBlind(), at);
                Long ante = number("ante", row.ante(), at);
                if (minutes != null && small != null && big != null && ante != null) {
                    change.period(row.kind(), minutes, small, big, ante, row.anteKind());
                }
            } else if (minutes != null) {
                kept(row, minutes, i < periodsStored.size() ? periodsStored.get(i) : null, change);
            }
        }
    }

    private static void kept(
            SettingsForm.PeriodRow row, int minutes, ClockPeriodSetting was, SettingsChangeBuilder change) {
        boolean same = was != null && String.valueOf(was.kind()).equals(row.kind());
        change.period(
                row.kind(),
                minutes,
                same ? was.smallBlind() : 0,
                same ? was.bigBlind() : 0,
                same ? was.ante() : 0,
                same ? String.valueOf(was.anteKind()) : "EACH_PLAYER");
    }

    /** Chinese poker's nine token values, typed apart by spaces or commas. */
    private void tokens(String text, SettingsChangeBuilder change) {
        List<Integer> tokens = new ArrayList<>();
        for (String token : text.strip().split("[\\s,;]+")) {
            try {
                tokens.add(Integer.parseInt(token));
            } catch (NumberFormatException notANumber) {
                errors.put("chineseTokens", text.isBlank() ? words.field_required() : words.field_invalid());
                return;
            }
        }
        change.chineseTokens(tokens);
    }

    private Long chips(String name, String text) {
        return text == null ? null : number(name, text, "");
    }

    /** A number that counts (players, games, minutes): {@code null} when not sent or refused. */
    private Integer count(String name, String text, String at) {
        Long value = text == null ? null : number(name, text, at);
        if (value != null && value > Integer.MAX_VALUE) {
            errors.put(at + name, words.field_invalid());
            return null;
        }
        return value == null ? null : value.intValue();
    }

    /**
     * A number as the organizer types it (docs/console.md#numbers), refused in words beside its field: one that is
     * none, one below zero, and 0 for a number that counts something. {@code null} when refused.
     */
    private Long number(String name, String text, String at) {
        Long value = TypedNumber.whole(text);
        if (value == null) {
            errors.put(at + name, text.isBlank() ? said.number_required() : inDigits(name));
        } else if (value < 0) {
            errors.put(at + name, said.not_below_zero());
        } else if (value == 0 && FROM_ONE.contains(name)) {
            errors.put(at + name, said.at_least_one());
        } else {
            return value;
        }
        return null;
    }

    private String inDigits(String name) {
        return "minutes".equals(name) ? said.minutes_in_digits() : said.number_in_digits();
    }

    private static <T> void ifSent(T value, java.util.function.Consumer<T> setter) {
        if (value != null) {
            setter.accept(value);
        }
    }
}
