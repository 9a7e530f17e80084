package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The table page is one template per form (docs/director-page.md#how-the-page-is-built), and every fragment it includes
 * declares the type of each name it reads ({@code {@org.tavolo.… desk}}), so that Qute checks its expressions when the
 * service is built: a property that does not exist fails the build, as in the page's own checked templates.
 */
class DeskFragmentsAreTypedTest {

    private static final Path TEMPLATES = Path.of("src/main/resources/templates/DirectorPage");

    /** The templates of {@code DirectorPage.Templates}, typed by their method's parameters. */
    private static final Set<String> CHECKED = Set.of("table.html", "pick.html", "order.html");

    /** The names the page's fragments read from what includes them. */
    private static final List<String> NAMES =
            List.of("desk", "screen", "lang", "hand", "correction", "count", "cd", "deal", "form", "preview", "path");

    @Test
    void everyFormOfTheTablePageHasATemplateOfItsOwn() throws IOException {
        for (String form :
                List.of("hand", "correction", "count", "penalty", "close", "void", "chinese", "chinese-void")) {
            String template = Files.readString(TEMPLATES.resolve(form + ".html"));
            assertTrue(template.contains(" id=\"" + form + "\""), form + ".html holds the form " + form);
        }
        assertTrue(
                !Files.readString(TEMPLATES.resolve("hand.html")).contains("correct"),
                "the new hand's template says nothing of the correction");
    }

    @Test
    void everyFragmentOfTheTablePageDeclaresTheTypeOfWhatItReads() throws IOException {
        List<String> untyped = new ArrayList<>();
        try (Stream<Path> files = Files.list(TEMPLATES)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (CHECKED.contains(name)) {
                    continue;
                }
                String template = Files.readString(file);
                for (String read : NAMES) {
                    if (reads(template, read) && !template.contains(" " + read + "}")) {
                        untyped.add(name + " reads «" + read + "» without declaring its type");
                    }
                }
            }
        }
        assertEquals(List.of(), untyped);
    }

    /** Whether an expression of the template starts from {@code name} ({@code {name.…}}, {@code (name)}, …). */
    private static boolean reads(String template, String name) {
        Matcher use = Pattern.compile("(?<![\\w.$:@'-])" + Pattern.quote(name) + "(?=[.}) ,])")
                .matcher(template.replaceAll("(?m)^\\{@[^}]*}$", ""));
        while (use.find()) {
            if (insideExpression(template.replaceAll("(?m)^\\{@[^}]*}$", ""), use.start())) {
                return true;
            }
        }
        return false;
    }

    /** Whether the position is inside a {@code {…}} of Qute (not in the page's text). */
    private static boolean insideExpression(String template, int at) {
        int open = template.lastIndexOf('{', at);
        int close = template.lastIndexOf('}', at);
        return open > close;
    }
}
