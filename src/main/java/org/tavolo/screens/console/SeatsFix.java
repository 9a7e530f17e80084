package org.tavolo.screens.console;

import org.tavolo.tournament.TournamentSettings;

/**
 * The fewest players at a table ({@code minSeats}) typed above the most ({@code maxSeats}): refused on the one of the
 * two that was changed (the fewest when both were), with a one-click fix beside it that saves the form with that
 * one brought to the other (docs/console.md#settings-refusals).
 *
 * @param field the field to change: {@code minSeats}, lowered to the most, or {@code maxSeats}, raised to the fewest
 * @param min   the fewest as typed
 * @param max   the most as typed
 */
public record SeatsFix(String field, int min, int max) {

    /** The refusal and its fix for the numbers as typed (or stored when not sent); null when they agree or either is none. */
    static SeatsFix of(Integer min, Integer max, TournamentSettings stored) {
        if (min == null || max == null || min <= max || max < 1) {
            return null;
        }
        boolean minChanged = min != stored.minSeats() || max == stored.maxSeats();
        return new SeatsFix(minChanged ? "minSeats" : "maxSeats", min, max);
    }

    /** The refusal in words, on the field to change. */
    String says(ConsoleFormMessages said) {
        return lowersMin() ? said.min_over_max(min, max) : said.max_under_min(min, max);
    }

    /** The button's words. */
    public String label(ConsoleFormMessages said) {
        return lowersMin() ? said.fix_min(max) : said.fix_max(min);
    }

    /** The button's operation: the field and the value it saves with. */
    public String op() {
        return SettingsForm.FIX_SEATS + field + ":" + (lowersMin() ? max : min);
    }

    private boolean lowersMin() {
        return "minSeats".equals(field);
    }
}
