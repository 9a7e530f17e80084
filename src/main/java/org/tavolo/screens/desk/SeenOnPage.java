package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the table page showed when an entry was typed, sent hidden with every form of the page and kept
 * by the offline queue with the rest of the entry (docs/director-page.md#offline): the game
 * ({@code gameNumber}), the player at each seat by entry id ({@code entry-3}) and, in Hold'em, the
 * clock's level the page showed ({@code level}: a hand is dealt at it, docs/rules.md#blinds-by-position).
 * The services check it under the table's lock (docs/errors.md#entries-bound-to-what-was-seen); a field
 * that is not a number is left out, and the entry is then checked against the table as it is.
 *
 * @param gameNumber the game the page showed, or null
 * @param entries    the entry the page showed at each seat
 * @param level      the clock's level the page showed, or null
 */
record SeenOnPage(Integer gameNumber, Map<Integer, Long> entries, Integer level) {

    private static final Pattern ENTRY = Pattern.compile("entry-(\\d{1,3})");

    static SeenOnPage read(MultivaluedMap<String, String> posted) {
        Map<Integer, Long> entries = new LinkedHashMap<>();
        posted.forEach((name, values) -> {
            Matcher seat = ENTRY.matcher(name);
            String value = values.isEmpty() ? "" : values.get(0).strip();
            if (seat.matches() && value.matches("\\d{1,18}")) {
                entries.put(Integer.valueOf(seat.group(1)), Long.valueOf(value));
            }
        });
        return new SeenOnPage(number(posted.getFirst("gameNumber")), entries, number(posted.getFirst("level")));
    }

    private static Integer number(String posted) {
        return posted != null && posted.strip().matches("\\d{1,9}") ? Integer.valueOf(posted.strip()) : null;
    }

    /** The entry the page showed at a seat, or null. */
    Long entryAt(int seat) {
        return entries.get(seat);
    }

    /**
     * The seats of the table now and those the page showed, in order: an entry typed for a seat nobody
     * holds now still names it, so that the service refuses it rather than it being recorded without him.
     */
    List<Integer> withSeatsShown(List<Integer> seatsNow) {
        TreeSet<Integer> seats = new TreeSet<>(seatsNow);
        seats.addAll(entries.keySet());
        return List.copyOf(seats);
    }

    /** The seats the page showed that nobody holds now. */
    List<Integer> seatsGone(List<Integer> seatsNow) {
        return entries.keySet().stream()
                .filter(s -> !seatsNow.contains(s))
                .sorted()
                .toList();
    }

    /** Whether the page showed another game than {@code game}. */
    boolean otherGameThan(int game) {
        return gameNumber != null && gameNumber != game;
    }
}
