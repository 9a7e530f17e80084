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

    /** The character as written in JSON, {@code \u001B}. */
    public static String codeOf(int codePoint) {
        return String.format("\\u%04X", codePoint);
    }
}
