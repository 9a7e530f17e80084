package org.tavolo.screens.console;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.Language;
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
        ObjectNode patch = json.createObjectNode();
        number(patch, "startingStack", form.getStartingStack(), errors, words);
        number(patch, "chipUnit", form.getChipUnit(), errors, words);
        number(patch, "ante", form.getAnte(), errors, words);
        number(patch, "gamesPerRound", form.getGamesPerRound(), errors, words);
        number(patch, "minSeats", form.getMinSeats(), errors, words);
        number(patch, "maxSeats", form.getMaxSeats(), errors, words);
        if (form.getQualifiers().isBlank()) {
            patch.putNull("qualifiers");
        } else {
            number(patch, "qualifiers", form.getQualifiers(), errors, words);
        }
        ObjectNode clock = patch.putObject("clock");
        clock.put("afterLast", form.getAfterLast());
        ArrayNode periods = clock.putArray("periods");
        List<SettingsForm.PeriodRow> rows = form.getPeriods();
        for (int i = 0; i < rows.size(); i++) {
            SettingsForm.PeriodRow row = rows.get(i);
            ObjectNode period = periods.addObject().put("kind", row.kind());
            String at = "clock.periods[" + i + "].";
            number(period, "minutes", row.minutes(), at, errors, words);
            number(period, "smallBlind", row.smallBlind(), at, errors, words);
            number(period, "bigBlind", row.bigBlind(), at, errors, words);
            number(period, "ante", row.ante(), at, errors, words);
        }
        if (errors.isEmpty()) {
            store(id, patch, errors, lang);
        }
        return errors;
    }

    private void store(long id, ObjectNode patch, Map<String, String> errors, Language lang) {
        try {
            String text = json.writeValueAsString(patch);
            ProblemException.refusing(() -> tournaments.patchSettings(id, text) != null);
        } catch (ConstraintViolationException invalid) {
            for (ConstraintViolation<?> v : invalid.getConstraintViolations()) {
                errors.putIfAbsent(field(v.getPropertyPath()), v.getMessage());
            }
        } catch (ProblemException refused) {
            Object field = refused.problem().extensions().get("field");
            errors.put(field == null ? FORM : field.toString(), lang.says(refused));
        } catch (JsonProcessingException refused) {
            errors.put(FORM, refused.getMessage());
        }
    }

    private static void number(
            ObjectNode node, String name, String text, Map<String, String> errors, ConsoleMessages words) {
        number(node, name, text, "", errors, words);
    }

    private static void number(
            ObjectNode node, String name, String text, String at, Map<String, String> errors, ConsoleMessages words) {
        try {
            node.put(name, Long.parseLong(text.strip().replace("\u202F", "").replace(" ", "")));
        } catch (NumberFormatException notANumber) {
            errors.put(at + name, text.isBlank() ? words.field_required() : words.field_invalid());
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
