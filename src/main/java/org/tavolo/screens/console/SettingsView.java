package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.screens.Language;
import org.tavolo.screens.Messages;
import org.tavolo.tournament.TournamentFormat;

/**
 * The settings form ready to show: each field with its label in the reader's words and the
 * message the API gave for it, if any. Each format is offered only what applies to it: Italian draw
 * poker its ante (piatto iniziale), game periods and the Teresina round; Hold'em its blind levels and
 * betting structure; Chinese poker its tokens, and no chips at all.
 *
 * @param presetLabel the rule book's preset of the tournament's format
 * @param fields      the main numbers
 * @param periods     the clock's periods, in order
 * @param formError   a message that belongs to no single field
 * @param blinds      whether the periods have blinds and antes (Hold'em levels) rather than games
 * @param teresina    whether the clock may end with the Teresina round (Italian)
 * @param teresinaAfterFull Italian: {@code true} or {@code false} as typed, whether a Teresina may follow a hand that
 *                    showed a full or better (docs/rules.md#teresa-after-full); null for the other formats
 * @param structure   the betting structure, for Hold'em; null for the other formats
 * @param lowerBothTo the most players at a table as typed, when it is below the final table's size: the page offers
 *                    to save with the final table lowered to it; null otherwise
 * @param seatsFix    the fewest and the most players at a table typed the wrong way round: the button beside the field
 *                    changed saves with it brought to the other; null otherwise
 */
