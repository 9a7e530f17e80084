package org.tavolo.common.json;

/**
 * The control characters a text may not hold: every C0 control but tab, line feed and carriage
 * return (which a text of several lines legitimately holds), DEL and the C1 controls. One rule for
 * JSON bodies, files and the pages' forms.
 */
public final class ControlCharacters {

    private ControlCharacters() {}

    /** The first refused control character of the text, or -1. */
    public static int first(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean c0 = c < 0x20 && c != '\t' && c != '\n' && c != '\r';
            if (c0 || (c >= 0x7F && c <= 0x9F)) {
                return c;
            }
        }
        return -1;
    }

    /**
     * The first half of a surrogate pair that stands alone in the text ({@code "\ud800"} without its
     * other half), or -1: it is no character, and the database would store it as {@code ?}.
     */
    public static int firstLoneSurrogate(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c)
                    && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return c;
            }
        }
        return -1;
    }

    /** The character as written in JSON, {@code \u001B}. */
    public static String codeOf(int codePoint) {
        return String.format("\\u%04X", codePoint);
    }
}
