package org.tavolo.common.error;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.words.ProblemTemplates;

/**
 * The words of every problem, in Italian and English: one catalog ({@code problems_it.properties},
 * {@code problems_en.properties}) keyed by the problem's type, whose templates name the problem's
 * facts in braces ({@code Il posto {seat} è vuoto.}). A part in square brackets is said only when
 * the problem has every fact it names ({@code [al tavolo {table}]}); alternatives separated by
 * {@code ||} are tried in order, the first whose facts the problem has is said. A fact that is a word
 * ({@code resource}, {@code blind}) is said through the catalog's {@code value.} keys.
 *
 * <p>The API and the pages speak through it: Italian from the Italian template; English as the
 * refusal wrote it where it was made (the sentence that names every value), or the catalog's
 * English text when the refusal has none. A template that needs a fact the problem lacks gives way
 * to the refusal's own English sentence, so nothing is ever left unsaid. {@code type}, {@code title},
 * the field names and the facts are never translated.
 */
public final class ProblemTexts {

    public static final String ITALIAN = "it";
    public static final String ENGLISH = "en";

    private static final Map<String, Properties> CATALOG = Map.of(ITALIAN, load(ITALIAN), ENGLISH, load(ENGLISH));

    private ProblemTexts() {}

    /** The problem types the catalog has a text for in the language. */
    public static Set<String> types(String language) {
        return CATALOG.get(language).stringPropertyNames().stream()
                .filter(key -> !key.startsWith("value."))
                .collect(Collectors.toSet());
    }

    /**
     * The language of problem texts an {@code Accept-Language} header asks for: the first of Italian and
     * English in the order of preference, English when it names neither or is absent.
     */
    public static String languageOf(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return ENGLISH;
        }
        try {
            for (Locale.LanguageRange range : Locale.LanguageRange.parse(acceptLanguage)) {
                String tag = range.getRange().split("-")[0];
                if (ITALIAN.equals(tag) || ENGLISH.equals(tag)) {
                    return tag;
                }
            }
        } catch (IllegalArgumentException malformed) {
            return ENGLISH;
        }
        return ENGLISH;
    }

    /** The problem with its detail in the language ({@code it} or {@code en}); everything else as it was. */
    public static Problem speak(Problem problem, String language) {
        String detail = detail(problem, language);
        if (detail.equals(problem.detail())) {
            return problem;
        }
        return new Problem(
                problem.type(), problem.title(), problem.status(), detail, problem.violations(), problem.extensions());
    }

    /** The detail of a problem in the language ({@code it} or {@code en}). */
    public static String detail(Problem problem, String language) {
        Properties texts = CATALOG.getOrDefault(language, CATALOG.get(ENGLISH));
        String said = ProblemTemplates.detail(
                problem.detail(),
                ENGLISH.equals(language),
                texts.getProperty(typeOf(problem)),
                name -> valueOf(name, problem),
                texts::getProperty);
        if (said != null) {
            return said;
        }
        String english = ProblemTemplates.firstFilled(
                CATALOG.get(ENGLISH).getProperty(typeOf(problem), ""),
                name -> valueOf(name, problem),
                texts::getProperty);
        return english == null ? "" : english;
    }

    /**
     * The catalog's texts of these problem types in the language, with every word a fact is said through
     * ({@code value.} keys): what a page needs to say those problems as {@link #detail} does.
     */
    public static Map<String, String> texts(String language, Collection<String> types) {
        Properties texts = CATALOG.getOrDefault(language, CATALOG.get(ENGLISH));
        Map<String, String> chosen = new TreeMap<>();
        for (String key : texts.stringPropertyNames()) {
            if (key.startsWith("value.") || types.contains(key)) {
                chosen.put(key, texts.getProperty(key));
            }
        }
        return chosen;
    }

    /** The detail of a rule of the game the core found broken, in the language, as the API says it. */
    public static String detail(RuleViolation broken, String language) {
        return detail(problemOf(broken), language);
    }

    /** A rule of the game broken, as the problem the API answers with. */
    public static Problem problemOf(RuleViolation broken) {
        return Problem.of(400, broken.code(), "Bad request", broken.getMessage())
                .with(broken.details());
    }

    private static String typeOf(Problem problem) {
        String type = problem.type() == null ? "" : problem.type();
        return type.substring(type.lastIndexOf('/') + 1);
    }

    private static Object valueOf(String name, Problem problem) {
        if ("fields".equals(name)) {
            List<Problem.Violation> violations = problem.violations();
            return violations == null || violations.isEmpty()
                    ? null
                    : violations.stream()
                            .map(Problem.Violation::field)
                            .distinct()
                            .toList();
        }
        return problem.extensions().get(name);
    }

    private static Properties load(String language) {
        Properties texts = new Properties();
        String name = "problems_" + language + ".properties";
        try (InputStream in = ProblemTexts.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the class path");
            }
            texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return texts;
    }
}
