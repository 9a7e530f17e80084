package org.tavolo.poker.chinese;

/** The three hands of a player, strongest first ("prima", "seconda", "terza" mano, docs/rules.md#chinese-tokens). */
public enum Row {
    FIRST,
    SECOND,
    THIRD;

    /** The lower-case name used in requests and messages: {@code first}, {@code second}, {@code third}. */
    public String label() {
        return name().toLowerCase();
    }
}
