package org.tavolo.screens.desk;

import java.util.List;

/**
 * The form of the table page that is open as typed, besides the hand form: a count previewed, a close previewed, a
 * void or a penalty refused. Every other form shows fresh. Each answers only its own part; the others answer none.
 */
public sealed interface Panel {

    /** No form open as typed: each shows fresh. */
    Panel NONE = new None();

    /** The count as typed (its preview shown), when the count form is open. */
    default CountPreview count() {
        return null;
    }

    /** The close of the game previewed, when the close form is open. */
    default List<PlaceLine> places() {
        return null;
    }

    /** The reason typed in a void form (the last entry's, or a Chinese deal's), or nothing. */
    default String voiding() {
        return "";
    }

    /** The penalty as typed, when the penalty form is open. */
    default PenaltyTyped penalty() {
        return null;
    }

    record None() implements Panel {}

    /** The count form: the count as typed and its preview. */
    record CountView(CountPreview count) implements Panel {}

    /** The close form: the places and points the close records. */
    record CloseView(List<PlaceLine> places) implements Panel {}

    /** A void form: the reason typed. */
    record VoidView(String voiding) implements Panel {}

    /** The penalty form: the penalty as typed. */
    record PenaltyView(PenaltyTyped penalty) implements Panel {}
}
