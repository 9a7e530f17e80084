package org.tavolo;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.ImportedClasses;

/**
 * docs/architecture.md says what the code is, and this test holds it to that: every package and class it
 * names exists, and its table "Which feature may use which" is the rule the compiled classes follow, with a
 * row for every feature package there is.
 */
class ArchitectureDocumentTest {

    private static final Path DOCUMENT = Path.of("docs/architecture.md");
    /** Rows of the table that are not one feature's list: the pages' wing, the core and the shared code. */
    private static final Set<String> NOT_A_FEATURE_ROW = Set.of("screens", "poker", "common.*");

    private static JavaClasses classes;
    private static String document;

    @BeforeAll
    static void read() throws IOException {
        classes = ImportedClasses.main();
        document = Files.readString(DOCUMENT);
    }

    /** The features of the code: the packages right under org.tavolo but the core, the pages and common. */
    private static Set<String> features() {
        return classes.stream()
                .map(JavaClass::getPackageName)
                .filter(p -> p.startsWith("org.tavolo."))
                .map(p -> p.substring("org.tavolo.".length()).split("\\.")[0])
                .filter(f -> !Set.of("poker", "screens", "common").contains(f))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The table "Which feature may use which": each feature's row and the features it names as usable. */
    private static Map<String, Set<String>> table() {
        String section = document.substring(document.indexOf("## Which feature may use which"));
        section = section.substring(0, section.indexOf("\n## ", 3));
        Map<String, Set<String>> rows = new LinkedHashMap<>();
        Pattern row = Pattern.compile("^\\| `([a-z.*]+)` \\| ([^|]*) \\|", Pattern.MULTILINE);
        Matcher m = row.matcher(section);
        while (m.find()) {
            Set<String> uses = new TreeSet<>();
            Matcher named = Pattern.compile("`([a-z]+)`").matcher(m.group(2));
            while (named.find()) {
                uses.add(named.group(1));
            }
            rows.put(m.group(1), uses);
        }
        return rows;
    }

    @Test
    void theDependencyTableHasARowForEveryFeatureOfTheCode() {
        Set<String> rows = new TreeSet<>(table().keySet());
        rows.removeAll(NOT_A_FEATURE_ROW);
        assertEquals(features(), rows, "docs/architecture.md, \"Which feature may use which\": one row a feature");
    }

    @Test
    void everyFeatureUsesOnlyTheFeaturesItsRowNames() {
        Set<String> features = features();
        List<String> broken = new ArrayList<>();
        table().forEach((feature, uses) -> {
            if (NOT_A_FEATURE_ROW.contains(feature)) {
                return;
            }
            String[] forbidden = features.stream()
                    .filter(f -> !f.equals(feature) && !uses.contains(f))
                    .map(f -> "org.tavolo." + f + "..")
                    .toArray(String[]::new);
            if (forbidden.length == 0) {
                return;
            }
            var result = noClasses()
                    .that()
                    .resideInAPackage("org.tavolo." + feature + "..")
                    .should()
                    .dependOnClassesThat()
                    .resideInAnyPackage(forbidden)
                    .allowEmptyShould(true)
                    .evaluate(classes);
            if (result.hasViolation()) {
                broken.add(feature + " uses what its row does not name: "
                        + result.getFailureReport().getDetails().stream()
                                .limit(3)
                                .collect(Collectors.joining("; ")));
            }
        });
        assertTrue(broken.isEmpty(), String.join("\n", broken));
    }

    @Test
    void everyFeatureUsesOnlyFeaturesBelowItInTheTable() {
        List<String> order = new ArrayList<>(table().keySet());
        List<String> upward = new ArrayList<>();
        table().forEach((feature, uses) -> uses.stream()
                .filter(order::contains)
                .filter(used -> order.indexOf(used) < order.indexOf(feature))
                .forEach(used -> upward.add(feature + " uses " + used + ", which is above it")));
        assertTrue(upward.isEmpty(), "features point one way, down the table: " + upward);
    }

    @Test
    void everyPackageTheDocumentNamesExists() {
        Set<String> packages = classes.stream()
                .map(JavaClass::getPackageName)
                .filter(p -> p.startsWith("org.tavolo."))
                .map(p -> p.substring("org.tavolo.".length()))
                .collect(Collectors.toSet());
        List<String> missing = new ArrayList<>();
        Matcher named = Pattern.compile("`((?:poker|screens|common)\\.[a-z]+)`").matcher(document);
        while (named.find()) {
            if (!packages.contains(named.group(1))) {
                missing.add(named.group(1));
            }
        }
        table().keySet().stream()
                .filter(f -> !NOT_A_FEATURE_ROW.contains(f))
                .filter(f -> !packages.contains(f))
                .forEach(missing::add);
        assertTrue(missing.isEmpty(), "packages docs/architecture.md names that do not exist: " + missing);
    }

    @Test
    void everyClassTheDocumentNamesExists() {
        Set<String> simpleNames = new java.util.HashSet<>();
        // the tests it names too (ArchitectureTest, the agreement tests)
        JavaClasses withTests = ImportedClasses.withTests();
        for (JavaClass c : withTests) {
            if (c.getPackageName().startsWith("org.tavolo")) {
                simpleNames.add(
                        c.getName().substring(c.getPackageName().length() + 1).replace('$', '.'));
                simpleNames.add(c.getSimpleName());
            }
        }
        List<String> missing = new ArrayList<>();
        // `TableAtPlay`, `screens.desk.HandPreviews`, `NextRoundService.Made`, `MoveView.reasonName()`
        Matcher named = Pattern.compile(
                        "`(?:[a-z]+\\.)*([A-Z][a-z]+[A-Za-z0-9]*(?:\\.[A-Z][A-Za-z0-9]*)?)[.(a-zA-Z)]*`")
                .matcher(document);
        while (named.find()) {
            String name = named.group(1);
            boolean aFile = named.group(0).matches("`[^`]*\\.(md|java|html|js|css|sql|properties|json|png|xml)`");
            boolean theJdks = named.group(0).startsWith("`java");
            if (!aFile && !theJdks && !simpleNames.contains(name) && !simpleNames.contains(name.split("\\.")[0])) {
                missing.add(name);
            }
        }
        assertTrue(missing.isEmpty(), "classes docs/architecture.md names that do not exist: " + missing);
    }
}
