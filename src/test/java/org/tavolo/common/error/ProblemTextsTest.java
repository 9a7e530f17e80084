package org.tavolo.common.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** The one catalog of problem texts (docs/errors.md#language-of-detail). */
class ProblemTextsTest {

    private static final String CODE = "([a-z0-9]+(?:-[a-z0-9]+)*)";
    /** Where problems are made: a status and a code, a RuleViolation, a ProblemException, a refusal of the clock. */
    private static final List<Pattern> MADE = List.of(
            Pattern.compile("\\b[45]\\d\\d,\\s*\"" + CODE + "\""),
            Pattern.compile("new RuleViolation\\(\\s*\"" + CODE + "\""),
            Pattern.compile("ProblemException\\.(?:badRequest|conflict)\\(\\s*\"" + CODE + "\""),
            Pattern.compile("\\?\\s*\"([a-z0-9]+(?:-[a-z0-9]+)+)\"\\s*:\\s*\"([a-z0-9]+(?:-[a-z0-9]+)+)\""),
            Pattern.compile("(?:refused\\(|requireStatus\\([^,()]+,)\\s*\"" + CODE + "\""));

    private static final Set<String> FRAMEWORK =
            Set.of("bad-request", "not-found", "method-not-allowed", "not-acceptable", "unsupported-media-type");

    @Test
    void everyProblemTypeUsedInTheCodeOrListedInTheDocsHasAnItalianAndAnEnglishText() throws IOException {
        Set<String> types = new TreeSet<>(FRAMEWORK);
        types.addAll(madeInTheCode());
        types.addAll(listedInTheDocs());
        assertTrue(types.size() > 150, "only " + types.size() + " problem types found: " + types);
        for (String language : List.of(ProblemTexts.ITALIAN, ProblemTexts.ENGLISH)) {
            Set<String> missing = new TreeSet<>(types);
            missing.removeAll(ProblemTexts.types(language));
            assertTrue(missing.isEmpty(), "problem types without a text in " + language + ": " + missing);
        }
    }

    @Test
    void italianDetailIsTheCatalogTemplateFilledWithTheProblemsFacts() {
        Problem duplicate = ProblemTexts.problemOf(
                new RuleViolation("duplicate-seat", "Seat 3 is given twice.", Map.of("seat", 3, "field", "seat")));
        assertEquals("Il posto 3 è dato due volte.", ProblemTexts.detail(duplicate, "it"));
        assertEquals("Seat 3 is given twice.", ProblemTexts.detail(duplicate, "en"));
    }

    @Test
    void aPartIsSaidOnlyWhenTheProblemHasItsFacts() {
        Problem bare = Problem.of(409, "not-seated", "Conflict", "Entry 7 has no seat.")
                .with(Map.of("entry", 7));
        Problem atTable = bare.with(Map.of("table", 2));
        assertEquals("L'iscrizione 7 non ha un posto.", ProblemTexts.detail(bare, "it"));
        assertEquals("L'iscrizione 7 non ha un posto al tavolo 2.", ProblemTexts.detail(atTable, "it"));
    }

    @Test
    void aRefusalThatKnowsThePlayerNamesThePersonNotTheEntry() {
        Problem named = Problem.of(409, "not-seated", "Conflict", "Giulia Bianchi has no seat.")
                .with(Map.of("entry", 7, "name", "Giulia Bianchi", "table", 2));
        assertEquals("Giulia Bianchi non ha un posto al tavolo 2.", ProblemTexts.detail(named, "it"));
        assertEquals("Giulia Bianchi has no seat.", ProblemTexts.detail(named, "en"));
    }

    @Test
    void aTemplateWhoseFactsTheProblemLacksGivesWayToTheRefusalsOwnEnglishSentence() {
        Problem withoutFacts = Problem.of(409, "seat-taken", "Conflict", "Seat 2 at table 1 is taken.");
        assertEquals("Seat 2 at table 1 is taken.", ProblemTexts.detail(withoutFacts, "it"));
        Problem unknown = Problem.of(409, "no-such-type-anywhere", "Conflict", "Something else.");
        assertEquals("Something else.", ProblemTexts.detail(unknown, "it"));
    }

    @Test
    void constantsOfTheCodeAreSaidInWordsNeverAsTheyAreSpelled() {
        Problem format = Problem.of(
                        409, "wrong-format", "Conflict", "Tournament 4 is played in the Italian poker format.")
                .with(Map.of("format", "ITALIAN_DRAW"));
        assertEquals(
                "Questo torneo si gioca in un altro formato (poker all'italiana).", ProblemTexts.detail(format, "it"));
        Problem blind = ProblemTexts.problemOf(new RuleViolation(
                "impossible-contribution", "Seat 2 posts the big blind.", Map.of("seat", 2, "blind", "BIG")));
        assertEquals(
                "Posto 2: deve mettere almeno il controbuio, o tutto il suo stack.", ProblemTexts.detail(blind, "it"));
        Problem unsaid = Problem.of(409, "wrong-format", "Conflict", "Played in another format.")
                .with(Map.of("format", "SOME_NEW_FORMAT"));
        assertFalse(ProblemTexts.detail(unsaid, "it").contains("SOME_NEW_FORMAT"));
    }

    @Test
    void factsThatAreListsAreJoinedInTheLanguage() {
        Problem open = Problem.of(409, "tables-not-closed", "Conflict", "Tables 1 and 3 are still playing game 2.")
                .with(Map.of("tables", List.of(1, 2, 3), "currentGame", 2));
        assertEquals(
                "I tavoli 1, 2 e 3 giocano ancora la partita 2: chiudili prima di sorteggiare la prossima.",
                ProblemTexts.detail(open, "it"));
    }

    @Test
    void italianIsSpokenWhenTheRequestPrefersItAndEnglishOtherwise() {
        assertEquals("it", ProblemTexts.languageOf("it"));
        assertEquals("it", ProblemTexts.languageOf("it-IT,it;q=0.9,en;q=0.8"));
        assertEquals("it", ProblemTexts.languageOf("fr-FR, it;q=0.5"));
        assertEquals("en", ProblemTexts.languageOf("en-GB,it;q=0.8"));
        assertEquals("en", ProblemTexts.languageOf("it;q=0.2, en;q=0.9"));
        assertEquals("en", ProblemTexts.languageOf("de"));
        assertEquals("en", ProblemTexts.languageOf(null));
        assertEquals("en", ProblemTexts.languageOf(";;;"));
    }

    static Set<String> madeInTheCode() throws IOException {
        Set<String> made = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            for (Path source :
                    sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(source);
                for (Pattern pattern : MADE) {
                    Matcher m = pattern.matcher(text);
                    while (m.find()) {
                        for (int g = 1; g <= m.groupCount(); g++) {
                            made.add(m.group(g));
                        }
                    }
                }
            }
        }
        return made;
    }

    /**
     * The types docs/errors.md lists: every {@code /problems/…}, and the codes in the cells of its
     * table by area (the facts named in parentheses after a code are not codes).
     */
    static Set<String> listedInTheDocs() throws IOException {
        String doc = Files.readString(Path.of("docs/errors.md"));
        Set<String> listed = new TreeSet<>();
        Matcher typed = Pattern.compile("`/problems/" + CODE + "`").matcher(doc);
        while (typed.find()) {
            listed.add(typed.group(1));
        }
        String byArea = doc.substring(doc.indexOf("## Codes by area"));
        for (String line : byArea.lines().filter(l -> l.startsWith("| ")).toList()) {
            String[] cells = line.split("\\|");
            for (int c = 2; c < cells.length; c++) {
                String cell = cells[c];
                for (String before = null; !cell.equals(before); ) {
                    before = cell;
                    cell = cell.replaceAll("\\([^()]*\\)", "");
                }
                Matcher code = Pattern.compile("`([a-z0-9]+(?:-[a-z0-9]+)+)`").matcher(cell);
                while (code.find()) {
                    listed.add(code.group(1));
                }
            }
        }
        return listed;
    }
}
