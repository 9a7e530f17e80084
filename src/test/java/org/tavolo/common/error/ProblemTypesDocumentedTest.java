package org.tavolo.common.error;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every problem type the code can answer is in docs/errors.md: the codes written where problems
 * are made (a status and a code, a RuleViolation, a ProblemException), and the types the framework's
 * own refusals are named by (400, 404, 405, 406, 415).
 */
class ProblemTypesDocumentedTest {

    private static final List<Pattern> MADE = List.of(
            Pattern.compile("\\b[45]\\d\\d,\\s*\"([a-z0-9]+(?:-[a-z0-9]+)*)\""),
            Pattern.compile("new RuleViolation\\(\\s*\"([a-z0-9]+(?:-[a-z0-9]+)*)\""),
            Pattern.compile("ProblemException\\.(?:badRequest|conflict)\\(\\s*\"([a-z0-9]+(?:-[a-z0-9]+)*)\""),
            Pattern.compile("\\?\\s*\"([a-z0-9]+(?:-[a-z0-9]+)+)\"\\s*:\\s*\"([a-z0-9]+(?:-[a-z0-9]+)+)\""));
    private static final Set<String> FRAMEWORK =
            Set.of("bad-request", "not-found", "method-not-allowed", "not-acceptable", "unsupported-media-type");
    private static final Pattern DOCUMENTED = Pattern.compile("`(?:/problems/)?([a-z0-9]+(?:-[a-z0-9]+)*)`");

    @Test
    void everyProblemTypeTheCodeCanAnswerIsDocumented() throws IOException {
        Set<String> documented = new TreeSet<>();
        Matcher doc = DOCUMENTED.matcher(Files.readString(Path.of("docs/errors.md")));
        while (doc.find()) {
            documented.add(doc.group(1));
        }
        Set<String> made = new TreeSet<>(FRAMEWORK);
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
        assertTrue(made.size() > 50, "only " + made.size() + " problem codes found in the code: " + made);
        made.removeAll(documented);
        assertTrue(made.isEmpty(), "problem types the code can answer that docs/errors.md does not list: " + made);
    }
}
