package org.tavolo.poker.words;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A problem's template filled with its facts (common/error/ProblemTexts describes the catalog): facts in braces
 * ({@code Il posto {seat} è vuoto.}), a part in square brackets said only when the problem has every fact it names,
 * alternatives separated by {@code ||} tried in order, a fact that is a word said through the catalog's
 * {@code value.} keys. Plain Java, so the poker core in the browser says a refusal as the service's pages do.
 */
public final class ProblemTemplates {

    private static final Pattern PART = Pattern.compile("\\[([^\\[\\]]*)]");
    private static final Pattern ALTERNATIVES = Pattern.compile("\\|\\|");
    private static final Pattern FACT = Pattern.compile("\\{([a-zA-Z]+)}");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private ProblemTemplates() {}

    /**
     * The detail of a problem in a language: in English the problem's own sentence, which names every value; otherwise
     * its template filled, or its own sentence when the template needs a fact the problem lacks.
     *
     * @param own      the problem's own English sentence
     * @param english  whether the language is English
     * @param template the catalog's template of the problem's type in the language, or null
     * @param facts    the problem's facts by name
     * @param texts    the catalog of the language, by key
     * @return the detail, or null when there is neither a filled template nor an own sentence
     */
    public static String detail(
            String own,
            boolean english,
            String template,
            Function<String, Object> facts,
            Function<String, String> texts) {
        if (english && own != null && !own.isBlank()) {
            return own;
        }
        String said = template == null ? null : firstFilled(template, facts, texts);
        return said != null ? said : own;
    }

    /** The first of the template's alternatives ({@code ||}) that the problem has every fact for, else null. */
    public static String firstFilled(String template, Function<String, Object> facts, Function<String, String> texts) {
        for (String alternative : ALTERNATIVES.split(template)) {
            String said = fill(alternative.strip(), facts, texts);
            if (said != null) {
                return said;
            }
        }
        return null;
    }

    /** The template with the problem's facts in it, or null when it needs a fact the problem lacks. */
    private static String fill(String template, Function<String, Object> facts, Function<String, String> texts) {
        StringBuilder out = new StringBuilder();
        Matcher part = PART.matcher(template);
        int at = 0;
        while (part.find()) {
            out.append(template, at, part.start());
            String said = facts(part.group(1), facts, texts);
            out.append(said == null ? "" : said);
            at = part.end();
        }
        out.append(template.substring(at));
        return facts(out.toString(), facts, texts);
    }

    private static String facts(String text, Function<String, Object> facts, Function<String, String> texts) {
        Matcher fact = FACT.matcher(text);
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (fact.find()) {
            String value = say(facts.apply(fact.group(1)), texts);
            if (value == null) {
                return null;
            }
            out.append(text, at, fact.start()).append(value);
            at = fact.end();
        }
        return out.append(text.substring(at)).toString();
    }

    /** A fact as the language says it: numbers as they are, lists joined, words through {@code value.} keys. */
    private static String say(Object value, Function<String, String> texts) {
        if (value == null) {
            return null;
        }
        if (value instanceof Collection<?> many) {
            return sayAll(many, texts);
        }
        if (value instanceof Number || value instanceof Boolean) {
            return String.valueOf(value);
        }
        if (!(value instanceof CharSequence)) {
            return null;
        }
        String text = value.toString();
        String word = texts.apply("value." + key(text));
        if (word != null) {
            return word;
        }
        String numbered = sayNumbered(text, texts);
        if (numbered != null) {
            return numbered;
        }
        return text.matches("[A-Z_]+|[a-z]+(?: [a-z]+)+") ? null : text;
    }

    /** A word with numbers in it ("table of game 2"): the same word with # for each number, the numbers put back. */
    private static String sayNumbered(String text, Function<String, String> texts) {
        List<String> numbers = new ArrayList<>();
        Matcher number = NUMBER.matcher(text);
        StringBuilder shape = new StringBuilder();
        int at = 0;
        while (number.find()) {
            numbers.add(number.group());
            shape.append(text, at, number.start()).append('#');
            at = number.end();
        }
        shape.append(text.substring(at));
        String shaped = numbers.isEmpty() ? null : texts.apply("value." + key(shape.toString()));
        if (shaped == null) {
            return null;
        }
        StringBuilder filled = new StringBuilder();
        int next = 0;
        for (int i = 0; i < shaped.length(); i++) {
            char c = shaped.charAt(i);
            if (c == '#' && next < numbers.size()) {
                filled.append(numbers.get(next++));
            } else {
                filled.append(c);
            }
        }
        return filled.toString();
    }

    private static String sayAll(Collection<?> many, Function<String, String> texts) {
        if (many.isEmpty()) {
            return null;
        }
        List<String> said = new ArrayList<>();
        for (Object one : many) {
            String word = say(one, texts);
            if (word == null) {
                return null;
            }
            said.add(word);
        }
        if (said.size() == 1) {
            return said.get(0);
        }
        String and = texts.apply("value.and");
        return String.join(", ", said.subList(0, said.size() - 1))
                + (and == null ? " and " : and)
                + said.get(said.size() - 1);
    }

    private static String key(String word) {
        return word.strip().toLowerCase(Locale.ROOT).replace(' ', '-');
    }
}
