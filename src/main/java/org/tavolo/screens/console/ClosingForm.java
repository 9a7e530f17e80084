package org.tavolo.screens.console;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.TypedNumber;

/**
 * A close of a table as typed, to come back as it was sent: the table, and each player's field
 * as written (the refused text included).
 */
public record ClosingForm(int table, Map<String, String> chips) {

    static ClosingForm of(int table, List<String> entries, List<String> chips) {
        Map<String, String> typed = new HashMap<>();
        for (int i = 0; entries != null && i < entries.size(); i++) {
            typed.put(entries.get(i).strip(), chips != null && i < chips.size() ? chips.get(i) : "");
        }
        return new ClosingForm(table, typed);
    }

    /** The id of a player's stack field at this table ({@code null}: no field). */
    String field(String entry) {
        return entry == null || !entry.strip().matches("\\d{1,18}") ? null : "c-" + table + "-" + entry.strip();
    }

    /** Whether this form is the one of that table. */
    public boolean at(int number) {
        return table == number;
    }

    /** What was typed for that player. */
    public String typed(long entry) {
        return chips.getOrDefault(String.valueOf(entry), "");
    }

    /** The chips typed for that player, thousands separators aside; empty when not a whole number. */
    public Optional<Long> chipsOf(long entry) {
        Long chips = TypedNumber.whole(typed(entry));
        return chips == null || chips < 0 ? Optional.empty() : Optional.of(chips);
    }

    /** The player a refusal names (the stacks' sum names none: then the table's first field). */
    static String firstEntry(List<String> entries, ProblemException refused) {
        if ("/problems/invalid-field".equals(refused.problem().type())) {
            return null; // a hidden field no page writes so: said at the top
        }
        Object named = refused.problem().extensions().get("entry");
        if (named instanceof Number number) {
            return String.valueOf(number.longValue());
        }
        return entries == null || entries.isEmpty() ? null : entries.get(0);
    }
}
