package org.tavolo.common.text;

/**
 * Whether a text says nothing to a reader. {@link String#isBlank()} knows only the spaces of
 * {@link Character#isWhitespace}, so a name of a zero-width space (U+200B), a byte-order mark
 * (U+FEFF) or non-breaking spaces (U+00A0, U+2007, U+202F) would pass as a name that nobody can
 * see. Here every space separator, every invisible format character (Unicode category Cf) and the
 * blank "filler" letters count as blank too. The one check for blank text: Bean Validation's
 * {@code @NotBlank} is validated with it ({@link NotBlankText}), and so are the texts the services
 * check by hand.
 */
public final class Blank {

    private Blank() {}

    /** Whether the text is absent, empty, or made only of characters that show nothing. */
    public static boolean isBlank(CharSequence text) {
        return text == null || text.codePoints().allMatch(Blank::showsNothing);
    }

    private static boolean showsNothing(int c) {
        return Character.isWhitespace(c)
                || Character.isSpaceChar(c)
                || Character.getType(c) == Character.FORMAT
                || c == 0x115F // Hangul choseong filler
                || c == 0x1160 // Hangul jungseong filler
                || c == 0x3164 // Hangul filler
                || c == 0xFFA0 // half-width Hangul filler
                || c == 0x2800; // Braille pattern blank
    }
}
