package org.tavolo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/adding-a-feature.md is followed by someone who does not know the code yet, so this test holds it true: every
 * file, folder and class it names exists, every command's test class exists, and each recipe names the command
 * that proves it.
 */
class AddingAFeatureDocumentTest {

    private static final Path DOCUMENT = Path.of("docs/adding-a-feature.md");
    /** Where the files a recipe names live. */
    private static final List<Path> ROOTS =
            List.of(Path.of("src"), Path.of("db-migrations"), Path.of("docs"), Path.of("README.md"));

    private static final Pattern CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern CLASS = Pattern.compile(
            "(?:[a-z]+\\.)*([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)" + "((?:\\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\\(\\))?");
    private static final Pattern COMMAND = Pattern.compile("\\./mvnw[^`\\n]*");
    private static final Pattern TEST_NAMED = Pattern.compile("-D(?:it\\.)?test=([^\\s`]+)");

    private static String document;
    /** Every file and folder under the roots, with / as separator, relative to the project. */
    private static Set<String> paths;

    @BeforeAll
    static void read() throws IOException {
        document = Files.readString(DOCUMENT);
        paths = new TreeSet<>();
        for (Path root : ROOTS) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.map(p -> p.toString().replace('\\', '/')).forEach(paths::add);
            }
        }
    }

    /** The words in backquotes, but those inside a command. */
    private static List<String> named() {
        List<String> named = new ArrayList<>();
        Matcher code = CODE.matcher(document);
        while (code.find()) {
            if (!code.group(1).startsWith("./mvnw")) {
                named.add(code.group(1).strip());
            }
        }
        return named;
    }

    /** Whether a path of the page (a file, a folder, or a class path without .java) is one of the project. */
    private static boolean exists(String named) {
        String path = named.replaceAll("#.*$", "").replaceAll("/$", "");
        return paths.stream()
                .anyMatch(p -> p.equals(path) || p.endsWith("/" + path) || p.endsWith("/" + path + ".java"));
    }

    private static boolean isPath(String named) {
        return named.matches("[A-Za-z0-9_.$/#-]+")
                && !named.startsWith("/")
                && (named.contains("/") || named.matches(".*\\.(java|sql|html|js|properties|md)(#.*)?"));
    }

    @Test
    void everyFileAndFolderThePageNamesExists() {
        List<String> missing = named().stream()
                .filter(AddingAFeatureDocumentTest::isPath)
                .filter(p -> !exists(p))
                .toList();
        assertEquals(List.of(), missing, "docs/adding-a-feature.md names files that do not exist");
    }

    @Test
    void everyClassThePageNamesExistsWithWhatItNamesOfIt() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String named : named()) {
            Matcher m = CLASS.matcher(named);
            if (isPath(named) || !m.matches()) {
                continue;
            }
            Path file = classFile(m.group(1));
            if (file == null) {
                missing.add(named);
                continue;
            }
            String source = Files.readString(file);
            for (String member : m.group(2).split("\\.")) {
                if (!member.isEmpty() && !source.contains(member)) {
                    missing.add(named);
                }
            }
        }
        assertEquals(List.of(), missing, "docs/adding-a-feature.md names classes (or their members) that do not exist");
    }

    @Test
    void everyCommandRunsTestClassesThatExist() {
        List<String> missing = new ArrayList<>();
        commands().forEach(command -> testsOf(command).stream()
                .filter(test -> classFile(test) == null)
                .forEach(test -> missing.add(test + " in " + command)));
        assertEquals(List.of(), missing, "docs/adding-a-feature.md runs test classes that do not exist");
    }

    @Test
    void eachRecipeNamesTheOneTestCommandThatProvesIt() {
        Map<String, List<String>> recipes = recipes();
        assertTrue(recipes.size() >= 4, "the recipes: " + recipes.keySet());
        List<String> without = recipes.entrySet().stream()
                .filter(r -> r.getValue().stream().noneMatch(c -> !testsOf(c).isEmpty()))
                .map(Map.Entry::getKey)
                .toList();
        assertEquals(List.of(), without, "recipes without the command that proves them");
    }

    /** Each recipe ({@code ## A new …}) with the commands it gives. */
    private static Map<String, List<String>> recipes() {
        Map<String, List<String>> recipes = new LinkedHashMap<>();
        String[] sections = document.split("\n## ");
        for (String section : sections) {
            if (section.startsWith("A new ")) {
                List<String> commands = new ArrayList<>();
                Matcher c = COMMAND.matcher(section);
                while (c.find()) {
                    commands.add(c.group());
                }
                recipes.put(section.substring(0, section.indexOf('\n')), commands);
            }
        }
        return recipes;
    }

    private static List<String> commands() {
        List<String> commands = new ArrayList<>();
        Matcher c = COMMAND.matcher(document);
        while (c.find()) {
            commands.add(c.group());
        }
        return commands;
    }

    /** The test classes a command runs by name ({@code -Dtest=…}, {@code -Dit.test=…}), {@code none} left out. */
    private static List<String> testsOf(String command) {
        List<String> tests = new ArrayList<>();
        Matcher t = TEST_NAMED.matcher(command);
        while (t.find()) {
            for (String test : t.group(1).replace("'", "").replace("\"", "").split(",")) {
                if (!test.equals("none") && !test.isBlank()) {
                    tests.add(test.replaceAll("#.*$", ""));
                }
            }
        }
        return tests;
    }

    /** The source file of a class by its simple name, under src/main/java or src/test/java; null when none. */
    private static Path classFile(String simpleName) {
        List<String> found = paths.stream()
                .filter(p -> p.startsWith("src/main/java/") || p.startsWith("src/test/java/"))
                .filter(p -> p.endsWith("/" + simpleName + ".java"))
                .collect(Collectors.toList());
        return found.isEmpty() ? null : Path.of(found.get(0));
    }
}
