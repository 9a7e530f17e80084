package org.tavolo.screens;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * The numbers a page's form or address carries (a game, an entry, a round, a clock's version),
 * read by the page itself rather than by the framework, so that a value no page writes ({@code abc},
 * {@code 1e9}, a number past any column) is refused as the page's own refusal: the same page, the
 * error at the top and what was typed kept. The refusal is the API's {@code invalid-field}, naming
 * the field, so each page says it through its usual refusal path.
 */
public final class FormNumbers {

    private static final String WHOLE = "\\d{1,18}";

    private FormNumbers() {}

    /** A whole number 0 or more that fits an {@code int}; a refusal naming the field otherwise (absent included). */
    public static int integer(String field, String typed) {
        long value = whole(field, typed);
        if (value > Integer.MAX_VALUE) {
            throw malformed(field, typed);
        }
        return (int) value;
    }

    /** Like {@link #integer}, {@code null} when the field is absent or blank. */
    public static Integer optionalInteger(String field, String typed) {
        return blank(typed) ? null : integer(field, typed);
    }

    /** Like {@link #integer}, {@code fallback} when the field is absent or blank. */
    public static int integer(String field, String typed, int fallback) {
        return blank(typed) ? fallback : integer(field, typed);
    }

    /** A whole number 0 or more that fits a {@code long}; a refusal naming the field otherwise (absent included). */
    public static long whole(String field, String typed) {
        String value = typed == null ? "" : typed.strip();
        if (!value.matches(WHOLE)) {
            throw malformed(field, typed);
        }
        return Long.parseLong(value);
    }

    /** Like {@link #whole}, {@code null} when the field is absent or blank. */
    public static Long optionalWhole(String field, String typed) {
        return blank(typed) ? null : whole(field, typed);
    }

    /** Every value of a repeated field, each a whole number; {@code null} stays {@code null}. */
    public static List<Long> wholes(String field, List<String> typed) {
        if (typed == null) {
            return null;
        }
        List<Long> values = new ArrayList<>();
        typed.forEach(value -> values.add(whole(field, value)));
        return values;
    }

    /**
     * A number an address carries to say something once (a notice after a redirect) or to find a
     * page of a list or a screen: what no page writes is read as absent, never a refusal.
     */
    public static Integer orAbsent(String typed) {
        try {
            return blank(typed) ? null : integer("parameter", typed);
        } catch (ProblemException notANumber) {
            return null;
        }
    }

    /** Like {@link #orAbsent(String)}, for an id. */
    public static Long wholeOrAbsent(String typed) {
        try {
            return optionalWhole("parameter", typed);
        } catch (ProblemException notANumber) {
            return null;
        }
    }

    /** Like {@link #orAbsent(String)}, {@code fallback} when absent. */
    public static int orElse(String typed, int fallback) {
        Integer read = orAbsent(typed);
        return read == null ? fallback : read;
    }

    private static boolean blank(String typed) {
        return typed == null || typed.isBlank();
    }

    private static ProblemException malformed(String field, String typed) {
        String shown = typed == null ? "" : typed.length() > 30 ? typed.substring(0, 30) + "…" : typed;
        return ProblemException.badRequest(
                "invalid-field",
                field + ": '" + shown + "' is not a whole number this form sends; reload the page.",
                Map.of("field", field));
    }
}
