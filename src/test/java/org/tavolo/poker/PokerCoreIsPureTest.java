package org.tavolo.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * STYLE.md 2: the poker core is plain Java. No framework, persistence or JSON types, and no I/O,
 * so that it stays testable in milliseconds and usable outside the service.
 */
class PokerCoreIsPureTest {

    private static final Path CORE = Path.of("src/main/java/org/tavolo/poker");
    private static final Pattern FORBIDDEN = Pattern.compile(
            "^import\\s+(static\\s+)?(io\\.quarkus|io\\.smallrye|jakarta\\.|javax\\.|org\\.hibernate|com\\.fasterxml"
                    + "|org\\.eclipse\\.microprofile|org\\.jboss|io\\.vertx|java\\.sql|java\\.io\\.File|java\\.nio\\.file"
                    + "|java\\.net|org\\.tavolo\\.(?!poker))");

    @Test
    void pokerCoreImportsNoFrameworkPersistenceJsonOrIo() throws IOException {
        List<String> offending;
        try (Stream<Path> files = Files.walk(CORE)) {
            offending = files.filter(p -> p.toString().endsWith(".java"))
                    .flatMap(PokerCoreIsPureTest::forbiddenImports)
                    .toList();
        }
        assertEquals(List.of(), offending);
    }

    @Test
    void theCheckSeesTheCore() throws IOException {
        try (Stream<Path> files = Files.walk(CORE)) {
            assertTrue(files.anyMatch(p -> p.endsWith("RuleViolation.java")), "the core folder was not found");
        }
        assertTrue(FORBIDDEN.matcher("import jakarta.persistence.Entity;").find());
        assertTrue(FORBIDDEN.matcher("import org.tavolo.tournament.Tournament;").find());
        assertTrue(!FORBIDDEN.matcher("import org.tavolo.poker.cards.Card;").find());
    }

    private static Stream<String> forbiddenImports(Path file) {
        try {
            return Files.readAllLines(file).stream()
                    .map(String::strip)
                    .filter(line -> FORBIDDEN.matcher(line).find())
                    .map(line -> CORE.relativize(file) + ": " + line);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
