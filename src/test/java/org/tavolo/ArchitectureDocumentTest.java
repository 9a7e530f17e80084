package org.tavolo;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.Dependency;
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
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.ImportedClasses;

/**
 * docs/architecture.md says what the code is, and this test holds it to that: every package and class it
 * (and the pages it sends details to) names exists, in the package it names; its table "Which feature may use
 * which" is exactly the uses the code makes, with a row for every feature package there is.
 */
class ArchitectureDocumentTest {

    private static final Path DOCUMENT = Path.of("docs/architecture.md");
    /** The documents whose class names are checked: the map and the pages it sends details to. */
    private static final List<Path> PAGES =
            List.of(DOCUMENT, Path.of("docs/browser-core.md"), Path.of("docs/screenshots.md"));
    /** Rows of the table that are not one feature's list: the pages' wing, the core and the shared code. */
    private static final Set<String> NOT_A_FEATURE_ROW = Set.of("screens", "poker", "common.*");

    private static JavaClasses classes;
    private static String document;
    private static final Map<Path, String> DOCUMENTS = new LinkedHashMap<>();

    @BeforeAll
    static void read() throws IOException {
        classes = ImportedClasses.main();
        document = Files.readString(DOCUMENT);
        for (Path page : PAGES) {
            DOCUMENTS.put(page, Files.readString(page));
        }
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

    /**
     * The features each feature's classes use in the code: what their compiled classes depend on, and what their
     * sources import (a constant such as {@code security.Roles.ORGANIZER} is copied into the class that reads it, and
     * leaves no trace in its bytecode).
     */
    private static Map<String, Set<String>> usesInTheCode() throws IOException {
        Set<String> features = features();
        Map<String, Set<String>> uses = new TreeMap<>();
        features.forEach(f -> uses.put(f, new TreeSet<>()));
        for (JavaClass c : classes) {
            String from = featureOf(c.getPackageName());
            if (!features.contains(from)) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = featureOf(d.getTargetClass().getPackageName());
                if (features.contains(to) && !to.equals(from)) {
                    uses.get(from).add(to);
                }
            }
        }
        Pattern imported = Pattern.compile("^import (?:static )?org\\.tavolo\\.([a-z]+)\\.", Pattern.MULTILINE);
        for (String from : features) {
            try (Stream<Path> sources = Files.walk(Path.of("src/main/java/org/tavolo", from))) {
                for (Path source :
                        sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Matcher m = imported.matcher(Files.readString(source));
                    while (m.find()) {
                        if (features.contains(m.group(1)) && !m.group(1).equals(from)) {
                            uses.get(from).add(m.group(1));
                        }
                    }
                }
            }
        }
        return uses;
    }

    /** The feature a package belongs to ({@code hand} for {@code org.tavolo.hand.read}), or "" outside them. */
    private static String featureOf(String packageName) {
        return packageName.startsWith("org.tavolo.")
                ? packageName.substring("org.tavolo.".length()).split("\\.")[0]
                : "";
    }

    /** The table's rows as uses of features only (the core and {@code common} are not rows' features). */
    private static Map<String, Set<String>> usesTheTableNames() {
        Set<String> features = features();
        Map<String, Set<String>> uses = new TreeMap<>();
        table().forEach((feature, named) -> {
            if (!NOT_A_FEATURE_ROW.contains(feature)) {
                uses.put(
                        feature,
                        new TreeSet<>(named.stream().filter(features::contains).toList()));
            }
        });
        return uses;
    }

    @Test
    void everyUseATableRowNamesIsMadeByTheCode() throws IOException {
        Map<String, Set<String>> inTheCode = usesInTheCode();
        List<String> unused = new ArrayList<>();
        usesTheTableNames().forEach((feature, named) -> named.stream()
                .filter(used -> !inTheCode.getOrDefault(feature, Set.of()).contains(used))
                .forEach(used -> unused.add(feature + " -> " + used)));
        assertEquals(
                List.of(),
                unused,
                "docs/architecture.md, \"Which feature may use which\", names uses no class of the feature makes");
    }

