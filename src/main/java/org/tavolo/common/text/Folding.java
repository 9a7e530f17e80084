package org.tavolo.common.text;

import java.text.Normalizer;
import java.util.Locale;

/**
 * Names as a search compares them: without accents and case, so that {@code niccolo} finds
 * {@code Niccolò} and {@code LUCA} finds {@code Lùca}. The database side folds with
 * {@code translate(lower(column), ACCENTED, PLAIN)}.
 */
public final class Folding {

    /** The accented lower-case letters the database folds, each to the letter at the same place in {@link #PLAIN}. */
    public static final String ACCENTED = "àáâãäåèéêëìíîïòóôõöùúûüýÿçñÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÇÑ";

    /** The plain letters of {@link #ACCENTED}, upper-case ones too (a database in the C locale lowers ASCII only). */
    public static final String PLAIN = "aaaaaaeeeeiiiiooooouuuuyycnaaaaaaeeeeiiiiooooouuuuycn";

    private Folding() {}

    /** The text in lower case, every accent taken off. */
    public static String fold(String text) {
        if (text == null) {
            return "";
        }
        String decomposed = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        return decomposed.replaceAll("\\p{M}+", "");
    }

    /** Whether {@code text} contains {@code query}, both folded. */
    public static boolean contains(String text, String query) {
        return text != null && fold(text).contains(fold(query));
    }
}
