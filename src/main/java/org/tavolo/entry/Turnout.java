package org.tavolo.entry;

import java.util.List;
import org.tavolo.tournament.Tournament;

/**
 * Who came, as the first draw must know it: declared here and answered by the registration feature, which points to
 * entries (docs/registration.md#the-draw).
 */
public interface Turnout {

    /**
     * Called by the first draw, holding the tournament's lock, before it reads the entries in play: turns the
     * registrations into entries as the door says (everyone holding a place when check-in is off; only who came when
     * it is on, absent registrations becoming no-shows and present waiting players filling the freed places in order).
     */
    NoShows beforeFirstDraw(Tournament tournament);

    /** The names of those the first draw left out as no-shows, in the order they registered. */
    List<String> noShows(long tournamentId);

    /** The names of the registered players the first draw left out because they did not come. */
    record NoShows(List<String> names) {}
}
