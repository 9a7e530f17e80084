package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.tavolo.common.error.ProblemException;

/**
 * The one rule of what a change must name (docs/errors.md#entries-bound-to-what-was-seen): a table's director names,
 * with every change he makes at a table (a hand, a correction, a void, a penalty, a chip count, a Chinese deal), the
 * game he made it in and the players by entry beside their seats, with their stacks where the change states them,
 * whatever door it comes through (the API, the table page's forms, its offline queue). A field he leaves out, or
 * sends as {@code null}, is refused with 400 {@code binding-missing} naming it, before anything is read or written:
 * it is never taken for "the table as it is now". The organizer may leave them out (docs/errors.md says where):
 * his entry is checked against the table as it is.
 */
@ApplicationScoped
public class Binding {

    private final BindingRequired required;

    Binding(BindingRequired required) {
        this.required = required;
    }

    /** Refuses, when the caller must bind his change ({@link BindingRequired}), the first binding field it leaves out. */
    public void require(List<String> missing) {
        if (!missing.isEmpty() && required.ofCaller()) {
            throw missing(missing.get(0));
        }
    }

    /** The refusal of a change that leaves out {@code field} (400 {@code binding-missing}). */
    public static ProblemException missing(String field) {
        return ProblemException.badRequest(
                "binding-missing",
                field + " is missing (or null): a table's director names, with every entry, the game it was made in"
                        + " and the players and stacks it was made against, as the table page sends them. Reload the"
                        + " table and enter it again; nothing was recorded.",
                Map.of("field", field));
    }

    /**
     * The binding fields a request's list leaves out: the list's own name when it is absent or empty, else what
     * {@code missing} finds missing in each item and its index ({@code counts[2].entry}).
     */
    public static <T> List<String> missingIn(List<T> items, String list, BiFunction<T, Integer, List<String>> missing) {
        if (items == null || items.isEmpty()) {
            return List.of(list);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.addAll(missing.apply(items.get(i), i));
        }
        return out;
    }
}
