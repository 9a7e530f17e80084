package org.tavolo.screens.console;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.TypedNumber;
import org.tavolo.screens.Language;
import org.tavolo.tournament.ClockPeriodSetting;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;
import org.tavolo.tournament.TournamentView;

/**
 * Stores the console's settings form through the same JSON Merge Patch the API takes, so that a
 * refused value is named by the API's own field path ({@code startingStack},
 * {@code clock.periods[2].minutes}) and shown beside that field.
 */
@ApplicationScoped
public class ConsoleSettings {

    /** The key of a message that belongs to no single field. */
    static final String FORM = "form";

    /** The refusals of a setting by the rules, said in the page's words beside the field they name. */
    private static final Set<String> SETTINGS_REFUSALS =
            Set.of("/problems/invalid-setting", "/problems/invalid-clock-structure");

    /** The numbers that count something and so start at 1 (the others may be 0: no ante, a starting stack of none). */
    private static final Set<String> FROM_ONE = Set.of(
            "chipUnit", "gamesPerRound", "minSeats", "maxSeats", "qualifiers", "lateRegistrationUntilLevel", "minutes");

    private final TournamentService tournaments;
    private final ObjectMapper json;

    ConsoleSettings(TournamentService tournaments, ObjectMapper json) {
        this.tournaments = tournaments;
        this.json = json;
    }

    TournamentView tournament(long id) {
        return tournaments.view(id);
    }

    TournamentSettings settings(long id) {
        return tournaments.settings(id);
    }

    /** Replaces the settings with the rule book's for the tournament's own format. */
    void applyPreset(long id) {
        TournamentFormat format = tournaments.view(id).format();
        tournaments.changeSettings(id, TournamentSettings.defaultsFor(format));
    }

    /** Stores the form; the problems by field path when something is refused (nothing is stored then). */
    Map<String, String> save(long id, SettingsForm form, ConsoleMessages words, Language lang) {
        Map<String, String> errors = new LinkedHashMap<>();
        TournamentSettings stored = tournaments.settings(id);
        ConsoleFormMessages said = MessageBundles.get(ConsoleFormMessages.class, Localized.Literal.of(lang.tag()));
        if (form.isLoweringFinalTable()) {
            form.lowerFinalTableToMaxSeats();
        }
        if (form.isFixingSeats()) {
            form.fixSeats();
        }
        ObjectNode patch = json.createObjectNode();
        number(patch, "startingStack", form.startingStack, errors, said);
        number(patch, "chipUnit", form.chipUnit, errors, said);
        number(patch, "ante", form.ante, errors, said);
        number(patch, "gamesPerRound", form.gamesPerRound, errors, said);
        number(patch, "minSeats", form.minSeats, errors, said);
        number(patch, "maxSeats", form.maxSeats, errors, said);
        if (form.qualifiers != null && form.qualifiers.isBlank()) {
            patch.putNull("qualifiers");
        } else {
            number(patch, "qualifiers", form.qualifiers, errors, said);
        }
        number(patch, "finalTableSize", form.finalTableSize, errors, said);
        if (form.lateRegistrationUntilLevel != null && form.lateRegistrationUntilLevel.isBlank()) {
            patch.putNull("lateRegistrationUntilLevel");
        } else {
            number(patch, "lateRegistrationUntilLevel", form.lateRegistrationUntilLevel, errors, said);
        }
        Integer lowered = finalTableOffer(form, stored);
        if (lowered != null) {
            errors.put("finalTableSize", said.final_table_over_max(finalTableSize(form, stored), lowered));
        }
        SeatsFix seats = seatsFix(form, stored);
        if (seats != null) {
            errors.putIfAbsent(seats.field(), seats.says(said));
        }
        if (form.bettingStructure != null) {
            patch.put("bettingStructure", form.bettingStructure);
        }
        if (form.teresinaAfterFull != null) {
            patch.put("teresinaAfterFull", "true".equals(form.teresinaAfterFull.strip()));
        }
        if (form.chineseTokens != null) {
            tokens(patch, form.chineseTokens, errors, words);
        }
        ObjectNode clock = patch.putObject("clock");
        if (form.afterLast != null) {
            clock.put("afterLast", form.afterLast);
        }
        ArrayNode periods = clock.putArray("periods");
        List<SettingsForm.PeriodRow> rows = form.getPeriods();
        List<ClockPeriodSetting> periodsStored =
                form.sentBlinds() ? List.of() : stored.clock().periods();
        for (int i = 0; i < rows.size(); i++) {
            SettingsForm.PeriodRow row = rows.get(i);
            ObjectNode period = periods.addObject().put("kind", row.kind());
            String at = "clock.periods[" + i + "].";
            number(period, "minutes", row.minutes(), at, errors, said);
            if (form.sentBlinds()) {
                number(period, "smallBlind", row.smallBlind(), at, errors, said);
                number(period, "bigBlind", row.bigBlind(), at, errors, said);
                number(period, "ante", row.ante(), at, errors, said);
                period.put("anteKind", row.anteKind());
            } else {
                keep(period, row, i < periodsStored.size() ? periodsStored.get(i) : null);
            }
        }
        if (errors.isEmpty()) {
            store(id, patch, errors, lang, said);
        }
        return errors;
    }