    @Test
    void theDependencyTableIsExactlyTheCodesUses() throws IOException {
        assertEquals(usesInTheCode(), usesTheTableNames(), "docs/architecture.md, \"Which feature may use which\"");
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
    void everyClassTheDocumentsNameExists() {
        Set<String> simpleNames = new java.util.HashSet<>();
        // the tests it names too (ArchitectureTest, the agreement tests)
        for (JavaClass c : ImportedClasses.withTests()) {
            if (c.getPackageName().startsWith("org.tavolo")) {
                simpleNames.add(
                        c.getName().substring(c.getPackageName().length() + 1).replace('$', '.'));
                simpleNames.add(c.getSimpleName());
            }
        }
        List<String> missing = new ArrayList<>();
        // `TableAtPlay`, `screens.desk.HandPreviews`, `NextRoundService.Made`, `MoveView.reasonName()`
        Pattern className =
                Pattern.compile("`(?:[a-z]+\\.)*([A-Z][a-z]+[A-Za-z0-9]*(?:\\.[A-Z][A-Za-z0-9]*)?)[.(a-zA-Z)]*`");
        DOCUMENTS.forEach((path, text) -> {
            Matcher named = className.matcher(text);
            while (named.find()) {
                String name = named.group(1);
                boolean aFile = named.group(0).matches("`[^`]*\\.(md|java|html|js|css|sql|properties|json|png|xml)`");
                boolean theJdks = named.group(0).startsWith("`java");
                if (!aFile && !theJdks && !simpleNames.contains(name) && !simpleNames.contains(name.split("\\.")[0])) {
                    missing.add(path + ": " + name);
                }
            }
        });
        assertTrue(missing.isEmpty(), "classes the documents name that do not exist: " + missing);
    }

    /**
     * A class named with its package, in dots or slashes ({@code ledger.TableChanges}, {@code hand/HandOutcome},
     * {@code poker/table/TableRules.REFUSALS}, {@code org.tavolo.poker.Referee}, a test's source path), as the class
     * org.tavolo's package tree must hold: the full names a text gives, in order.
     */
    static List<String> qualifiedClasses(String text) {
        List<String> names = new ArrayList<>();
        Matcher named = QUALIFIED_CLASS.matcher(text);
        while (named.find()) {
            String packagePath = named.group(1).replace('/', '.');
            if (packagePath.startsWith("java.") || packagePath.startsWith("jakarta.")) {
                continue;
            }
            int root = packagePath.indexOf("org.tavolo.");
            String packageName = root >= 0 ? packagePath.substring(root) : "org.tavolo." + packagePath;
            names.add(packageName + named.group(2) + named.group(3).replace('.', '$'));
        }
        return names;
    }

    /** `package.Class`, `package/Class`, with nested classes and a member after it: `hand.HandOutcome.of`. */
    private static final Pattern QUALIFIED_CLASS = Pattern.compile(
            "`((?:[a-z][a-z0-9]*[./])+)([A-Z][A-Za-z0-9]*)"
                    + "((?:\\.[A-Z][A-Z0-9]*[a-z][A-Za-z0-9]*)*)(?:[.#](?:[a-z][A-Za-z0-9]*|[A-Z][A-Z0-9_]*)(?:\\([^`]*\\))?)?`");

    @Test
    void classPathsAreReadWithTheirPackages() {
        assertEquals(
                List.of(
                        "org.tavolo.tournament.HandOutcome",
                        "org.tavolo.poker.table.TableRulez",
                        "org.tavolo.hand.HandOutcome",
                        "org.tavolo.poker.table.TableRules",
                        "org.tavolo.standing.NextRoundService$Made",
                        "org.tavolo.browser.InterfaceCrawlBrowserIT",
                        "org.tavolo.poker.Referee"),
                qualifiedClasses("`tournament/HandOutcome` and `poker/table/TableRulez`, `hand.HandOutcome.of`,"
                        + " `poker/table/TableRules.REFUSALS` `standing.NextRoundService.Made`"
                        + " `src/test/java/org/tavolo/browser/InterfaceCrawlBrowserIT`, `org.tavolo.poker.Referee`,"
                        + " `java.time.Clock`, `templates/tags/`, `target/classes/META-INF/resources/js/poker.js`"));
    }

    @Test
    void everyClassTheDocumentsNameWithAPackageIsInThatPackage() {
        Set<String> names =
                ImportedClasses.withTests().stream().map(JavaClass::getName).collect(Collectors.toSet());
        List<String> elsewhere = new ArrayList<>();
        DOCUMENTS.forEach((path, text) -> qualifiedClasses(text).stream()
                .filter(name -> !names.contains(name))
                .forEach(name -> elsewhere.add(path + ": " + name)));
        assertEquals(List.of(), elsewhere, "classes the documents place in a package that does not hold them");
    }

    /** The anchors of a Markdown page: its headings as GitHub names them, and its {@code <a id="…">}. */
    static Set<String> anchors(String page) {
        Set<String> anchors = new TreeSet<>();
        Matcher heading = Pattern.compile("^#+ (.+)$", Pattern.MULTILINE).matcher(page);
        while (heading.find()) {
            anchors.add(heading.group(1)
                    .toLowerCase(java.util.Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-'));
        }
        Matcher id = Pattern.compile("<a id=\"([^\"]+)\"></a>").matcher(page);
        while (id.find()) {
            anchors.add(id.group(1));
        }
        return anchors;
    }

    @Test
    void headingsAreNamedAsGitHubNamesThem() {
        assertEquals(
                Set.of(
                        "the-poker-core-in-the-browser",
                        "hands-stored-record-and-services",
                        "the-pure-core--orgtavolopoker",
                        "page-forms"),
                anchors("## The poker core in the browser\n## Hands: stored record and services\n"
                        + "## The pure core — `org.tavolo.poker`\n- <a id=\"page-forms\"></a>**Every form**"));
    }

    @Test
    void everyLinkOfTheMapLeadsToAPageAndAnchorThatExist() throws IOException {
        List<String> broken = new ArrayList<>();
        Pattern link = Pattern.compile("\\]\\(([^)#\\s]*)(?:#([^)\\s]+))?\\)");
        for (Map.Entry<Path, String> page : DOCUMENTS.entrySet()) {
            Matcher m = link.matcher(page.getValue());
            while (m.find()) {
                if (m.group(1).matches("[a-z]+:.*")) {
                    continue;
                }
                Path target = m.group(1).isEmpty()
                        ? page.getKey()
                        : page.getKey().resolveSibling(m.group(1)).normalize();
                if (!Files.exists(target)) {
                    broken.add(page.getKey() + ": " + m.group(0));
                } else if (m.group(2) != null
                        && !anchors(Files.readString(target)).contains(m.group(2))) {
                    broken.add(page.getKey() + ": " + m.group(0) + " (no such anchor)");
                }
            }
        }
        assertEquals(List.of(), broken, "links of the map that lead nowhere");
    }

    @Test
    void everyCitationOfTheMapsSectionsNamesOneOfThem() throws IOException {
        Map<String, Set<String>> anchorsByPage = new TreeMap<>();
        for (Path page : PAGES) {
            anchorsByPage.put(page.getFileName().toString(), anchors(Files.readString(page)));
        }
        Pattern cited = Pattern.compile("docs/([a-z-]+\\.md)#([a-z0-9-]+)");
        List<String> broken = new ArrayList<>();
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        for (String root : List.of("src", "docs")) {
            try (Stream<Path> walk = Files.walk(Path.of(root))) {
                walk.filter(p -> p.toString().matches(".*\\.(java|md|html|properties|js)$"))
                        .forEach(files::add);
            }
        }
        for (Path file : files) {
            Matcher m = cited.matcher(Files.readString(file));
            while (m.find()) {
                Set<String> anchors = anchorsByPage.get(m.group(1));
                if (anchors != null && !anchors.contains(m.group(2))) {
                    broken.add(file + ": " + m.group(0));
                }
            }
        }
        assertEquals(List.of(), broken, "citations of sections the map's pages do not have");
    }

    /** The README's table "Layout": the paths it names, as written ({@code src/main/java/org/tavolo/poker/}). */
    private static List<String> readmeLayout() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        String section = readme.substring(readme.indexOf("## Layout"));
        section = section.substring(0, section.indexOf("\n## ", 3));
        List<String> paths = new ArrayList<>();
        Matcher row = Pattern.compile("^\\| `([^`]+)` \\|", Pattern.MULTILINE).matcher(section);
        while (row.find()) {
            paths.add(row.group(1));
        }
        return paths;
    }

    @Test
    void theReadmesLayoutNamesEveryFolderANewcomerOpens() throws IOException {
        List<String> named = readmeLayout();
        List<String> folders = new ArrayList<>();
        for (String parent :
                List.of(".", "src", "src/main", "src/main/resources", "src/test", "src/teavm/java/org/tavolo")) {
            try (Stream<Path> children = Files.list(Path.of(parent))) {
                children.filter(Files::isDirectory)
                        .map(p -> Path.of(".").relativize(p).normalize() + "/")
                        .filter(p -> !p.equals("target/") && !p.contains(".") || p.equals(".ci/"))
                        .forEach(folders::add);
            }
        }
        Set.of("poker", "screens", "common").forEach(p -> folders.add("src/main/java/org/tavolo/" + p + "/"));
        List<String> missing = folders.stream()
                .filter(folder -> named.stream().noneMatch(path -> path.startsWith(folder)))
                .sorted()
                .toList();
        assertEquals(List.of(), missing, "folders the README's \"Layout\" leaves out");
    }

    @Test
    void theReadmesLayoutNamesEverySharedPackage() throws IOException {
        String common = readmeLayout().stream()
                .filter(p -> p.equals("src/main/java/org/tavolo/common/"))
                .findFirst()
                .orElse("");
        String readme = Files.readString(Path.of("README.md"));
        String row = readme.lines()
                .filter(l -> l.startsWith("| `" + common + "`"))
                .findFirst()
                .orElse("");
        List<String> missing = classes.stream()
                .map(JavaClass::getPackageName)
                .filter(p -> p.startsWith("org.tavolo.common."))
                .map(p -> p.substring("org.tavolo.common.".length()).split("\\.")[0])
                .distinct()
                .filter(p -> !row.contains("`" + p + "`"))
                .sorted()
                .toList();
        assertEquals(List.of(), missing, "packages of common the README's \"Layout\" leaves out");
    }
}
