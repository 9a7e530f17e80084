package org.tavolo.screens.room;

import org.tavolo.standing.OutlookView;

/**
 * A player's outlook put in words (docs/rules.md#outlook): which sentence of the bundle says it, and
 * the places it names.
 *
 * @param kind  the sentence, as {@link OutlookView#kind()} names it
 * @param safe  the worst place that is enough, or null
 * @param hope  the worst place that can still do, or null
 */
public record PlayerOutlook(String kind, Integer safe, Integer hope) {

    static PlayerOutlook of(OutlookView view) {
        return new PlayerOutlook(view.kind(), view.safePlace(), view.hopePlace());
    }

    /** Whether there is something to say. */
    public boolean shown() {
        return !"none".equals(kind);
    }
}