    /**
     * The most players at a table as typed, when it is below the final table's size (typed, or stored when the format's
     * page does not show it): the size both may be lowered to. Null when they agree or either is not a number.
     */
    static Integer finalTableOffer(SettingsForm form, TournamentSettings stored) {
        Integer max = whole(form.maxSeats);
        Integer finalTable = finalTableSize(form, stored);
        return max != null && finalTable != null && max >= 2 && max < finalTable ? max : null;
    }

    /** The fewest players at a table typed above the most, and its fix; null when they agree ({@link SeatsFix#of}). */
    static SeatsFix seatsFix(SettingsForm form, TournamentSettings stored) {
        Integer min = form.minSeats == null ? Integer.valueOf(stored.minSeats()) : whole(form.minSeats);
        Integer max = form.maxSeats == null ? Integer.valueOf(stored.maxSeats()) : whole(form.maxSeats);
        return SeatsFix.of(min, max, stored);
    }

    private static Integer finalTableSize(SettingsForm form, TournamentSettings stored) {
        return form.finalTableSize == null ? Integer.valueOf(stored.finalTableSize()) : whole(form.finalTableSize);
    }

    private static Integer whole(String text) {
        Long value = TypedNumber.whole(text);
        return value == null || value < 0 || value > Integer.MAX_VALUE ? null : value.intValue();
    }

    private void store(long id, ObjectNode patch, Map<String, String> errors, Language lang, ConsoleFormMessages said) {
        try {
            String text = json.writeValueAsString(patch);
            ProblemException.refusing(() -> tournaments.patchSettings(id, text) != null);
        } catch (ConstraintViolationException invalid) {
            for (ConstraintViolation<?> v : invalid.getConstraintViolations()) {
                errors.putIfAbsent(field(v.getPropertyPath()), v.getMessage());
            }
        } catch (ProblemException refused) {
            Object field = refused.problem().extensions().get("field");
            boolean setting = field != null
                    && SETTINGS_REFUSALS.contains(refused.problem().type());
            errors.put(field == null ? FORM : field.toString(), setting ? said.setting_refused() : lang.says(refused));
        } catch (JsonProcessingException refused) {
            errors.put(FORM, refused.getMessage());
        }
    }

    /** A number the page sent; one the page does not show for the format ({@code null}) is left as stored. */
    private static void number(
            ObjectNode node, String name, String text, Map<String, String> errors, ConsoleFormMessages said) {
        if (text != null) {
            number(node, name, text, "", errors, said);
        }
    }

    /**
     * A period whose blinds and ante the page does not show (Italian and Chinese poker): they stay as
     * stored for a period of the same kind at the same place, and are none for a new one.
     */
    private static void keep(ObjectNode period, SettingsForm.PeriodRow row, ClockPeriodSetting was) {
        boolean same = was != null && String.valueOf(was.kind()).equals(row.kind());
        period.put("smallBlind", same ? was.smallBlind() : 0);
        period.put("bigBlind", same ? was.bigBlind() : 0);
        period.put("ante", same ? was.ante() : 0);
        period.put("anteKind", same ? String.valueOf(was.anteKind()) : "EACH_PLAYER");
    }

    /** Chinese poker's nine token values, typed apart by spaces or commas. */
    private static void tokens(ObjectNode patch, String text, Map<String, String> errors, ConsoleMessages words) {
        ArrayNode tokens = patch.putArray("chineseTokens");
        for (String token : text.strip().split("[\\s,;]+")) {
            try {
                tokens.add(Integer.parseInt(token));
            } catch (NumberFormatException notANumber) {
                errors.put("chineseTokens", text.isBlank() ? words.field_required() : words.field_invalid());
                return;
            }
        }
    }

    /**
     * A number as the organizer types it (docs/console.md#numbers), refused in words beside its field: one that is
     * none, one below zero, and 0 for a number that counts something.
     */
    private static void number(
            ObjectNode node,
            String name,
            String text,
            String at,
            Map<String, String> errors,
            ConsoleFormMessages said) {
        Long value = TypedNumber.whole(text);
        if (value == null) {
            errors.put(
                    at + name,
                    text.isBlank()
                            ? said.number_required()
                            : "minutes".equals(name) ? said.minutes_in_digits() : said.number_in_digits());
        } else if (value < 0) {
            errors.put(at + name, said.not_below_zero());
        } else if (value == 0 && FROM_ONE.contains(name)) {
            errors.put(at + name, said.at_least_one());
        } else {
            node.put(name, value);
        }
    }

    /** A violation's path as the API writes it: {@code clock.periods[2].minutes}. */
    private static String field(Path path) {
        StringBuilder field = new StringBuilder();
        for (Path.Node node : path) {
            if (node.getIndex() != null && field.length() > 0) {
                field.append('[').append(node.getIndex()).append(']');
            }
            if (node.getName() != null && !node.getName().isEmpty()) {
                field.append(field.length() > 0 ? "." : "").append(node.getName());
            }
        }
        return field.toString();
    }
}
