package org.tavolo.screens.console;

import java.util.List;

/** The values of a correction's lines as typed, in the form's order (none: the result's own). */
public record TypedLines(List<String> values) {

    static final TypedLines NONE = new TypedLines(null);

    /** What was typed on that line, or the result's own value when nothing was sent. */
    public Object at(int line, Object recorded) {
        return values == null || line >= values.size() ? recorded : values.get(line);
    }
}
