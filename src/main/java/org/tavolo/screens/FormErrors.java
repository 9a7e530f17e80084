package org.tavolo.screens;

import java.util.ArrayList;
import java.util.List;

/**
 * What a refused form got wrong, field by field, for the summary at the top of the page (each line
 * a link to its field) and the message beside each field. A line without a field names the form as
 * a whole.
 *
 * @param lines the refusals, in the form's order
 */
public record FormErrors(List<Line> lines) {

    /** One refusal: the id of the field it names (or none) and the message, in the page's language. */
    public record Line(String field, String message) {}

    private static final FormErrors NONE = new FormErrors(List.of());

    public FormErrors {
        lines = List.copyOf(lines);
    }

    public static FormErrors none() {
        return NONE;
    }

    /** One refusal about one field ({@code null}: about the whole form). */
    public static FormErrors of(String field, String message) {
        return message == null ? NONE : new FormErrors(List.of(new Line(field, message)));
    }

    /** These refusals and one more. */
    public FormErrors and(String field, String message) {
        List<Line> more = new ArrayList<>(lines);
        more.add(new Line(field, message));
        return new FormErrors(more);
    }

    public boolean any() {
        return !lines.isEmpty();
    }

    /** The message beside that field, or {@code null}. */
    public String at(String field) {
        return lines.stream()
                .filter(l -> field.equals(l.field()))
                .map(Line::message)
                .findFirst()
                .orElse(null);
    }

    /** Whether that field is in error. */
    public boolean has(String field) {
        return at(field) != null;
    }
}