public record SettingsView(
        String presetLabel,
        List<NumberField> fields,
        List<PeriodView> periods,
        String afterLast,
        String formError,
        boolean blinds,
        boolean teresina,
        String teresinaAfterFull,
        String structure,
        Integer lowerBothTo,
        Fix seatsFix) {

    /** A one-click fix beside a refused field: the button's operation and words. */
    public record Fix(String field, String op, String label) {}

    /** The betting structures a Hold'em tournament may announce. */
    public List<String> getStructures() {
        return List.of("NO_LIMIT", "POT_LIMIT", "FIXED_LIMIT");
    }

    /** The refused form's summary: the form's own message, each number's and each period's, linked to its field. */
    public org.tavolo.screens.FormErrors summary() {
        org.tavolo.screens.FormErrors all = org.tavolo.screens.FormErrors.of(null, formError);
        for (NumberField f : fields) {
            if (f.error() != null) {
                all = all.and("s-" + f.name(), f.label() + ": " + f.error());
            }
        }
        String[][] periodFields = {
            {"kind", "k-"}, {"minutes", "m-"}, {"smallBlind", "sb-"}, {"bigBlind", "bb-"}, {"ante", "a-"}
        };
        for (PeriodView p : periods) {
            for (String[] field : periodFields) {
                if (p.error(field[0]) != null) {
                    all = all.and(field[1] + p.index(), p.name() + ": " + p.error(field[0]));
                }
            }
        }
        return all;
    }

    /** One number of the settings: its API name, label, value as typed, message, and a line that explains it (or null). */
    public record NumberField(String name, String label, String value, String error, String hint) {}

    /** One period of the clock as typed, with the messages for its fields. */
    public record PeriodView(
            int index,
            int number,
            String name,
            boolean first,
            boolean last,
            SettingsForm.PeriodRow row,
            Map<String, String> errors) {

        public boolean isBreak() {
            return "BREAK".equals(row.kind());
        }

        public String error(String field) {
            return errors.get("clock.periods[" + index + "]." + field);
        }
    }

    static SettingsView of(
            TournamentFormat format,
            SettingsForm form,
            Map<String, String> errors,
            Integer lowerBothTo,
            SeatsFix seats,
            ConsoleMessages w,
            Language lang) {
        ConsoleFormMessages f = MessageBundles.get(ConsoleFormMessages.class, Localized.Literal.of(lang.tag()));
        List<NumberField> fields = numberFields(format, form, errors, w, lang);
        List<SettingsForm.PeriodRow> rows = form.getPeriods();
        List<PeriodView> periods = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            periods.add(new PeriodView(i, i + 1, w.period(i + 1), i == 0, i == rows.size() - 1, rows.get(i), errors));
        }
        String preset =
                switch (format) {
                    case ITALIAN_DRAW -> w.preset_ITALIAN_DRAW();
                    case TEXAS_HOLDEM -> w.preset_TEXAS_HOLDEM();
                    case CHINESE_POKER -> w.preset_CHINESE_POKER();
                };
        String formError = formError(errors, fields);
        boolean holdem = format == TournamentFormat.TEXAS_HOLDEM;
        return new SettingsView(
                preset,
                fields,
                periods,
                form.getAfterLast(),
                formError,
                holdem,
                format == TournamentFormat.ITALIAN_DRAW,
                format == TournamentFormat.ITALIAN_DRAW ? form.getTeresinaAfterFull() : null,
                holdem ? form.getBettingStructure() : null,
                lowerBothTo,
                seats == null ? null : new Fix(seats.field(), seats.op(), seats.label(f)));
    }

    /** The numbers the format's page shows, in the page's order. */
    private static List<NumberField> numberFields(
            TournamentFormat format, SettingsForm form, Map<String, String> errors, ConsoleMessages w, Language lang) {
        Messages shared = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        List<NumberField> fields = new ArrayList<>();
        if (format != TournamentFormat.CHINESE_POKER) {
            fields.add(field("startingStack", w.starting_stack(), form.getStartingStack(), errors));
            fields.add(field("chipUnit", w.chip_unit(), form.getChipUnit(), errors));
        }
        if (format == TournamentFormat.ITALIAN_DRAW) {
            fields.add(field("ante", shared.italian_ante(), form.getAnte(), errors));
            fields.add(field("gamesPerRound", w.games_per_round(), form.getGamesPerRound(), errors));
        }
        if (format == TournamentFormat.CHINESE_POKER) {
            fields.add(field("chineseTokens", shared.chinese_tokens(), form.getChineseTokens(), errors));
        }
        fields.add(field("minSeats", w.min_seats(), form.getMinSeats(), errors));
        fields.add(field("maxSeats", w.max_seats(), form.getMaxSeats(), errors));
        fields.add(field("qualifiers", w.qualifiers(), form.getQualifiers(), errors));
        if (format == TournamentFormat.TEXAS_HOLDEM) {
            holdemFields(form, errors, lang, fields);
        }
        return fields;
    }

    private static void holdemFields(
            SettingsForm form, Map<String, String> errors, Language lang, List<NumberField> fields) {
        ConsoleFormMessages f = MessageBundles.get(ConsoleFormMessages.class, Localized.Literal.of(lang.tag()));
        fields.add(new NumberField(
                "finalTableSize",
                f.final_table_size(),
                form.getFinalTableSize(),
                errors.get("finalTableSize"),
                f.final_table_size_hint()));
        fields.add(new NumberField(
                "lateRegistrationUntilLevel",
                f.late_registration_until(),
                form.getLateRegistrationUntilLevel(),
                errors.get("lateRegistrationUntilLevel"),
                f.late_registration_until_hint()));
    }

    private static NumberField field(String name, String label, String value, Map<String, String> errors) {
        return new NumberField(name, label, value, errors.get(name), null);
    }

    /**
     * What belongs to no field the page shows: the form's own message, the schedule's, and a refusal naming a setting
     * this format's page does not show, so that no refusal is ever left unsaid.
     */
    private static String formError(Map<String, String> errors, List<NumberField> fields) {
        List<String> unseen = new ArrayList<>();
        errors.forEach((key, message) -> {
            boolean shown = key.startsWith("clock.periods[")
                    || fields.stream().anyMatch(f -> f.name().equals(key));
            if (!shown) {
                unseen.add(message);
            }
        });
        return unseen.isEmpty() ? null : String.join(" ", unseen);
    }
}
