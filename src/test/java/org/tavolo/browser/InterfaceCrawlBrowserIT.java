package org.tavolo.browser;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Cookie;
import com.microsoft.playwright.options.LoadState;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.security.ApiToken;
import org.tavolo.security.Directors;
import org.tavolo.security.Organizer;
import org.tavolo.security.TestOrganizer;

/**
 * Walks every page an organizer, a table director and the public can reach from the front door,
 * following links, in Italian and in English, on a phone (390×844) and on a laptop (1280×800), and
 * fails on what a person should never see: a page wider than the window, words of the other
 * language, raw timestamps, ids or constant names, the API's addresses, a link that fails, and the
 * serious or critical findings of axe-core (the accessibility rules most audits use). Each failure
 * names the page, the language, the width and the finding.
 *
 * <p>The walks start from the front door ({@code /}) of an evening with a tournament in each format
 * (seats drawn, the clock running, a hand recorded where the format has hands), a championship and a
 * table director's access; pages reached that way join the walk by themselves. Each walk follows the
 * pages of the people it is for (the public's pages, the console and organizer's pages, the director's
 * table) and checks the answer of every other link it meets; pages of one shape are visited once per
 * format. Only links are followed, never a form.
 *
 * <p>{@code -Dcrawl.screenshots=docs/images/pages} writes every Italian page it visits, at both widths,
 * to that folder (docs/architecture.md#pages).
 */
@QuarkusTest
class InterfaceCrawlBrowserIT extends BrowserTest {

    private static final int[] LAPTOP = {1280, 800};

