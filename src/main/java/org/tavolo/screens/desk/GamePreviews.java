package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.tavolo.screens.Decimals;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.CountLine;
import org.tavolo.screens.desk.DirectorViews.CountPreview;
import org.tavolo.screens.desk.DirectorViews.PlaceLine;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * The previews of a chip count and of the close of an Italian game: what the page shows before the
 * director sends them. The result service decides the places for good; this preview orders the
 * stacks the same way, the larger first, tied stacks sharing the points of their places
 * (docs/rules.md#italian-tournament).
 */
final class GamePreviews {

    private GamePreviews() {}

    /**
     * A count as posted: each seat's chips as typed, against the stack the page showed
     * ({@code expected-3}, the compare-and-set value the count service checks), with its key.
     */
    static CountPreview count(TableScreen table, MultivaluedMap<String, String> posted) {
        List<CountLine> lines = new ArrayList<>();
        boolean complete = true;
        for (SeatLine seat : table.seats()) {
            String typed = value(posted, "count-" + seat.seat());
            Long counted = chips(typed);
            Long seen = chips(value(posted, "expected-" + seat.seat()));
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

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }

    static List<PlaceLine> places(TableScreen table, List<Integer> points, Language lang) {
        List<SeatLine> order = table.seats().stream()
                .sorted(Comparator.comparingLong(SeatLine::stack).reversed())
                .toList();
        List<PlaceLine> places = new ArrayList<>();
        int i = 0;
        while (i < order.size()) {
            int j = i;
            while (j < order.size() && order.get(j).stack() == order.get(i).stack()) {
                j++;
            }
            int shared = 0;
            for (int k = i; k < j; k++) {
                shared += k < points.size() ? points.get(k) : 0;
            }
            for (int k = i; k < j; k++) {
                SeatLine s = order.get(k);
                places.add(new PlaceLine(
                        i + 1,
                        s.name(),
                        s.stack(),
                        Decimals.points(BigDecimal.valueOf(shared * 10L / (j - i), 1), lang)));
            }
            i = j;
        }
        return places;
    }

    /** Chips as typed on the page («1.000», «1 000»): a whole number, or null when it is none. */
    static Long chips(String typed) {
        String digits = typed.replaceAll("[\\s.,\u202F]", "");
        return digits.matches("\\d{1,15}") ? Long.parseLong(digits) : null;
    }
}
