package org.tavolo.screens;

import io.quarkus.qute.TemplateExtension;
import java.math.BigDecimal;
import java.util.Map;

/**
 * The words a number takes in a sentence, the one place every page's counts go through (docs/console.md#words):
 * <ul>
 *   <li>{@code {count.plural('# periodo', '# periodi')}}: the form for one when the count is 1, the form for many
 *       otherwise (0 included, as both languages say «0 periodi», «0 periods»); {@code #} in a form is the count,
 *       and a form without it says the count in words («la serata migliore», «the best evening»);</li>
 *   <li>{@code {maxSeats.after('dei')}}: an Italian article, or a preposition joined to one, before a number, as
 *       the number is read aloud: «dei 5» but «degli 11» and «degli 8», «il 5°» and «il 1°» (primo) but «l'8°», «al 3°» but
 *       «all'11°». The number's Italian name begins with a vowel when it is «uno», «otto» or «undici», or begins
 *       with one of them («ottanta», «ottocento», «ottomila», «undicimila», «un milione»).</li>
 * </ul>
 */
@TemplateExtension
public final class Counts {

    /** The form an article takes before a number read with a vowel; an article not in the list stays as it is. */
    private static final Map<String, String> BEFORE_A_VOWEL = Map.ofEntries(
            Map.entry("il", "l'"),
            Map.entry("lo", "l'"),
            Map.entry("del", "dell'"),
            Map.entry("al", "all'"),
            Map.entry("dal", "dall'"),
            Map.entry("nel", "nell'"),
            Map.entry("sul", "sull'"),
            Map.entry("i", "gli"),
            Map.entry("dei", "degli"),
            Map.entry("ai", "agli"),
            Map.entry("dai", "dagli"),
            Map.entry("nei", "negli"),
            Map.entry("sui", "sugli"));

    private Counts() {}

    /** The form for one or for many, {@code #} in it replaced by the count. */
    public static String plural(Object count, String one, String many) {
        String form = isOne(count) ? one : many;
        return form.replace("#", String.valueOf(count));
    }

    /**
     * The article (or preposition with article) as Italian writes it before this number, then the number:
     * {@code after(11, "dei")} is «degli 11», {@code after("8°", "il")} is «l'8°».
     */
    public static String after(Object number, String article) {
        String written = String.valueOf(number);
        String joined = readWithAVowel(written) ? BEFORE_A_VOWEL.getOrDefault(article, article) : article;
        return joined.endsWith("'") ? joined + written : joined + " " + written;
    }

    /** Whether the number's Italian name begins with a vowel: uno, otto, undici, and the names that begin so. */
    static boolean readWithAVowel(String written) {
        String digits = leadingDigits(written);
        if (digits.isEmpty()) {
            return false;
        }
        int lead = digits.length() % 3 == 0 ? 3 : digits.length() % 3;
        int group = Integer.parseInt(digits.substring(0, lead));
        boolean thousands = digits.length() > 3 && digits.length() <= 6;
        if (group == 1) {
            return !thousands && !ordinal(written); // «uno», «un milione»; but «mille» and «primo»
        }
        return group == 11 || String.valueOf(group).charAt(0) == '8';
    }

    /** Whether the number is a place ({@code 8°}): read «ottavo», «primo», not «otto», «uno». */
    private static boolean ordinal(String written) {
        return written.strip().endsWith("°");
    }

    private static boolean isOne(Object count) {
        if (count instanceof BigDecimal decimal) {
            return decimal.compareTo(BigDecimal.ONE) == 0;
        }
        if (count instanceof CharSequence written) {
            return written.toString().strip().equals("1"); // a number the page has already written: «1», not «1,5»
        }
        return count instanceof Number n && n.longValue() == 1 && n.doubleValue() == 1;
    }

    private static String leadingDigits(String written) {
        StringBuilder digits = new StringBuilder();
        for (char c : written.strip().toCharArray()) {
            if (c >= '0' && c <= '9') {
                digits.append(c);
            } else if (c != '.' && c != '\u202f' && c != ' ' && c != '\u00a0') {
                break;
            }
        }
        return digits.toString().replaceFirst("^0+(?=\\d)", "");
    }
}
