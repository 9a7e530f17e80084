package org.tavolo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every citation of the rule book in the code and the documentation ({@code docs/rules.md#cards}, and
 * the anchors that follow it in one citation: {@code docs/rules.md#side-pots, #resti}) names a section
 * the rule book defines.
 */
class RuleBookCitationsTest {

    private static final Path RULE_BOOK = Path.of("docs/rules.md");

    /** The anchors the code cited before the rule book was written; they must stay. */
    private static final List<String> CITED_FROM_THE_START = List.of(
            "cards",
            "rule-sets",
            "international",
            "italian",
            "three-card",
            "games",
            "pots",
            "side-pots",
            "resti",
            "chinese-tokens",
            "tournaments",
            "italian-tournament",
            "holdem-tournament",
            "chinese-match");

    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([a-z0-9-]+)\"></a>");
    private static final Pattern CITATION = Pattern.compile("rules\\.md#([a-z0-9-]+)");
    private static final Pattern FOLLOWING =
            Pattern.compile("^[ \\w]{0,20}?(?:,\\s*|\\s+and\\s+|\\s*/\\s*)#([a-z][a-z0-9-]*)");
    private static final Pattern INTERNAL_LINK = Pattern.compile("\\]\\(#([a-z0-9-]+)\\)");

    static Set<String> anchors() {
        Set<String> anchors = new TreeSet<>();
        Matcher m = ANCHOR.matcher(read(RULE_BOOK));
        while (m.find()) {
            anchors.add(m.group(1));
        }
        return anchors;
    }

    /** The anchors a text cites: each {@code rules.md#pots} and the {@code , #resti} / {@code and #games} after it. */
    static List<String> citations(String text) {
        List<String> cited = new ArrayList<>();
        Matcher m = CITATION.matcher(text);
        while (m.find()) {
            cited.add(m.group(1));
            int at = m.end();
            Matcher next = FOLLOWING.matcher(text.substring(at, Math.min(text.length(), at + 200)));
            while (next.find()) {
                cited.add(next.group(1));
                at += next.end();
                next = FOLLOWING.matcher(text.substring(at, Math.min(text.length(), at + 200)));
            }
        }
        return cited;
    }

    @Test
    void citationsAreReadWithTheAnchorsThatFollowThem() {
        assertEquals(
                List.of("side-pots", "resti", "italian-tournament", "international", "italian", "pots", "tournaments"),
                citations("(docs/rules.md#side-pots, #resti, #italian-tournament) docs/rules.md#international wheel,"
                        + " #italian minima; docs/rules.md#pots and #tournaments. #if"));
    }

    @Test
    void theRuleBookDefinesEveryAnchorTheCodeCitedFromTheStart() {
        Set<String> anchors = anchors();
        List<String> missing =
                CITED_FROM_THE_START.stream().filter(a -> !anchors.contains(a)).toList();
        assertEquals(List.of(), missing, "anchors missing from docs/rules.md");
    }

    @Test
    void everyCitationOfTheRuleBookNamesOneOfItsAnchors() throws IOException {
        Set<String> anchors = anchors();
        List<String> broken = new ArrayList<>();
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        for (String root : List.of("src", "docs")) {
            try (Stream<Path> walk = Files.walk(Path.of(root))) {
                walk.filter(Files::isRegularFile)
                        .filter(p -> p.toString().matches(".*\\.(java|md|html|properties|txt|json)$"))
                        .forEach(files::add);
            }
        }
        for (Path file : files) {
            for (String cited : citations(read(file))) {
                if (!anchors.contains(cited)) {
                    broken.add(file + ": #" + cited);
                }
            }
        }
        assertTrue(
                files.size() > 100,
                "the sources were not found from " + Path.of("").toAbsolutePath());
        assertEquals(List.of(), broken, "citations of sections docs/rules.md does not define");
    }

    @Test
    void everyLinkInsideTheRuleBookLeadsToOneOfItsAnchors() {
        Set<String> anchors = anchors();
        List<String> broken = new ArrayList<>();
        Matcher m = INTERNAL_LINK.matcher(read(RULE_BOOK));
        while (m.find()) {
            if (!anchors.contains(m.group(1))) {
                broken.add(m.group(1));
            }
        }
        assertEquals(List.of(), broken);
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
