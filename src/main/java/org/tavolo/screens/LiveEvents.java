package org.tavolo.screens;

import io.quarkus.qute.TemplateGlobal;
import org.tavolo.live.LiveEventName;

/**
 * The events of a tournament's stream, handed to the live pages' script ({@code <script src="/js/live.js"
 * data-events="{liveEvents}">}): {@link LiveEventName} is the one list, the script lists none.
 */
@TemplateGlobal
public final class LiveEvents {

    private LiveEvents() {}

    /** The events' wire names, separated by spaces ({@code clock seating standings announcement}). */
    static String liveEvents() {
        return LiveEventName.wireNames();
    }
}
