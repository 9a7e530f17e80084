package org.tavolo.screens;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.ImportedClasses;

/**
 * Every address a person can type or scan (everything outside {@code /api} and {@code /q}) answers a page in
 * the request's language, never a problem document or an empty body (docs/errors.md#pages): an unknown
 * tournament, player or table, a malformed number, a signed-in role without the right. The addresses are
 * every {@code GET} of the page resources in {@code screens}, read from their {@code @Path}s, so that a new
 * page is crawled as soon as it exists.
 */
@QuarkusTest
class BrowserPathsAnswerPagesTest {

    private static final String BROWSER_ACCEPT =
            "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)(?::([^}|]+)[^}]*)?}");
    private static final String UNKNOWN = "987654321";

    private final List<String> failures = new ArrayList<>();

    private void expect(boolean holds, String otherwise) {
        if (!holds) {
            failures.add(otherwise);
        }
    }

    @AfterEach
    void noAddressFailed() {
        assertTrue(failures.isEmpty(), failures.size() + " addresses failed:\n" + String.join("\n", failures));
    }

    @Test
    void unknownIdsAnswerANotFoundPageInWords() {
        for (String path : pagePaths()) {
            if (!path.contains("{")) {
                continue;
            }
            String address = fill(path, UNKNOWN);
            checkPage("organizer", address, "it-IT", given(), "Pagina non trovata", 404);
            checkPage("organizer", address, "en-GB", given(), "Page not found", 404);
        }
    }

    @Test
    void malformedIdsAnswerABadAddressPage() {
        for (String path : pagePaths()) {
            if (!PLACEHOLDER.matcher(path).find() || !numericPlaceholder(path)) {
                continue;
            }
            String address = fill(path, "abc");
            checkPage("organizer", address, "it-IT", given(), "Indirizzo non valido", 400);
        }
    }

    @Test
    void addressesThatAreNoPageAnswerANotFoundPage() {
        checkPage("public", "/nonexistent", "it-IT", given().auth().none(), "Pagina non trovata", 404);
        checkPage("public", "/nonexistent", "en", given().auth().none(), "Page not found", 404);
        checkPage(
                "public",
                "/tournaments/" + UNKNOWN + "/clock",
                "it-IT",
                given().auth().none(),
                "Pagina non trovata",
                404);
    }

    @Test
    void theWrongRoleAnswersAPageOrTheSignIn() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors director = Directors.issue(t, 1);
        List<String> paths = pagePaths();
        for (String path : paths) {
            String address = fill(path, Long.toString(t));
            checkAnyPage("public", address, given().auth().none());
            checkAnyPage("director", address, director.basic());
        }
        checkPage("director", "/console", "it-IT", director.basic(), "Accesso non consentito", 403);
        checkPage("director", "/console", "en", director.basic(), "Not allowed", 403);
        checkPage(
                "director",
                "/console/tournaments/" + t + "/floor",
                "it-IT",
                director.basic(),
                "Accesso non consentito",
                403);
    }

    /** A page, or a redirect (to sign in, to the person's own page): never JSON, never an empty body. */
    private void checkAnyPage(String who, String address, RequestSpecification as) {
        Response answer = request(as, address, "it-IT");
        if (answer.statusCode() >= 300 && answer.statusCode() < 400) {
            expect(!(answer.header("Location") == null), who + " " + address + ": a redirect with no Location");
            return;
        }
        if (answer.statusCode() < 400) {
            return;
        }
        assertIsAPage(who, address, answer);
    }

    private void checkPage(
            String who, String address, String language, RequestSpecification as, String words, int status) {
        Response answer = request(as, address, language);
        String said = who + " " + address + " (" + language + ") answered " + answer.statusCode() + " "
                + answer.contentType() + ": " + abbreviate(answer.asString());
        expect(status == answer.statusCode(), said);
        assertIsAPage(who, address, answer);
        expect(answer.asString().contains(words), said + " — expected the words «" + words + "»");
        expect(answer.asString().contains("href=\"/\""), said + " — expected a way back to the front page");
    }

    private void assertIsAPage(String who, String address, Response answer) {
        String body = answer.asString();
        String said = who + " " + address + " answered " + answer.statusCode() + " " + answer.contentType() + ": "
                + abbreviate(body);
        expect(String.valueOf(answer.contentType()).startsWith("text/html"), said);
        expect(body.contains("<h1") || body.contains("<h2"), said + " — expected a page with a heading");
        expect(!(body.contains("/problems/")), said + " — a problem document's type in a page");
        expect(!(body.contains("\"status\":") || body.trim().startsWith("{")), said + " — JSON in a page");
        expect(!(body.contains("Exception") || body.contains("org.tavolo")), said + " — a class name in a page");
    }

    private static Response request(RequestSpecification as, String address, String language) {
        return as.redirects()
                .follow(false)
                .urlEncodingEnabled(false)
                .header("Accept", BROWSER_ACCEPT)
                .header("Accept-Language", language)
                .get(address);
    }

    private static boolean numericPlaceholder(String path) {
        Matcher m = PLACEHOLDER.matcher(path);
        while (m.find()) {
            if (m.group(2) == null) {
                return true;
            }
        }
        return false;
    }

    /** The address with every number placeholder given {@code value}, and a choice its first alternative. */
    private static String fill(String path, String value) {
        Matcher m = PLACEHOLDER.matcher(path);
        StringBuilder filled = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(filled, Matcher.quoteReplacement(m.group(2) == null ? value : m.group(2)));
        }
        m.appendTail(filled);
        return filled.toString();
    }

    /** Every address a page resource of {@code screens} answers a {@code GET} at. */
    static List<String> pagePaths() {
        TreeSet<String> paths = new TreeSet<>();
        for (JavaClass type : ImportedClasses.main()) {
            if (!type.getPackageName().startsWith("org.tavolo.screens") || !type.isAnnotatedWith(Path.class)) {
                continue;
            }
            Class<?> resource = type.reflect();
            String root = resource.getAnnotation(Path.class).value();
            for (Method method : resource.getDeclaredMethods()) {
                if (method.isAnnotationPresent(GET.class)) {
                    Path sub = method.getAnnotation(Path.class);
                    paths.add(join(root, sub == null ? "" : sub.value()));
                }
            }
        }
        assertFalse(paths.size() < 20, () -> "only " + paths.size() + " page addresses found: " + paths);
        return new ArrayList<>(paths);
    }

    private static String join(String root, String sub) {
        String joined = ("/" + root + "/" + sub).replaceAll("/+", "/");
        return joined.length() > 1 && joined.endsWith("/") ? joined.substring(0, joined.length() - 1) : joined;
    }

    private static String abbreviate(String body) {
        String flat = body.replaceAll("\\s+", " ");
        return flat.length() > 300 ? flat.substring(0, 300) + "…" : flat;
    }
}
