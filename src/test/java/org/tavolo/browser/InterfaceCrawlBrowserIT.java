package org.tavolo.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.Cookie;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.WaitUntilState;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.tavolo.security.ApiToken;
import org.tavolo.security.Directors;
import org.tavolo.security.Organizer;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Api;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Json;

/**
 * Walks every page an organizer, a table director and the public can reach from the front door,
 * following links, in Italian and in English, on a phone (390×844) and on a laptop (1280×800) (a TV
 * screen at 1920×1080 in place of the phone), and fails on what a person should never see: a page
 * wider than the window, a row of data not shown, words of the other language, raw timestamps, ids
 * or constant names, the API's addresses, a link that fails, a text answer that does not say it is
 * UTF-8, and the serious or critical findings of axe-core (the accessibility rules most audits use: once
 * per page shape, in Italian, see {@link #AUDITED_IN}).
 * Then it sends every form of those pages wrong, and fails on an answer that is not a page keeping
 * what was typed with the refusal in sight. Each failure names the page, the language, the width or
 * the form, and the finding.
 *
 * <p>The walks start from the front door ({@code /}) of an evening with a tournament in each format
 * (seats drawn, the clock running, a hand recorded where the format has hands), a championship and a
 * table director's access; pages reached that way join the walk by themselves. Each walk follows the
 * pages of the people it is for (the public's pages, the console and organizer's pages, the director's
 * table) and checks the answer of every other link it meets; pages of one shape are visited once per
 * format. The walks follow links only, never a form.
 *
 * <p><b>Rows.</b> Every row of a table's body and every item of a list of the page's main part is shown
 * at both widths (see {@link #fits}): rendered, of some size, not clipped away. A row hidden until the
 * person asks for it (in a closed {@code <details>}, a tab panel not chosen, a page of a TV screen
 * turning by itself) is not hidden by mistake.
 *
 * <p><b>UTF-8.</b> Every answer of the walks and of the forms whose type is {@code text/*} (pages, style
 * sheets, scripts, event streams, refusals, the links only checked) declares {@code charset=UTF-8}.
 *
 * <p><b>Forms.</b> Every page form answers a page whatever happened (docs/architecture.md#page-forms). On an
 * evening of their own (so that nothing sent spoils the walks'), the tests {@code everyFormOf…} find
 * the forms of the public's, the organizer's and each format's table director's pages, one of each
 * shape (its address and its typed fields), and send each in Italian and in English, from its page as
 * the browser sends it, empty and then malformed (letters or a number out of range in a number field,
 * an impossible date, a text too long: {@link #SEND}). The answer must be a page: HTML with something
 * to read, never a problem document, an empty body or a server error. A refused post must also show
 * its error summary in sight ({@code templates/error-summary.html}) and every value typed in its field
 * (not a password, never sent back), and leave the data as it was (the audit trail, the tournament and
 * its tables read through the API before and after). A form with no typed field (a single button:
 * start the clock, sign out, withdraw) has nothing to leave empty or type wrong and is not sent; a form
 * whose fields may all be left empty by choice ({@link #EMPTY_IS_A_CHOICE}) is sent malformed only; a
 * search (a form that gets) refuses nothing and must only answer a page.
 *
 * <p><b>Both languages at once.</b> The Italian walk (or sending) runs in the JVM's shared Chromium on
 * the test's thread while the English one runs in a second Chromium on a thread of its own (see {@link
 * #inBothLanguages}): each waits on its browser and the server most of the time, so the two share the
 * machine's cores. Their findings are gathered in one list.
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
    private static final Map<String, String> OWN = new java.util.concurrent.ConcurrentHashMap<>();

    /** What the walks and forms found, from both languages' threads. */
    private final List<String> findings = Collections.synchronizedList(new ArrayList<>());

    /**
     * The thread of the second browser: the two languages are walked at once, Italian on the test's
     * thread in the JVM's shared Chromium, English on this thread in a Chromium of its own. Playwright
     * is not thread-safe (one Playwright per thread), so every call on the second one is made here.
     */
    private static final ExecutorService SECOND = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "crawl-second-browser");
        thread.setDaemon(true);
        return thread;
    });

    /** Made and used on {@link #SECOND}'s thread only. */
    private static Playwright secondPlaywright;

    private static Browser secondBrowser;
    private static Map<String, Set<String>> foreignWords;
    private static Set<String> auditActions;
    private static String axe;
    private static String organizerCookie;
    /** Names, venues, seasons, usernames and labels that people gave: data, not words of the pages. */
    private static List<String> data;

    private static String directorCookie;

    /**
     * An evening of the test: a tournament in each format (by id: the format it stands for), seats
     * drawn, the clock running, a hand recorded where the format has hands, in a championship.
     */
    private record Evening(Map<String, String> formats) {

        String id(String format) {
            return formats.entrySet().stream()
                    .filter(e -> e.getValue().equals(format))
                    .map(Map.Entry::getKey)
                    .findFirst()
                    .orElseThrow();
        }

        boolean owns(String link) {
            Matcher tournament = TOURNAMENT_PATH.matcher(link);
            return !tournament.find() || formats.containsKey(tournament.group(1));
        }
    }

    /** The evening the walks read. */
    private static Evening walked;

    /** Once for the class, from the first test (the server and its address are known by then). */
    private static synchronized void anEveningInEachFormat() {
        if (axe != null) {
            return;
        }
        // the database is shared: another test's evening, named as the floor's tests name theirs
        enter(tournament("Floor " + java.util.UUID.randomUUID(), "TEXAS_HOLDEM"), 2);
        walked = evening("Aurora");
        Directors director = Directors.issue(Long.parseLong(walked.id("italian")), 1);
        directorCookie = director.signIn();
        organizerCookie();
        foreignWords = Map.of("it", bundleWords("en", "it"), "en", bundleWords("it", "en"));
        auditActions = new HashSet<>(texts(Api.send("GET", "/api/audit?limit=1000", null, null, 200), "action"));
        data = data();
        axe = resource("/vendor/axe-core/axe.min.js");
    }

    /** The second browser, launched on first use: on {@link #SECOND}'s thread only. */
    private static Browser secondBrowser() {
        if (secondBrowser == null) {
            secondPlaywright = Browsers.playwright();
            secondBrowser =
                    Browsers.launch(secondPlaywright, Browsers.executable().orElseThrow());
        }
        return secondBrowser;
    }

    @AfterAll
    static void closeSecondBrowser() throws InterruptedException, ExecutionException {
        SECOND.submit(() -> {
                    if (secondPlaywright != null) {
                        secondPlaywright.close();
                        secondPlaywright = null;
                        secondBrowser = null;
                    }
                })
                .get();
    }

    /**
     * The same work in both languages at once, English on the second browser's thread, Italian on
     * this one; answers the sum of both answers. Half the time of one language after the other where
     * the machine has a core to spare: a walk waits on its browser, its browser on the server.
     */
    private static int inBothLanguages(BiFunction<Browser, String, Integer> work) {
        Future<Integer> english = SECOND.submit(() -> work.apply(secondBrowser(), "en"));
        int italian;
        try {
            italian = work.apply(BrowserTest.browser(), "it");
        } finally {
            try {
                english.get();
            } catch (InterruptedException | ExecutionException e) {
                // the Italian walk's failure, if any, is the one reported
            }
        }
        try {
            return italian + english.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** A fresh window of that size and language in {@code browser}, with the session's cookie if any. */
    private BrowserContext context(Browser browser, int[] size, String language, boolean bypassCsp, String session) {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions()
                .setViewportSize(size[0], size[1])
                .setLocale(language)
                .setBypassCSP(bypassCsp)
                .setExtraHTTPHeaders(Map.of("Accept-Language", language)));
        if (session != null) {
            context.addCookies(List.of(new Cookie("quarkus-credential", session).setUrl(origin())));
        }
        context.onResponse(answer -> declaresUtf8(answer.url(), answer.headers()));
        return context;
    }

    /** The organizer signs in once for the class. */
    private static synchronized String organizerCookie() {
        if (organizerCookie == null) {
            organizerCookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        }
        return organizerCookie;
    }

    /** An evening whose tournaments are named {@code name uno/due/tre}, in a championship of that name. */
    private static Evening evening(String name) {
        // the test's RestAssured user
        return evening(name, tournament -> Api.as(TestOrganizer.USERNAME, TestOrganizer.PASSWORD));
    }

    /**
     * An evening whose tournaments are named {@code name uno/due/tre}, in a championship of that name,
     * its hands recorded by {@code recorder} (by tournament id: the organizer, or the table's director).
     */
    private static Evening evening(String name, Function<String, Api.As> recorder) {
        String italian = tournament(name + " uno", "ITALIAN_DRAW");
        String holdem = tournament(name + " due", "TEXAS_HOLDEM");
        String chinese = tournament(name + " tre", "CHINESE_POKER");
        Map<String, String> formats = Map.of(italian, "italian", holdem, "holdem", chinese, "chinese");
        OWN.putAll(formats);
        for (String id : List.of(italian, holdem, chinese)) {
            enter(id, 10);
            Api.send("POST", "/api/tournaments/{id}/draws", "application/json", "{\"seed\": 7}", 201, id);
            Api.send("POST", "/api/tournaments/{id}/clock/start", null, null, 200, id);
        }
        nobodyOpens(italian, recorder.apply(italian));
        foldsToTheBigBlind(holdem, recorder.apply(holdem));
        long championship = Json.longAt(
                Api.post("/api/championships", "{\"name\": \"" + name + " Mirafiori\", \"season\": \"2026/27\"}", 201),
                "id");
        Api.send(
                "POST",
                "/api/championships/{id}/tournaments",
                "application/json",
                "{\"tournament\": " + italian + "}",
                200,
                championship);
        return new Evening(formats);
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
                String rows = Api.send("GET", list + "?page=" + page + "&size=1000", null, null, 200);
                List<String> found = new ArrayList<>();
                for (String field : List.of("name", "venue", "nickname", "contact")) {
                    found.addAll(texts(rows, field));
                }
                names.addAll(found);
                if (((List<?>) Json.valueAt(rows, "id")).size() < 1000) {
                    break;
                }
            }
        }
        String championships = Api.send("GET", "/api/championships", null, null, 200);
        names.addAll(texts(championships, "name"));
        names.addAll(texts(championships, "season"));
        QuarkusTransaction.requiringNew().run(() -> {
            Organizer.<Organizer>listAll().forEach(o -> names.add(o.username()));
            ApiToken.<ApiToken>listAll().forEach(t -> names.add(t.label()));
        });
        return names.stream()
                .filter(n -> n != null && n.strip().length() >= 3)
                .sorted(Comparator.comparingInt(String::length).reversed())
                .toList();
    }

    /** The values at {@code path} as text, as RestAssured's {@code getList(path, String.class)} gives them. */
    private static List<String> texts(String json, String path) {
        return ((List<?>) Json.valueAt(json, path))
                .stream().map(value -> Objects.toString(value, null)).toList();
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

    /** The public's pages: all but the console's, the organizer's and the director's. */
    private static final Predicate<String> PUBLIC = path -> !path.startsWith("/console")
            && !path.startsWith("/organizer")
            && !path.startsWith("/director")
            && !path.startsWith("/table");

    private static final Predicate<String> ORGANIZER =
            path -> path.equals("/") || path.startsWith("/console") || path.startsWith("/organizer");

    private static final Predicate<String> DIRECTOR =
            path -> path.equals("/") || path.startsWith("/director") || path.startsWith("/table");

    @Test
    void thePublicsPagesAreOneInterfaceInBothLanguages() {
        walk("public", null, PUBLIC);
    }

    @Test
    void theOrganizersPagesAreOneInterfaceInBothLanguages() {
        anEveningInEachFormat();
        walk("organizer", organizerCookie, ORGANIZER);
    }

    @Test
    void theTableDirectorsPagesAreOneInterfaceInBothLanguages() {
        anEveningInEachFormat();
        walk("director", directorCookie, DIRECTOR);
    }

    /** The evening the forms are sent on, so that no refusal, nor a form taken by mistake, changes the walks'. */
    private static Evening refusedEvening;

    private static synchronized Evening refusedEvening() {
        if (refusedEvening == null) {
            refusedEvening = evening("Brezza");
        }
        return refusedEvening;
    }

    @Test
    void everyFormOfThePublicAnswersAPage() {
        sendEveryForm("public", Collections.singletonList(null), refusedEvening(), PUBLIC);
    }

    @Test
    void everyFormOfTheOrganizerAnswersItsRefusalAsAPageKeepingWhatWasTyped() {
        sendEveryForm("organizer", List.of(organizerCookie()), refusedEvening(), ORGANIZER);
    }

    /**
     * Each format's table page (an access for table 1 of each tournament): every form of the table page,
     * on an evening of its own, which the organizer's forms cannot change. The directors record the
     * evening's hands themselves and the Chinese table's director stores a deal, so that their pages
     * offer what a director may do after an entry: void the last hand («Annulla l'ultima»), correct it
     * (its own page) and void the last deal.
     */
    @Test
    void everyFormOfTheTableDirectorAnswersItsRefusalAsAPageKeepingWhatWasTyped() {
        Map<String, Directors> accesses = new LinkedHashMap<>();
        Function<String, Directors> access =
                tournament -> accesses.computeIfAbsent(tournament, id -> Directors.issue(Long.parseLong(id), 1));
        Evening evening =
                evening("Zefiro", tournament -> access.apply(tournament).api());
        String chinese = evening.id("chinese");
        storesTheFirstDeal(chinese, access.apply(chinese).api());
        List<String> sessions = new ArrayList<>();
        for (String format : List.of("italian", "holdem", "chinese")) {
            sessions.add(access.apply(evening.id(format)).signIn());
        }
        sendEveryForm("director", sessions, evening, DIRECTOR);
    }

    /** A form met on a page: where, where it posts (a path), how, and the names of its typed fields. */
    private record FoundForm(String page, String action, String method, List<String> fields) {

        boolean get() {
            return method.equals("get");
        }

        /**
         * Forms of one shape are sent once a language: the same address's shape, whatever the
         * tournament's format, and the same typed fields (a format's own form has fields of its own).
         */
        String shape() {
            return method + " "
                    + InterfaceCrawlBrowserIT.shape(action)
                            .replaceAll("^/(.*/)?tournaments/(italian|holdem|chinese)", "/$1tournaments/format")
                    + " " + fields;
        }
    }

    /**
     * Forms whose typed fields may all be left empty, the page says so: sent empty they do what the
     * person chose (an access with no table is for the whole tournament, a label is optional).
     */
    private static final Pattern EMPTY_IS_A_CHOICE = Pattern.compile("post /organizer/tournaments/format/directors .*");

    /**
     * Forms whose answer to empty or malformed fields may be a preview rather than a refusal: the correction of
     * the Italian hand nobody opened (the evening's last at its table) reads none of the seats' fields, so sent
     * empty or with letters in them it previews that hand again. Its answer must still be a page keeping what was
     * typed, and change nothing; its confirmation without a reason is refused (CorrectionPageAfterTheEndTest).
     */
    private static final Pattern MAY_PREVIEW = Pattern.compile(
            "post /director/tournaments/format/tables/n/correction \\[cards-n, correct-reason, put-n\\]");

    /**
     * Finds, in Italian, the forms of the pages these people reach from the front door (following
     * links as the walks do, the pages read but not shown), then sends each form of each shape, in
     * Italian and in English, from its page as the person's browser sends it, with every typed field
     * empty and then malformed (see {@link #SEND}), and reads the answer (see {@link #answered}).
     */
    private void sendEveryForm(String who, List<String> sessions, Evening evening, Predicate<String> theirs) {
        findings.clear();
        long started = System.nanoTime();
        int sent = 0;
        Set<String> shapes = new TreeSet<>();
        for (String session : sessions) {
            List<FoundForm> forms;
            try (BrowserContext context = formsContext(BrowserTest.browser(), "it", session)) {
                forms = formsOf(context, context.newPage(), evening, theirs);
            }
            forms.forEach(form -> shapes.add(form.shape()));
            sent += inBothLanguages((browser, language) -> {
                try (BrowserContext context = formsContext(browser, language, session)) {
                    Page page = context.newPage();
                    page.setDefaultTimeout(20_000);
                    int each = 0;
                    for (FoundForm form : forms) {
                        each += send(page, who + " " + language, form, language, evening);
                    }
                    return each;
                }
            });
        }
        System.out.printf(
                "Interface crawl: %s's forms, %d sent in %d s%n",
                who, sent, (System.nanoTime() - started) / 1_000_000_000L);
        System.out.println("Interface crawl: forms " + shapes);
        assertTrue(sent > 0, who + " met no form to send");
        if (!findings.isEmpty()) {
            fail(findings.size() + " findings on the " + who + "'s forms:\n"
                    + String.join("\n", new TreeSet<>(findings)));
        }
    }

    /**
     * A window for the forms: the answers are the server's pages, read without their scripts (the form
     * is sent past them anyway): quicker, and what a person sees before the scripts run.
     */
    private BrowserContext formsContext(Browser browser, String language, String session) {
        BrowserContext context = context(browser, LAPTOP, language, false, session);
        context.route("**/*.js", route -> route.abort());
        return context;
    }

    /**
     * The forms with a typed field (a single button, such as starting the clock or signing out, has
     * nothing to leave empty or type wrong, and is not sent), one of each shape, on pages found as the
     * walks find theirs: read from the server's answer, not shown, which is quicker.
     */
    private List<FoundForm> formsOf(BrowserContext context, Page page, Evening evening, Predicate<String> theirs) {
        Deque<String> queue = new ArrayDeque<>(List.of("/"));
        Set<String> seen = new HashSet<>(queue);
        Set<String> shapes = new HashSet<>(List.of(shape("/")));
        Map<String, FoundForm> forms = new LinkedHashMap<>();
        while (!queue.isEmpty()) {
            APIResponse answer = context.request().get(origin() + queue.poll());
            if (answer.status() >= 400
                    || !answer.headers().getOrDefault("content-type", "").startsWith("text/html")) {
                continue;
            }
            String at = paths(List.of(answer.url())).stream().findFirst().orElse("/");
            @SuppressWarnings("unchecked")
            Map<String, Object> read =
                    (Map<String, Object>) page.evaluate(READ_PAGE, Map.of("html", answer.text(), "url", answer.url()));
            @SuppressWarnings("unchecked")
            List<String> hrefs = (List<String>) read.get("links");
            for (String link : paths(hrefs)) {
                if (seen.add(link) && followable(link, evening) && theirs.test(link) && shapes.add(shape(link))) {
                    queue.add(link);
                }
            }
            for (Object each : (List<?>) read.get("forms")) {
                Map<?, ?> form = (Map<?, ?>) each;
                @SuppressWarnings("unchecked")
                List<String> fields = (List<String>) form.get("fields");
                FoundForm found = new FoundForm(
                        at, (String) form.get("action"), (String) form.get("method"), List.copyOf(fields));
                if (!found.fields().isEmpty() && evening.owns(found.action())) {
                    forms.putIfAbsent(found.shape(), found);
                }
            }
        }
        return List.copyOf(forms.values());
    }

    /** What a person types: every field but hidden ones, buttons, boxes to tick and lists to choose from. */
    private static final String TYPED = """
            const typed = e => e.name && !e.disabled && !e.readOnly && (e.tagName === 'TEXTAREA'
              || (e.tagName === 'INPUT' && !['hidden', 'submit', 'button', 'image', 'reset', 'checkbox', 'radio',
                   'range', 'color'].includes(e.type)));
            const signature = form => Array.from(new Set(Array.from(form.elements).filter(typed)
              .map(e => e.name.replace(/\\d+/g, 'n')))).sort();
            const the = (action, fields) => Array.from(document.forms).find(f =>
              new URL(f.getAttribute('action') || location.href, location.href).pathname === action
                && JSON.stringify(signature(f)) === JSON.stringify(fields));
            """;

    /** Whether the page has the form: posting where it posts, with the same typed fields. */
    private static final String HAS_FORM = "({action, fields}) => {" + TYPED + "return !!the(action, fields); }";

    /** A page's links and forms, read from its HTML: {@code {links, forms: [{action, method, fields}]}}. */
    private static final String READ_PAGE = "({html, url}) => {" + TYPED + """
              const doc = new DOMParser().parseFromString(html, 'text/html');
              return {
                links: Array.from(doc.querySelectorAll('a[href]'), a => new URL(a.getAttribute('href'), url).href),
                forms: Array.from(doc.querySelectorAll('form'), form => ({
                  action: new URL(form.getAttribute('action') || url, url).pathname,
                  method: (form.getAttribute('method') || 'get').toLowerCase(),
                  fields: signature(form)
                }))
              };
            }""";

    /**
     * Fills the form as a person's browser would send it, then sends it with its main button (its
     * last primary one, else its last one: save, close from the stacks typed, preview, sign in), past the browser's own checks and the
     * page's scripts (a refusal must be the server's); answers what was typed, field by field, or
     * null when the page has no such form. Empty: every typed field left empty. Malformed: a number
     * field (a {@code number} input, or one that asks for digits) gets letters in Italian and a
     * number out of its range in English; a date an impossible date; a time an impossible time;
     * any other text one character more than its {@code maxlength}, or 501 characters (more than
     * any text the service keeps: names 200, reasons 500) where the page sets none.
     */
    private static final String SEND = "({action, fields, variant, letters}) => {" + TYPED + """
              const form = the(action, fields);
              const numeric = e => e.type === 'number' || ['numeric', 'decimal'].includes(e.inputMode);
              const outOfRange = e => e.max !== '' ? String(Number(e.max) + 1)
                : e.min !== '' ? String(Number(e.min) - 1) : '99999999999999999999';
              const malformed = e => numeric(e) ? (letters ? 'dieci' : outOfRange(e))
                : e.type === 'date' ? '2026-02-30'
                : e.type === 'time' ? '25:61'
                : 'x'.repeat(e.maxLength > 0 ? e.maxLength + 1 : 501);
              const sent = {};
              for (const e of Array.from(form.elements).filter(typed)) {
                if (e.type === 'file') continue;
                const value = variant === 'empty' ? '' : malformed(e);
                if (['number', 'date', 'time'].includes(e.type)) e.type = 'text';
                e.value = value;
                if (e.type !== 'password' && !(e.name in sent)) sent[e.name] = value;
              }
              const buttons = Array.from(form.elements).filter(b => b.type === 'submit');
              const primary = buttons.filter(b => b.classList.contains('primary'));
              const button = primary.length ? primary[primary.length - 1] : buttons[buttons.length - 1];
              if (button && button.name) {
                const pressed = document.createElement('input');
                pressed.type = 'hidden';
                pressed.name = button.name;
                pressed.value = button.value;
                form.appendChild(pressed);
              }
              if (button && button.getAttribute('formaction')) form.setAttribute('action', button.getAttribute('formaction'));
              setTimeout(() => HTMLFormElement.prototype.submit.call(form), 0);
              return sent;
            }""";

    /**
     * What the answer shows: its text's length, whether an error summary ({@code templates/error-summary.html})
     * is in sight, and the fields whose typed value is gone (the value shown, or written in the page
     * for a field the browser cannot show it in, such as letters in a number field).
     */
    private static final String ANSWER_SHOWS = """
            sent => {
              const summary = document.querySelector('#error-summary, .error-summary');
              const inSight = summary && summary.checkVisibility({ visibilityProperty: true })
                && summary.getBoundingClientRect().height > 0;
              const kept = (name, value) => Array.from(document.getElementsByName(name)).some(f =>
                f.value === value || f.getAttribute('value') === value);
              return {
                text: document.body ? document.body.innerText.trim().length : 0,
                summary: !!inSight,
                lost: Object.entries(sent).filter(([name, value]) => !kept(name, value)).map(([name]) => name)
              };
            }""";

    /** Sends one form empty and malformed; answers how many times it was sent. */
    private int send(Page page, String who, FoundForm form, String language, Evening evening) {
        String where = who + " " + form.method() + " " + form.action() + " (from " + form.page() + ")";
        int sent = 0;
        page.navigate(origin() + form.page());
        String before = form.get() ? "" : dataOf(form, evening);
        for (String variant : List.of("empty", "malformed")) {
            if (variant.equals("empty")
                    && EMPTY_IS_A_CHOICE.matcher(form.shape()).matches()) {
                continue;
            }
            Map<String, Object> values = Map.of(
                    "action",
                    form.action(),
                    "fields",
                    form.fields(),
                    "variant",
                    variant,
                    "letters",
                    language.equals("it"));
            if (!Boolean.TRUE.equals(page.evaluate(HAS_FORM, values))) {
                // not on the answer to the last try: from its page again
                page.navigate(origin() + form.page());
                if (!Boolean.TRUE.equals(page.evaluate(HAS_FORM, values))) {
                    findings.add(where + " " + variant + ": no such form on its page");
                    continue;
                }
            }
            Object[] typed = new Object[1];
            Response answer = page.waitForNavigation(
                    new Page.WaitForNavigationOptions().setWaitUntil(WaitUntilState.DOMCONTENTLOADED),
                    () -> typed[0] = page.evaluate(SEND, values));
            sent++;
            answered(where + " " + variant, form, answer, typed[0]);
            String after = form.get() ? "" : dataOf(form, evening);
            if (!before.equals(after)) {
                findings.add(where + " " + variant + ": the data changed");
            }
            before = after;
        }
        return sent;
    }

    /**
     * Every answer is a page: HTML with something to read, never {@code application/problem+json},
     * an empty body or a server error. A refused post also shows its error summary in sight and every
     * value typed (but a password, which is never sent back, or a file) in its field.
     */
    private void answered(String where, FoundForm form, Response answer, Object typed) {
        if (answer == null) {
            findings.add(where + ": answers nothing");
            return;
        }
        String type = answer.headers().getOrDefault("content-type", "");
        if (!type.startsWith("text/html") || answer.status() >= 500) {
            findings.add(where + ": answers " + answer.status() + " " + type + ", not a page");
            return;
        }
        Map<?, ?> shows = (Map<?, ?>) page(answer).evaluate(ANSWER_SHOWS, typed);
        if (((Number) shows.get("text")).intValue() == 0) {
            findings.add(where + ": answers " + answer.status() + " with an empty page");
        } else if (!form.get()
                && !MAY_PREVIEW.matcher(form.shape()).matches()
                && !Boolean.TRUE.equals(shows.get("summary"))) {
            findings.add(where + ": answers " + answer.status() + " with no error summary in sight");
        }
        if (!form.get() && !form.action().equals(SIGN_IN) && !((List<?>) shows.get("lost")).isEmpty()) {
            findings.add(where + ": what was typed is lost in " + shows.get("lost"));
        }
    }

    /**
     * The sign-in, whose refusal goes back to the sign-in page keeping a director's code only
     * ({@code security.SignInCodeKept}): a username is not written into the address, where a password
     * typed in the wrong field would stay.
     */
    private static final String SIGN_IN = "/j_security_check";

    private static Page page(Response answer) {
        return answer.frame().page();
    }

    /**
     * What the data is, to see that a refusal left it as it was: the club's latest changes (every
     * change is in the audit trail) and, for a tournament's pages, the tournament and its tables.
     */
    private static String dataOf(FoundForm form, Evening evening) {
        StringBuilder data = new StringBuilder(
                Api.call("GET", "/api/audit?limit=20", null, null).body());
        Matcher tournament = TOURNAMENT_PATH.matcher(form.page());
        if (tournament.find() && evening.formats().containsKey(tournament.group(1))) {
            data.append(Api.call("GET", "/api/tournaments/{id}", null, null, tournament.group(1))
                            .body())
                    .append(Api.call("GET", "/api/tournaments/{id}/tables", null, null, tournament.group(1))
                            .body());
        }
        return data.toString();
    }

    /**
     * Walks in both languages; {@code theirs} says which pages are this person's to read (the others
     * are read in the walk of the people they are for, and here only checked to answer).
     */
    private void walk(String who, String session, Predicate<String> theirs) {
        anEveningInEachFormat();
        findings.clear();
        int pages = inBothLanguages((browser, language) -> {
            try (BrowserContext context = context(browser, LAPTOP, language, true, session)) {
                return walk(context, who, language, theirs);
            }
        });
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
    private int walk(BrowserContext context, String who, String language, Predicate<String> theirs) {
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Deque<String> queue = new ArrayDeque<>(List.of("/"));
        Set<String> seen = new HashSet<>(queue);
        Set<String> shapes = new HashSet<>(List.of(shape("/")));
        Set<String> audited = new HashSet<>();
        long started = System.nanoTime();
        // where the walk's time goes, printed with its summary: loading, reading, axe, the phone, links
        long[] spent = new long[5];
        long lap = started;
        int visited = 0;
        while (!queue.isEmpty()) {
            String path = queue.poll();
            String where = who + " " + language + " " + LAPTOP[0] + "px " + path;
            lap = System.nanoTime();
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
            lap = lapped(spent, 0, lap);
            look(page, where, language);
            lap = lapped(spent, 1, lap);
            if (language.equals(AUDITED_IN)
                    && audited.add(shape(path).replaceAll("italian|holdem|chinese", "format"))) {
                audit(page, where);
            }
            lap = lapped(spent, 2, lap);
            screenshot(page, who, language, path, LAPTOP[0]);
            // a TV screen is made for a television across the room: looked at there, not on a phone
            int[] small = tvScreen(path) ? BrowserTest.TV : PHONE;
            page.setViewportSize(small[0], small[1]);
            fits(page, who + " " + language + " " + small[0] + "px " + path);
            screenshot(page, who, language, path, small[0]);
            page.setViewportSize(LAPTOP[0], LAPTOP[1]);
            lap = lapped(spent, 3, lap);
            for (String link : links(page)) {
                if (!seen.add(link) || link.contains("/events")) {
                    continue;
                }
                if (followable(link, walked) && theirs.test(link)) {
                    if (shapes.add(shape(link))) {
                        queue.add(link);
                    }
                } else if (shapes.add("answer " + shape(link))) {
                    checkStatus(context, where, link);
                }
            }
            lapped(spent, 4, lap);
        }
        System.out.printf(
                "Interface crawl: %s, %s, %d pages in %d s (load %d s, read %d s, axe %d s, phone %d s, links %d s)%n",
                who,
                language,
                visited,
                (System.nanoTime() - started) / 1_000_000_000L,
                spent[0] / 1_000_000_000L,
                spent[1] / 1_000_000_000L,
                spent[2] / 1_000_000_000L,
                spent[3] / 1_000_000_000L,
                spent[4] / 1_000_000_000L);
        return visited;
    }

    /** Adds the time since {@code lap} to {@code spent[what]}; answers now. */
    private static long lapped(long[] spent, int what, long lap) {
        long now = System.nanoTime();
        spent[what] += now - lap;
        return now;
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

    /**
     * A page wider than its window scrolls sideways, and a data row not shown is a line a person must
     * see and cannot: findings. The rows are those of every table's body and of the lists of the
     * page's main part (the data of the pages that list as {@code <ol>}/{@code <ul class=…>}: seats,
     * places, standings, the audit trail); a row is shown when it is rendered (not {@code display:
     * none}, not {@code visibility: hidden}), has a size and is not clipped away by an ancestor that
     * hides its overflow. Rows hidden until the person asks are not hidden by mistake: inside a
     * closed {@code <details>}, in a tab panel not chosen ({@code [role=tabpanel][hidden]}), or a
     * page of a TV screen not on the screen now ({@code [data-tv-pages]} turns its pages by itself).
     */
    private void fits(Page page, String where) {
        @SuppressWarnings("unchecked")
        List<Object> seen = (List<Object>) page.evaluate(FITS_AND_ROWS);
        int width = ((Number) seen.get(0)).intValue();
        int window = ((Number) seen.get(1)).intValue();
        if (width > window) {
            findings.add(where + ": " + width + " px wide in a window of " + window);
        }
        for (Object row : (List<?>) seen.get(2)) {
            findings.add(where + ": a row not shown: " + row);
        }
    }

    /** The page's width, the window's, and the data rows not shown (see {@link #fits}), in one look. */
    private static final String FITS_AND_ROWS = """
            () => new Promise(done => requestAnimationFrame(() => {
              const askedFor = row => row.closest('details:not([open])')
                || row.closest('[role=tabpanel][hidden]')
                || (row.closest('[data-tv-pages]') && row.closest('[hidden]'));
              const clipped = (box, r) => {
                const s = getComputedStyle(box);
                if (s.overflowX === 'visible' && s.overflowY === 'visible') return false;
                const b = box.getBoundingClientRect();
                if (b.width === 0 || b.height === 0) return true;
                const hides = o => o === 'hidden' || o === 'clip';
                return (hides(s.overflowX) && (r.right <= b.left || r.left >= b.right))
                  || (hides(s.overflowY) && (r.bottom <= b.top || r.top >= b.bottom));
              };
              const shown = row => {
                if (!row.checkVisibility({ checkVisibilityCSS: true, visibilityProperty: true })) return false;
                const r = row.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) return false;
                for (let box = row.parentElement; box && box !== document.body; box = box.parentElement) {
                  if (clipped(box, r)) return false;
                }
                return true;
              };
              const hidden = [];
              for (const row of document.querySelectorAll('table tbody tr, main ol > li, main ul[class] > li')) {
                if (!askedFor(row) && !shown(row)) {
                  const list = row.closest('[id], table, ol, ul');
                  hidden.push((list.id ? '#' + list.id : list.tagName.toLowerCase() + (list.className ? '.' + list.className.split(' ')[0] : ''))
                    + ' «' + row.textContent.replace(/\\s+/g, ' ').trim().slice(0, 60) + '»');
                }
              }
              done([document.documentElement.scrollWidth, window.innerWidth, hidden]);
            }))""";

    /**
     * The page's text read for what a person should never see, and the language the page says it
     * speaks ({@code <html lang>}, what a screen reader reads it in), which must be the walk's.
     */
    private void look(Page page, String where, String language) {
        fits(page, where);
        Object lang = page.evaluate("() => document.documentElement.lang");
        if (!language.equals(lang)) {
            findings.add(where + ": the page says it speaks «" + lang + "»");
        }
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

    /**
     * The language the pages are audited in by axe-core: the clubs' first. A page of each shape is
     * audited once, whatever the format and the language: axe reads the page's structure, names,
     * roles and colours, which the two languages share (the same templates and style sheet, and every
     * message has its Italian and its English text: WordsDefinedOnceTest); what differs between them
     * is read by the walk in each language: the words (of the other language, raw ids, timestamps),
     * the page's {@code lang} (see {@link #look}), the layout at both widths, the rows shown. Auditing
     * English too ran axe a second time on every shape (half of each walk's time) over the same markup.
     */
    private static final String AUDITED_IN = "it";

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
        return paths(hrefs);
    }

    /** Same-origin addresses as paths with their queries, without the language switch. */
    private List<String> paths(List<String> hrefs) {
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

    /**
     * Pages to walk: not the API, downloads, the service's own pages or the event streams, nor the
     * tournaments of another evening (other tests' too: a walk reads its own evening only).
     */
    private static boolean followable(String link, Evening evening) {
        if (!evening.owns(link)) {
            return false;
        }
        return !(link.startsWith("/api/")
                || link.startsWith("/q/")
                || link.contains("csv")
                || link.contains("dialect=")
                || link.contains("/events")
                || link.contains("print"));
    }

    private void checkStatus(BrowserContext context, String where, String link) {
        APIResponse answer = context.request().get(origin() + link);
        declaresUtf8(answer.url(), answer.headers());
        if (answer.status() >= 400) {
            findings.add(where + ": link " + link + " answers " + answer.status());
        }
    }

    /** A text answer (page, style sheet, script, CSV, event stream) that does not say it is UTF-8: a finding. */
    private void declaresUtf8(String url, Map<String, String> headers) {
        String type = headers.getOrDefault("content-type", "").toLowerCase(Locale.ROOT);
        if (type.startsWith("text/") && !type.replace(" ", "").contains(";charset=utf-8")) {
            findings.add(url.replace(origin(), "") + ": a text answer without charset=UTF-8 (" + type + ")");
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
        return Objects.toString(
                Json.valueAt(
                        Api.send(
                                "POST",
                                "/api/tournaments",
                                "application/json",
                                "{\"name\": \"" + name + "\", \"format\": \"" + format + "\", \"date\": \""
                                        + java.time.LocalDate.now() + "\", \"venue\": \"Villa Mirafiori\"}",
                                201),
                        "id"),
                null);
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
        Api.send("POST", "/api/tournaments/{id}/entries/csv", "text/csv", csv.toString(), 201, tournament);
    }

    /** Seats at table 1, in order: the button is the first of them. */
    @SuppressWarnings("unchecked")
    private static List<Integer> seatsAtTableOne(String tournament) {
        return new ArrayList<>((List<Integer>) atTableOne(tournament, "seat"));
    }

    /** Each seat's {@code field} at table 1, as RestAssured reads {@code find { it.number == 1 }.seats.field}. */
    private static List<?> atTableOne(String tournament, String field) {
        String tables = Api.send("GET", "/api/tournaments/{id}/tables", null, null, 200, tournament);
        int index = ((List<?>) Json.valueAt(tables, "number")).indexOf(1);
        return index < 0 ? null : (List<?>) Json.valueAt(tables, "[" + index + "].seats." + field);
    }

    /** An Italian hand at table 1 that nobody opened: the pot stays for the next. */
    private static void nobodyOpens(String tournament, Api.As recorder) {
        StringBuilder players = new StringBuilder();
        for (int seat : seatsAtTableOne(tournament)) {
            players.append(players.length() == 0 ? "" : ", ")
                    .append("{\"seat\": ")
                    .append(seat)
                    .append(", \"contributed\": 0, \"folded\": true}");
        }
        hand(
                tournament,
                recorder,
                "{\"entryId\": \"" + java.util.UUID.randomUUID() + "\", \"button\": "
                        + seatsAtTableOne(tournament).get(0) + ", \"opened\": false, \"players\": [" + players + "]}");
    }

    /** A Hold'em hand at table 1 that everyone folds to the big blind, antes and blinds of the level paid. */
    private static void foldsToTheBigBlind(String tournament, Api.As recorder) {
        JsonNode clock = Api.get("/api/tournaments/{id}/clock", 200, tournament);
        long ante = Json.longAt(clock, "ante");
        List<Integer> seats = seatsAtTableOne(tournament);
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < seats.size(); i++) {
            long blind = i == 1 ? Json.longAt(clock, "smallBlind") : i == 2 ? Json.longAt(clock, "bigBlind") : 0;
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
                recorder,
                "{\"entryId\": \"" + java.util.UUID.randomUUID() + "\", \"button\": " + seats.get(0)
                        + ", \"players\": [" + players + "]}");
    }

    private static void hand(String tournament, Api.As recorder, String body) {
        // as the table's director sends it: with the game, the players and the stacks it was typed against
        recorder.send(
                "POST",
                "/api/tournaments/{id}/tables/1/hands",
                "application/json",
                Bound.hand(Long.parseLong(tournament), 1, body),
                200,
                tournament);
    }

    /** The cards of those ranks in that suit, as JSON strings. */
    private static String cards(String ranks, char suit) {
        List<String> cards = new ArrayList<>();
        for (char rank : ranks.toCharArray()) {
            cards.add("\"" + rank + suit + "\"");
        }
        return String.join(", ", cards);
    }

    /**
     * The first deal of table 1's match, stored by {@code recorder}: each player's hands in decreasing
     * order (the third of three cards at a table of four, docs/rules.md#chinese-tokens), tokens 0, 1 and 2.
     */
    private static void storesTheFirstDeal(String tournament, Api.As recorder) {
        List<Long> entries = atTableOne(tournament, "entryId").stream()
                .map(entry -> entry == null ? null : ((Number) entry).longValue())
                .toList();
        // a suit each: A K Q J T, then 9 8 7 6 5, then 4 3 2 (at a table of fewer than four, with two
        // clubs more): three straight flushes or less, in decreasing order, no card given twice
        String suits = "shdc";
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < entries.size(); i++) {
            char suit = suits.charAt(i);
            String third = entries.size() == 4
                    ? cards("432", suit)
                    : cards("432", suit) + ", " + cards("AKQJT9".substring(2 * i, 2 * i + 2), 'c');
            players.append(players.length() == 0 ? "" : ", ")
                    .append("{\"entry\": ")
                    .append(entries.get(i))
                    .append(", \"first\": [")
                    .append(cards("AKQJT", suit))
                    .append("], \"second\": [")
                    .append(cards("98765", suit))
                    .append("], \"third\": [")
                    .append(third)
                    .append("], \"tokens\": [0, 1, 2]}");
        }
        recorder.send(
                "POST",
                "/api/tournaments/{id}/tables/1/matches/1/deals/1",
                "application/json",
                Bound.deal(
                        Long.parseLong(tournament),
                        "{\"entryId\": \"" + java.util.UUID.randomUUID() + "\", \"players\": [" + players + "]}"),
                201,
                tournament);
    }
}
