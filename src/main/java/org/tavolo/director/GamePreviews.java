package org.tavolo.director;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tavolo.director.DirectorViews.CountLine;
import org.tavolo.director.DirectorViews.CountPreview;
import org.tavolo.director.DirectorViews.PlaceLine;
import org.tavolo.director.DirectorViews.SeatLine;
import org.tavolo.director.DirectorViews.TableScreen;

/**
 * The previews of a chip count and of the close of an Italian game: what the page shows before the
 * director sends them. The result service decides the places for good; this preview orders the
 * stacks the same way, the larger first, tied stacks sharing the points of their places
 * (docs/rules.md#italian-tournament).
 */
final class GamePreviews {

    private GamePreviews() {}

    static CountPreview count(TableScreen table, MultivaluedMap<String, String> posted) {
        List<CountLine> lines = new ArrayList<>();
        boolean complete = true;
        for (SeatLine seat : table.seats()) {
            String typed = posted.getFirst("count-" + seat.seat());
            typed = typed == null ? "" : typed.strip();
            Long counted = chips(typed);
            complete &= counted != null;
            lines.add(new CountLine(seat.seat(), seat.name(), seat.stack(), typed, counted));
        }
        String reason = posted.getFirst("reason");
        return new CountPreview(lines, reason == null ? "" : reason.strip(), complete);
    }

    static List<PlaceLine> places(TableScreen table, List<Integer> points) {
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
                places.add(new PlaceLine(i + 1, s.name(), s.stack(), tenths(shared * 10L / (j - i))));
            }
            i = j;
        }
        return places;
    }

    /** Points in tenths as the page writes them: {@code 6}, or {@code 4.5} for a shared place. */
    private static String tenths(long tenths) {
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : tenths / 10 + "." + tenths % 10;
    }

    private static Long chips(String typed) {
        String digits = typed.replaceAll("[\\s.,\u202F]", "");
        return digits.matches("\\d{1,15}") ? Long.parseLong(digits) : null;
    }
}
