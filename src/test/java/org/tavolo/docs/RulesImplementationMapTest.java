package org.tavolo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/rules-implementation.md maps each rule to the tests that prove it; every test class and test
 * method named in its "proved by" columns exists in src/test/java. A name may leave out a part with
 * "…" ({@code …oddChipWrapsPastTheHighestSeatNumber}, {@code TokenRuleTest.variant…}); a bare method
 * belongs to the last class named before it in the same cell.
 */
class RulesImplementationMapTest {

    private static final Pattern METHOD = Pattern.compile("\\bvoid\\s+(\\w+)\\s*\\(");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    /** Test methods by class simple name, read from the sources. */
    static Map<String, Set<String>> testMethods() throws IOException {
        Map<String, Set<String>> methods = new HashMap<>();
        try (Stream<Path> walk = Files.walk(Path.of("src/test/java"))) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = file.getFileName().toString().replace(".java", "");
                Set<String> found = methods.computeIfAbsent(name, n -> new HashSet<>());
                Matcher m = METHOD.matcher(Files.readString(file));
                while (m.find()) {
                    found.add(m.group(1));
                }
            }
        }
        return methods;
    }

    /** The "proved by" cells of every table of the document. */
    static List<String> provedByCells(String markdown) {
        List<String> cells = new ArrayList<>();
        int column = -1;
        for (String line : markdown.split("\n")) {
            if (!line.startsWith("|")) {
                column = -1;
                continue;
            }
            List<String> row = List.of(line.substring(1).split("\\|"));
            if (column < 0) {
                for (int i = 0; i < row.size(); i++) {
                    if (row.get(i).trim().equalsIgnoreCase("proved by")) {
                        column = i;
                    }
                }
                continue;
            }
            if (column < row.size() && !row.get(column).trim().startsWith("---")) {
                cells.add(row.get(column));
            }
        }
        return cells;
    }

    /** The names in one cell that do not exist; {@code checked} counts those that do. */
    static List<String> missing(String cell, Map<String, Set<String>> methods, int[] checked) {
        List<String> missing = new ArrayList<>();
        String context = null;
        Matcher m = CODE.matcher(cell);
        while (m.find()) {
            String name = m.group(1).trim();
            if (name.matches("[A-Z]\\w*Tests?")) {
                context = name;
                checked[0]++;
                if (!methods.containsKey(name)) {
                    missing.add(name);
                }
            } else if (name.matches("[A-Z]\\w*Tests?\\.[\\w…]+")) {
                context = name.substring(0, name.indexOf('.'));
                checked[0]++;
                if (!has(methods, context, name.substring(name.indexOf('.') + 1))) {
                    missing.add(name);
                }
            } else if (name.matches("[a-z…][\\w…]*")) {
                checked[0]++;
                boolean found = context != null
                        ? has(methods, context, name)
                        : methods.keySet().stream().anyMatch(c -> has(methods, c, name));
                if (!found) {
                    missing.add((context == null ? "" : context + ".") + name);
                }
            }
        }
        return missing;
    }

    private static boolean has(Map<String, Set<String>> methods, String testClass, String method) {
        Pattern wanted = Pattern.compile(Pattern.quote(method).replace("…", "\\E.*\\Q"));
        return methods.getOrDefault(testClass, Set.of()).stream()
                .anyMatch(m -> wanted.matcher(m).matches());
    }

    @Test
    void aNameThatIsNotATestIsReported() throws IOException {
        Map<String, Set<String>> methods = testMethods();
        int[] checked = {0};
        assertEquals(
                List.of("CardTest.noSuchRule", "NoSuchTest", "ChineseMatchTest.…noSuchRule"),
                missing(
                        " `CardTest` (`shortDecksKeepTheHighRanks`, `noSuchRule`), `NoSuchTest`,"
                                + " `ChineseMatchTest.…SetIsConfigurable`, `…noSuchRule`, `Settlement` ",
                        methods,
                        checked));
        assertEquals(6, checked[0]);
    }

    @Test
    void everyTestTheImplementationMapNamesExists() throws IOException {
        Map<String, Set<String>> methods = testMethods();
        int[] checked = {0};
        List<String> missing = new ArrayList<>();
        for (String cell : provedByCells(Files.readString(Path.of("docs/rules-implementation.md")))) {
            missing.addAll(missing(cell, methods, checked));
        }
        assertTrue(checked[0] > 100, "only " + checked[0] + " test names were found in the map");
        assertEquals(List.of(), missing, "tests named in docs/rules-implementation.md that do not exist");
    }
}
