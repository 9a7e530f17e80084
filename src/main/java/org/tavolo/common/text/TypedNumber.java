package org.tavolo.common.text;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * A number as a person types it into a form, the one reader every form uses (docs/console.md#numbers): the
 * thousands grouped as the club writes them, by a point or a space in Italian ({@code 20.000}, {@code 20 000},
 * also with the no-break and the narrow no-break space a page's own {@code 20 000} carries when it is copied), by
 * a comma or an apostrophe as English and Swiss keyboards do ({@code 20,000}, {@code 20'000}), or not at all
 * ({@code 20000}). Groups are of three digits after the first and one separator throughout, so that a slip
 * ({@code 2.00}, {@code 1,5} where a whole number is asked) is refused, never read as another number. Where a
 * decimal is allowed (points shared 4.5) the decimal comma is Italian ({@code 4,5}), and a point followed by
 * other than three digits is read as an English decimal point ({@code 4.5}); {@code 1.500} is one thousand five
 * hundred, as in Italian. A minus sign in front ({@code -100}, also the typographic {@code −}) is read, so that the
 * form can say that the number may not be below zero rather than that it is no number.
 */
public final class TypedNumber {

    private static final String SEPARATORS = ". \u00a0\u2009\u202f,'";
    private static final Pattern PLAIN = Pattern.compile("\\d{1,18}");
    private static final int MAX_DIGITS = 18;

    private TypedNumber() {}

    /** A whole number as typed, or {@code null} when the text is none (blank, words, a decimal, too long). */
    public static Long whole(String typed) {
        if (typed == null) {
            return null;
        }
        String text = typed.strip();
        boolean negative = text.startsWith("-") || text.startsWith("\u2212");
        String digits = grouped(negative ? text.substring(1).strip() : text);
        return digits == null ? null : negative ? -Long.parseLong(digits) : Long.parseLong(digits);
    }

    /**
     * A number that may have decimals, as typed ({@code 4,5}, {@code 4.5}, {@code 1.000,5}), or {@code null} when
     * the text is none.
     */
    public static BigDecimal decimal(String typed) {
        if (typed == null) {
            return null;
        }
        String text = typed.strip();
        boolean negative = text.startsWith("-") || text.startsWith("\u2212");
        String unsigned = negative ? text.substring(1).strip() : text;
        String number = decimalDigits(unsigned);
        if (number == null) {
            return null;
        }
        BigDecimal value = new BigDecimal(number);
        return negative ? value.negate() : value;
    }

    /** The digits of a whole number, its thousands separators taken out; {@code null} when it is none. */
    private static String grouped(String text) {
        if (PLAIN.matcher(text).matches()) {
            return text;
        }
        if (text.length() < 5 || !digit(text.charAt(0))) {
            return null;
        }
        int firstSeparator = firstNonDigit(text);
        if (firstSeparator < 1 || firstSeparator > 3) {
            return null;
        }
        char separator = text.charAt(firstSeparator);
        if (SEPARATORS.indexOf(separator) < 0) {
            return null;
        }
        String[] groups = text.substring(firstSeparator + 1).split(Pattern.quote(String.valueOf(separator)), -1);
        StringBuilder digits = new StringBuilder(text.substring(0, firstSeparator));
        for (String group : groups) {
            if (group.length() != 3 || !PLAIN.matcher(group).matches()) {
                return null;
            }
            digits.append(group);
        }
        return digits.length() <= MAX_DIGITS ? digits.toString() : null;
    }

    /** The number in plain digits with a decimal point ({@code 1000.5}); {@code null} when it is none. */
    private static String decimalDigits(String text) {
        int comma = text.lastIndexOf(',');
        if (comma >= 0 && !isThousands(text, comma)) {
            String whole = grouped(text.substring(0, comma));
            String fraction = text.substring(comma + 1);
            return whole != null && PLAIN.matcher(fraction).matches() ? whole + "." + fraction : null;
        }
        String whole = grouped(text);
        if (whole != null) {
            return whole;
        }
        int point = text.indexOf('.');
        if (point > 0 && point == text.lastIndexOf('.')) {
            String before = text.substring(0, point);
            String after = text.substring(point + 1);
            return PLAIN.matcher(before).matches() && PLAIN.matcher(after).matches() ? before + "." + after : null;
        }
        return null;
    }

    /** Whether the comma at {@code at} groups thousands in a number that is whole ({@code 20,000}). */
    private static boolean isThousands(String text, int at) {
        return text.indexOf('.') < 0 && grouped(text) != null && text.length() - at == 4;
    }

    private static int firstNonDigit(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!digit(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }
}
