package org.tavolo.live;

import java.util.List;

/**
 * The places a round's qualifiers leave open at a tied cut: places {@code first} to {@code last} go to some of the
 * {@code tied} players (their names as announced), and the organizer decides which (docs/rules.md#italian-tournament).
 */
public record OpenPlaces(int first, int last, List<String> tied) {

    public OpenPlaces {
        tied = List.copyOf(tied);
    }

    /** How many places are still open. */
    public int seats() {
        return last - first + 1;
    }

    /** The tied players' names in one line, for a screen's own sentence. */
    public String tiedNames() {
        return String.join(", ", tied);
    }
}