    private static final Pattern TIMESTAMP = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}[^\\s]*)?\\b");
    private static final Pattern UUID =
            Pattern.compile("\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b");
    private static final Pattern CONSTANT = Pattern.compile("\\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\\b");
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}’']*");
    private static final Pattern TOURNAMENT_PATH = Pattern.compile("/tournaments/(\\d+)");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[^{}]*\\}");
    /** The evening's tournaments, by id: the format each stands for in a page's shape and file name. */
    private static final Map<String, String> OWN = new HashMap<>();

    private final List<String> findings = new ArrayList<>();
    private static Map<String, Set<String>> foreignWords;
    private static Set<String> auditActions;
    private static String axe;
    private static String organizerCookie;
    /** Names, venues, seasons, usernames and labels that people gave: data, not words of the pages. */
    private static List<String> data;

    private static String directorCookie;

    /** Once for the class, from the first test (the server and its address are known by then). */
    private static synchronized void anEveningInEachFormat() {
        if (axe != null) {
            return;
        }
        String italian = tournament("Aurora uno", "ITALIAN_DRAW");
        String holdem = tournament("Aurora due", "TEXAS_HOLDEM");
        String chinese = tournament("Aurora tre", "CHINESE_POKER");
        OWN.put(italian, "italian");
        OWN.put(holdem, "holdem");
        OWN.put(chinese, "chinese");
        // the database is shared: another test's evening, named as the floor's tests name theirs
        enter(tournament("Floor " + java.util.UUID.randomUUID(), "TEXAS_HOLDEM"), 2);
        for (String id : List.of(italian, holdem, chinese)) {
            enter(id, 10);
            given().contentType(ContentType.JSON)
                    .body("{\"seed\": 7}")
                    .post("/api/tournaments/{id}/draws", id)
                    .then()
                    .statusCode(201);
            given().post("/api/tournaments/{id}/clock/start", id).then().statusCode(200);
        }
        nobodyOpens(italian);
        foldsToTheBigBlind(holdem);
        long championship = given().contentType(ContentType.JSON)
                .body("{\"name\": \"Aurora Mirafiori\", \"season\": \"2026/27\"}")
                .post("/api/championships")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        given().contentType(ContentType.JSON)
                .body("{\"tournament\": " + italian + "}")
                .post("/api/championships/{id}/tournaments", championship)
                .then()
                .statusCode(200);
        Directors director = Directors.issue(Long.parseLong(italian), 1);
        directorCookie = director.signIn();
        organizerCookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        foreignWords = Map.of("it", bundleWords("en", "it"), "en", bundleWords("it", "en"));
        auditActions = new HashSet<>(given().get("/api/audit?limit=1000")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("action", String.class));
        data = data();
        axe = resource("/vendor/axe-core/axe.min.js");
    }

    /**
     * Every name people gave that a page may show (other tests' too: the database is shared), longest
     * first, so that a name such as "Floor 3f2a…" or "Test evening" is read as data, not as a uuid or
     * an English word on an Italian page.
     */
    private static List<String> data() {
        Set<String> names = new HashSet<>();
        for (String list : List.of("/api/tournaments", "/api/players")) {
            for (int page = 0; ; page++) {
                var rows = given().queryParam("page", page)
                        .queryParam("size", 1000)
                        .get(list)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath();
                List<String> found = new ArrayList<>();
                for (String field : List.of("name", "venue", "nickname", "contact")) {
                    found.addAll(rows.getList(field, String.class));
                }
                names.addAll(found);
                if (rows.getList("id").size() < 1000) {
                    break;
                }
            }
        }
        var championships = given().get("/api/championships")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        names.addAll(championships.getList("name", String.class));
        names.addAll(championships.getList("season", String.class));
        QuarkusTransaction.requiringNew().run(() -> {
            Organizer.<Organizer>listAll().forEach(o -> names.add(o.username()));
            ApiToken.<ApiToken>listAll().forEach(t -> names.add(t.label()));
        });
        return names.stream()
                .filter(n -> n != null && n.strip().length() >= 3)
                .sorted(Comparator.comparingInt(String::length).reversed())
                .toList();
    }

    /** The text without the data people gave. */
    private static String withoutData(String text) {
        String words = text;
        for (String name : data) {
            if (words.contains(name)) {
                words = words.replace(name, " ");
            }
        }
        return words;
    }

    @Test
    void thePublicsPagesAreOneInterfaceInBothLanguages() {
        walk(
                "public",
                null,
                path -> !path.startsWith("/console")
                        && !path.startsWith("/organizer")
                        && !path.startsWith("/director")
                        && !path.startsWith("/table"));
    }

    @Test
    void theOrganizersPagesAreOneInterfaceInBothLanguages() {
        anEveningInEachFormat();
        walk(
                "organizer",
                organizerCookie,
                path -> path.equals("/") || path.startsWith("/console") || path.startsWith("/organizer"));
    }

    @Test
    void theTableDirectorsPagesAreOneInterfaceInBothLanguages() {
        anEveningInEachFormat();
        walk(
                "director",
                directorCookie,
                path -> path.equals("/") || path.startsWith("/director") || path.startsWith("/table"));
    }

    /**
     * Walks in both languages; {@code theirs} says which pages are this person's to read (the others
     * are read in the walk of the people they are for, and here only checked to answer).
     */
    private void walk(String who, String session, Predicate<String> theirs) {
        anEveningInEachFormat();
        findings.clear();
        int pages = 0;
        for (String language : List.of("it", "en")) {
            pages += walk(who, session, language, theirs);
        }
        assertTrue(pages > 2, who + " reached only " + pages + " pages from the front door");
        if (!findings.isEmpty()) {
            fail(findings.size() + " findings on the " + who + "'s pages:\n"
                    + String.join("\n", new TreeSet<>(findings)));
        }
    }

    /**
     * One walk per language: each page is loaded once at the laptop's size, read and audited there,
     * then narrowed to the phone's width in place and measured again.
     */
    private int walk(String who, String session, String language, Predicate<String> theirs) {
        BrowserContext context = newContext(LAPTOP, language, true);
        if (session != null) {
            context.addCookies(List.of(new Cookie("quarkus-credential", session).setUrl(origin())));
        }
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Deque<String> queue = new ArrayDeque<>(List.of("/"));
        Set<String> seen = new HashSet<>(queue);
        Set<String> shapes = new HashSet<>(List.of(shape("/")));
        Set<String> audited = new HashSet<>();
        long started = System.nanoTime();
        int visited = 0;
        while (!queue.isEmpty()) {
            String path = queue.poll();
            String where = who + " " + language + " " + LAPTOP[0] + "px " + path;
            var response = page.navigate(origin() + path);
            if (response == null || response.status() >= 400) {
                findings.add(where + ": answers " + (response == null ? "nothing" : response.status()));
                continue;
            }
            if (!response.headers().getOrDefault("content-type", "").startsWith("text/html")) {
                continue;
            }
            page.waitForLoadState(LoadState.DOMCONTENTLOADED);
            visited++;
            if (!page.url().startsWith(origin())) {
                continue;
            }
            look(page, where, language);
            if (audited.add(shape(path).replaceAll("italian|holdem|chinese", "format"))) {
                audit(page, where);
            }
            screenshot(page, who, language, path, LAPTOP[0]);
            // a TV screen is made for a television across the room: looked at there, not on a phone
            int[] small = tvScreen(path) ? BrowserTest.TV : PHONE;
            page.setViewportSize(small[0], small[1]);
            fits(page, who + " " + language + " " + small[0] + "px " + path);
            screenshot(page, who, language, path, small[0]);
            page.setViewportSize(LAPTOP[0], LAPTOP[1]);
            for (String link : links(page)) {
                if (!seen.add(link) || link.contains("/events")) {
                    continue;
                }
                if (followable(link) && theirs.test(link)) {
                    if (shapes.add(shape(link))) {
                        queue.add(link);
                    }
                } else if (shapes.add("answer " + shape(link))) {
                    checkStatus(context, where, link);
                }
            }
        }
        System.out.printf(
                "Interface crawl: %s, %s, %d pages in %d s%n",
                who, language, visited, (System.nanoTime() - started) / 1_000_000_000L);
        return visited;
    }

    /**
     * A page's shape: its address with the evening's tournaments named by their format and every
     * other number left out, so that one page of each kind is walked per format.
     */
    private static String shape(String link) {
        Matcher tournament = TOURNAMENT_PATH.matcher(link);
        String shaped = tournament.find() && OWN.containsKey(tournament.group(1))
                ? link.substring(0, tournament.start(1))
                        + OWN.get(tournament.group(1))
                        + link.substring(tournament.end(1))
                : link;
        return shaped.replaceAll("\\d+", "n");
    }

    /** With {@code -Dcrawl.screenshots=<folder>}, the Italian page as the person sees it at this width. */
    private static void screenshot(Page page, String who, String language, String path, int width) {
        String folder = System.getProperty("crawl.screenshots");
        if (folder == null || folder.isBlank() || !language.equals("it")) {
            return;
        }
        String name = (who + shape(path)).replaceAll("[^A-Za-z0-9]+", "-").replaceAll("-$", "") + "-" + width;
        try {
            Files.createDirectories(Path.of(folder));
            page.screenshot(new Page.ScreenshotOptions().setPath(Path.of(folder, name + ".png")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The room's TV screens ({@code …/tv}), made for 1920×1080 (docs/room-screens.md#tv). */
    private static boolean tvScreen(String path) {
        return path.replaceAll("\\?.*", "").endsWith("/tv");
    }

    /** A page wider than its window scrolls sideways: a finding. */
    private void fits(Page page, String where) {
        @SuppressWarnings("unchecked")
        List<Number> widths = (List<Number>) page.evaluate("() => new Promise(done => requestAnimationFrame(() =>"
                + " done([document.documentElement.scrollWidth, window.innerWidth])))");
        if (widths.get(0).intValue() > widths.get(1).intValue()) {
            findings.add(where + ": " + widths.get(0) + " px wide in a window of " + widths.get(1));
        }
    }

    /** The page's text read for what a person should never see. */
    private void look(Page page, String where, String language) {
        fits(page, where);
        String text =
                withoutData(page.title() + "\n" + page.evaluate("() => document.body ? document.body.innerText : ''"));
        mark(where, "raw date or timestamp", TIMESTAMP.matcher(text));
        mark(where, "uuid", UUID.matcher(text));
        mark(where, "constant name", CONSTANT.matcher(text));
        if (text.contains("/api/")) {
            findings.add(where + ": speaks of /api/");
        }
        Set<String> foreign = new TreeSet<>();
        Matcher words = WORD.matcher(text);
        while (words.find()) {
            String word = words.group().toLowerCase(Locale.ROOT);
            if (foreignWords.get(language).contains(word)) {
                foreign.add(word);
            }
            if (auditActions.contains(words.group())) {
                foreign.add(words.group());
            }
        }
        for (String action : auditActions) {
            if (text.contains(action)) {
                foreign.add(action);
            }
        }
        if (!foreign.isEmpty()) {
            findings.add(where + ": words not in " + language + ": " + foreign);
        }
    }

    /** Axe-core's serious and critical findings: once per page of each shape, whatever the format. */
    private void audit(Page page, String where) {
        page.addScriptTag(new Page.AddScriptTagOptions().setContent(axe));
        Object violations = page.evaluate("""
                async () => {
                  const result = await axe.run(document, { resultTypes: ['violations'] });
                  return result.violations
                    .filter(v => v.impact === 'serious' || v.impact === 'critical')
                    .map(v => v.id + ' (' + v.impact + ') at ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
                }""");
        for (Object violation : (List<?>) violations) {
            findings.add(where + ": axe " + violation);
        }
    }

    private void mark(String where, String what, Matcher matcher) {
        Set<String> found = new TreeSet<>();
        while (matcher.find()) {
            found.add(matcher.group());
        }
        if (!found.isEmpty()) {
            findings.add(where + ": " + what + " " + found);
        }
    }

    /** Same-origin links of the page, as paths with their queries, without the language switch. */
    private List<String> links(Page page) {
        @SuppressWarnings("unchecked")
        List<String> hrefs =
                (List<String>) page.evaluate("() => Array.from(document.querySelectorAll('a[href]'), a => a.href)");
        Set<String> paths = new LinkedHashSet<>();
        for (String href : hrefs) {
            if (!href.startsWith(origin())) {
                continue;
            }
            URI uri = URI.create(href);
            String query = uri.getRawQuery() == null
                    ? ""
                    : String.join(
                            "&",
                            List.of(uri.getRawQuery().split("&")).stream()
                                    .filter(p -> !p.startsWith("lang="))
                                    .toList());
            paths.add(uri.getRawPath() + (query.isEmpty() ? "" : "?" + query));
        }
        return List.copyOf(paths);
    }

    /** Pages to walk: not the API, downloads, the service's own pages or the event streams. */
    private static boolean followable(String link) {
        Matcher tournament = TOURNAMENT_PATH.matcher(link);
        if (tournament.find() && !OWN.containsKey(tournament.group(1))) {
            return false; // other tests' tournaments: the walk reads its own evening only
        }
        return !(link.startsWith("/api/")
                || link.startsWith("/q/")
                || link.contains("csv")
                || link.contains("dialect=")
                || link.contains("/events")
                || link.contains("print"));
    }

    private void checkStatus(BrowserContext context, String where, String link) {
        int status = context.request().get(origin() + link).status();
        if (status >= 400) {
            findings.add(where + ": link " + link + " answers " + status);
        }
    }

    private String origin() {
        return base.toString().replaceAll("/$", "");
    }

    /**
     * Words (five letters or more) that only the other language's bundles use: seeing one on a page
     * means a word was not translated.
     */
    private static Set<String> bundleWords(String foreign, String own) {
        Set<String> theirs = words(foreign);
        theirs.removeAll(words(own));
        theirs.removeAll(DATA_WORDS);
        return theirs;
    }

    /** Words that are names in either language: the product's, and the test organizer's username. */
    private static final Set<String> DATA_WORDS = Set.of("tavolo", TestOrganizer.USERNAME);

    private static Set<String> words(String language) {
        Set<String> words = new HashSet<>();
        for (String bundle : List.of("msg", "console", "dir", "acct", "champ")) {
            Properties properties = new Properties();
            try (InputStream in = InterfaceCrawlBrowserIT.class.getResourceAsStream(
                    "/messages/" + bundle + "_" + language + ".properties")) {
                if (in == null) {
                    continue;
                }
                properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (Object value : properties.values()) {
                Matcher m = WORD.matcher(PLACEHOLDER.matcher(value.toString()).replaceAll(" "));
                while (m.find()) {
                    if (m.group().length() >= 5) {
                        words.add(m.group().toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return words;
    }

    private static String resource(String name) {
        try (InputStream in = InterfaceCrawlBrowserIT.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String tournament(String name, String format) {
        return given().contentType(ContentType.JSON)
                .body("{\"name\": \"" + name + "\", \"format\": \"" + format
                        + "\", \"date\": \"2026-11-26\", \"venue\": \"Villa Mirafiori\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("id");
    }

    private static final String[] NAMES = {
        "Marco Rossi", "Giulia Bianchi", "Luca Esposito", "Sara Romano", "Paolo Colombo",
        "Chiara Ricci", "Andrea Marino", "Elena Greco", "Davide Bruno", "Anna Gallo"
    };

    private static void enter(String tournament, int count) {
        StringBuilder csv = new StringBuilder("name,nickname\n");
        for (int i = 0; i < count; i++) {
            csv.append(NAMES[i]).append(",\n");
        }
        given().contentType("text/csv")
                .body(csv.toString())
                .post("/api/tournaments/{id}/entries/csv", tournament)
                .then()
                .statusCode(201);
    }

    /** Seats at table 1, in order: the button is the first of them. */
    private static List<Integer> seatsAtTableOne(String tournament) {
        return given().get("/api/tournaments/{id}/tables", tournament)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("find { it.number == 1 }.seats.seat", Integer.class);
    }

    /** An Italian hand at table 1 that nobody opened: the pot stays for the next. */
    private static void nobodyOpens(String tournament) {
        StringBuilder players = new StringBuilder();
        for (int seat : seatsAtTableOne(tournament)) {
            players.append(players.length() == 0 ? "" : ", ")
                    .append("{\"seat\": ")
                    .append(seat)
                    .append(", \"contributed\": 0, \"folded\": true}");
        }
        hand(
                tournament,
                "{\"entryId\": \"" + java.util.UUID.randomUUID() + "\", \"button\": "
                        + seatsAtTableOne(tournament).get(0) + ", \"opened\": false, \"players\": [" + players + "]}");
    }

    /** A Hold'em hand at table 1 that everyone folds to the big blind, antes and blinds of the level paid. */
    private static void foldsToTheBigBlind(String tournament) {
        var clock = given().get("/api/tournaments/{id}/clock", tournament)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long ante = clock.getLong("ante");
        List<Integer> seats = seatsAtTableOne(tournament);
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < seats.size(); i++) {
            long blind = i == 1 ? clock.getLong("smallBlind") : i == 2 ? clock.getLong("bigBlind") : 0;
            players.append(i == 0 ? "" : ", ")
                    .append("{\"seat\": ")
                    .append(seats.get(i))
                    .append(", \"contributed\": ")
                    .append(ante + blind)
                    .append(", \"folded\": ")
                    .append(i != 2)
                    .append("}");
        }
        hand(
                tournament,
                "{\"entryId\": \"" + java.util.UUID.randomUUID() + "\", \"button\": " + seats.get(0)
                        + ", \"players\": [" + players + "]}");
    }

    private static void hand(String tournament, String body) {
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/1/hands", tournament)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
    }
}
