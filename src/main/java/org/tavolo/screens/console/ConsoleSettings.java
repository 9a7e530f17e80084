package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.TypedNumber;
import org.tavolo.screens.Language;
import org.tavolo.tournament.SettingsChange;
import org.tavolo.tournament.SettingsChangeBuilder;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;
import org.tavolo.tournament.TournamentView;

/**
 * Stores the console's settings form as the same {@link SettingsChange} the API's merge patch is read into, so that
 * one rule holds at every door and a refused value is named by the API's own field path ({@code startingStack},
 * {@code clock.periods[2].minutes}) and shown beside that field.
 */
@ApplicationScoped
public class ConsoleSettings {

    /** The key of a message that belongs to no single field. */
    static final String FORM = "form";

    /** The refusals of a setting by the rules, said in the page's words beside the field they name. */
    private static final Set<String> SETTINGS_REFUSALS =
            Set.of("/problems/invalid-setting", "/problems/invalid-clock-structure");

    private final TournamentService tournaments;

    ConsoleSettings(TournamentService tournaments) {
        this.tournaments = tournaments;
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
        form.applyAcceptedFix();
        SettingsFormReading reading = new SettingsFormReading(errors, said, words);
        SettingsChangeBuilder change = SettingsChange.builder();
        reading.numbers(form, change);
        offers(form, stored, errors, said);
        reading.others(form, stored, change);
        if (errors.isEmpty()) {
            store(id, change, errors, lang, said);
        }
        return errors;
    }

    /** The fixes offered beside the table sizes typed against each other (docs/console.md#settings-refusals). */
    private static void offers(
            SettingsForm form, TournamentSettings stored, Map<String, String> errors, ConsoleFormMessages said) {
        Integer lowered = finalTableOffer(form, stored);
        if (lowered != null) {
            errors.put("finalTableSize", said.final_table_over_max(finalTableSize(form, stored), lowered));
        }
        SeatsFix seats = seatsFix(form, stored);
        if (seats != null) {
            errors.putIfAbsent(seats.field(), seats.says(said));
        }
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

    private void store(
            long id,
            SettingsChangeBuilder change,
            Map<String, String> errors,
            Language lang,
            ConsoleFormMessages said) {
        try {
            ProblemException.refusing(() -> tournaments.patchSettings(id, change.build()) != null);
        } catch (ConstraintViolationException invalid) {
            for (ConstraintViolation<?> v : invalid.getConstraintViolations()) {
                errors.putIfAbsent(field(v.getPropertyPath()), v.getMessage());
            }
        } catch (ProblemException refused) {
            Object field = refused.problem().extensions().get("field");
            boolean setting = field != null
                    && SETTINGS_REFUSALS.contains(refused.problem().type());
            errors.put(field == null ? FORM : field.toString(), setting ? said.setting_refused() : lang.says(refused));
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
