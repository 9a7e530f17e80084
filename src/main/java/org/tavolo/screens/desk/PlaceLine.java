package org.tavolo.screens.desk;

/** A place at the close of the game, previewed: the stack, the place and its points as the language writes them. */
public record PlaceLine(int place, String name, long stack, String points) {

    /** Whether the points are one, which Italian and English say in the singular («1 punto», «1 point»). */
    public boolean one() {
        return "1".equals(points);
    }
}
