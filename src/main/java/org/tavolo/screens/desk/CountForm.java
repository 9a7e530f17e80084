package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.tavolo.count.ChipCountAnswer;
import org.tavolo.ledger.StackChange;
import org.tavolo.screens.desk.CountPreview.CountLine;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.SeatLine;

/**
 * A chip count as the page reads it from the form, and its preview put in the page's lines: the stacks before and
 * after are the ones the count service's preview answered, which is the count itself rolled back
 * ({@link org.tavolo.count.ChipCountService#preview}); the page computes no figure of its own.
 */
final class CountForm {

    private CountForm() {}

    /**
     * A count as posted: each seat's chips as typed, against the stack the page showed
     * ({@code expected-3}, the compare-and-set value the count service checks), with its key.
     */
    static CountPreview count(FormTable table, MultivaluedMap<String, String> posted) {
        List<CountLine> lines = new ArrayList<>();
        boolean complete = true;
        for (SeatLine seat : table.seats()) {
            String typed = value(posted, "count-" + seat.seat());
            Long counted = GamePreviews.chips(typed);
            Long seen = GamePreviews.chips(value(posted, "expected-" + seat.seat()));
            complete &= counted != null;
            lines.add(new CountLine(seat.seat(), seat.name(), seen == null ? seat.stack() : seen, typed, counted));
        }
        String key = value(posted, "countId");
        return new CountPreview(
                lines,
                value(posted, "reason"),
                complete,
                key.isEmpty() ? UUID.randomUUID().toString() : key);
    }

    /**
     * The count as typed, each seat's stack before and after as the count's preview answered them; a seat the
     * answer does not name is left as typed.
     */
    static CountPreview recorded(CountPreview typed, ChipCountAnswer previewed) {
        Map<Integer, StackChange> bySeat = new HashMap<>();
        previewed.stacks().forEach(s -> bySeat.put(s.seat(), s));
        return new CountPreview(
                typed.lines().stream()
                        .map(l -> Optional.ofNullable(bySeat.get(l.seat()))
                                .map(s -> new CountLine(l.seat(), l.name(), s.before(), l.typed(), s.after()))
                                .orElse(l))
                        .toList(),
                typed.reason(),
                typed.complete(),
                typed.countId());
    }

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
