package org.tavolo.screens.desk;

import org.tavolo.common.text.TypedNumber;

/** Chips as the table page's forms type them: a whole number, or none. */
final class GamePreviews {

    private GamePreviews() {}

    private static final long MOST_CHIPS = 999_999_999_999_999L;

    /** Chips as typed on the page («1.000», «1 000», docs/console.md#numbers): a whole number, or null when it is none. */
    static Long chips(String typed) {
        Long chips = TypedNumber.whole(typed);
        return chips == null || chips < 0 || chips > MOST_CHIPS ? null : chips;
    }
}
