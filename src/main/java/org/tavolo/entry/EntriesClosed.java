package org.tavolo.entry;

/**
 * Why a tournament takes no more entries, for a page to say in words.
 *
 * @param drawnGame      the game whose seat draw closed entries
 * @param lateUntilLevel the level at whose end Hold'em late registration closed; null when entries closed at the draw
 */
public record EntriesClosed(int drawnGame, Integer lateUntilLevel) {

    /** Whether late registration was open after the draw and closed at the end of its level. */
    public boolean late() {
        return lateUntilLevel != null;
    }
}
