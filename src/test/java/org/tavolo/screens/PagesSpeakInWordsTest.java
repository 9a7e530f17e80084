package org.tavolo.screens;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * Every page, in Italian and in English, speaks in words: no message key ({@code best_of_value}), no
 * placeholder left unfilled ({@code {count}}), no field name of the code ({@code maxSeats}) and no count with
 * the wrong plural («1 periodi», «Le 1 migliori», «2 periodo», «1 players») in what a person reads; in Italian,
 * no decimal point («3.33» is «3,33»). One evening of each format and a season are built once, and every page
 * address the crawler knows ({@link BrowserPathsAnswerPagesTest#pagePaths()}) is read with their ids.
 */
@QuarkusTest
class PagesSpeakInWordsTest {

    private static final String HTML = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";

    private static final Pattern RAW_KEY = Pattern.compile("(?<![\\w./-])[a-z]+(?:_[a-z0-9]+)+(?![\\w./-])");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[A-Za-z_][\\w.:]*}");
    private static final Pattern CAMEL = Pattern.compile("(?<![\\w./@-])[a-z]+[A-Z][A-Za-z]*(?![\\w./-])");
    /** A decimal point in Italian text; the regulation's own section numbers («regolamento 4.3») are not decimals. */
    private static final Pattern ITALIAN_DECIMAL_POINT =
            Pattern.compile("(?<!regolamento )(?<![\\d.])\\d+\\.\\d{1,2}(?![\\d.])");

    private static final String IT_PLURALS = "periodi|serate|annunci|migliori|partite|giocatori|iscritti|tavoli|posti"
            + "|livelli|minuti|righe|turni|qualificati|eliminati|gettoni|mani|pause|persone|accessi|token";
    private static final String IT_SINGULARS = "periodo|serata|annuncio|migliore|partita|giocatore|iscritto|tavolo"
            + "|posto|livello|minuto|riga|turno|qualificato|eliminato|gettone|mano|pausa|persona|accesso";
    private static final String EN_PLURALS = "periods|evenings|announcements|players|entries|tables|seats|games"
            + "|levels|minutes|rows|rounds|qualifiers|points|hands|breaks|people|accesses";
    private static final String EN_SINGULARS = "period|evening|announcement|player|entry|table|seat|game"
            + "|level|minute|row|round|qualifier|point|hand|break|person|access";
    /** Not inside a larger number: «20 001 periodi» is a thousands group, not a count of one. */
    private static final String A_COUNT = "(?<!\\d[.,\\u00a0\\u202f\\u2009 ])(?<![\\d.,])\\b";

    private static final Pattern IT_WRONG_PLURAL = Pattern.compile(A_COUNT + "1 (?:" + IT_PLURALS + ")\\b"
            + "|\\b(?:[Ll]e|[Ii]|[Gg]li) 1\\b"
            + "|" + A_COUNT + "(?:[02-9]|\\d{2,}) (?:" + IT_SINGULARS + ")\\b");
    private static final Pattern EN_WRONG_PLURAL = Pattern.compile(A_COUNT + "1 (?:" + EN_PLURALS + ")\\b" + "|"
            + A_COUNT + "(?:[02-9]|\\d{2,}) (?:" + EN_SINGULARS + ")\\b(?! \\d)");

    private static final Pattern ID = Pattern.compile("\\{id}");

    private final List<String> failures = new ArrayList<>();

    @Test
    void everyPageInBothLanguagesSpeaksInWords() {
        String club = SeasonFixtures.club();
        List<Long> players = SeasonFixtures.register(
                club, "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Lia", "Marco");
        long italian = SeasonFixtures.italianEvening("Serata " + club, "2026-10-01", players.subList(0, 8));
        long season = SeasonFixtures.championship(
                "{\"name\": \"Stagione %s\", \"season\": \"2026\", \"kind\": \"SEASON\", \"bestOf\": 1}"
                        .formatted(club));
        SeasonFixtures.attach(season, italian);
        SeasonFixtures.attach(
                season, SeasonFixtures.italianEvening("Seconda serata " + club, "2026-10-08", players.subList(0, 8)));
        long italianEntry = firstEntry(italian);

        long holdem = FloorFixtures.tournament("TEXAS_HOLDEM");
        List<Long> holdemEntries = FloorFixtures.entries(holdem, 12);
        FloorFixtures.draw(holdem, 53);
        FloorFixtures.eliminate(holdemEntries.get(11), 12);

        long chinese = FloorFixtures.tournament("CHINESE_POKER");
        List<Long> chineseEntries = FloorFixtures.entries(chinese, 4);
        FloorFixtures.draw(chinese, 53);

        long single = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(single, """
                {"clock": {"periods": [{"kind": "LEVEL", "minutes": 20, "smallBlind": 25, "bigBlind": 50, "ante": 0}]}}""");

        List<String> paths = BrowserPathsAnswerPagesTest.pagePaths();
        Evening[] evenings = {
            new Evening(italian, italianEntry, players.get(0), season, ""),
            new Evening(holdem, holdemEntries.get(11), players.get(8), season, ""),
            new Evening(chinese, chineseEntries.get(0), players.get(9), season, "/tournaments/{id}"),
            new Evening(single, italianEntry, players.get(0), season, "/console/tournaments/{id}"),
        };
        int read = 0;
        for (Evening evening : evenings) {
            Directors director = Directors.issue(evening.tournament, 1);
            for (String path : paths) {
                String address = evening.fill(path);
                if (address == null) {
                    continue;
                }
                RequestSpecification as = address.startsWith("/director") ? director.basic() : given();
                for (String language : List.of("it-IT", "en")) {
                    read += check(as, address, language) ? 1 : 0;
                }
            }
        }
        assertTrue(read > 150, "only " + read + " pages read");
        assertTrue(
                failures.isEmpty(),
                failures.size() + " findings on " + read + " pages:\n"
                        + String.join("\n", new LinkedHashSet<>(failures)));
    }

    private static long firstEntry(long tournament) {
        return org.tavolo.testing.Json.longAt(
                org.tavolo.testing.Api.get("/api/tournaments/{id}/entries", 200, tournament)
                        .get(0),
                "id");
    }

    /**
     * The ids one evening gives a page's address; {@code null} for an address it has nothing for, or that is not
     * under {@code under} (the evenings after the first two read only the pages where they differ, to keep the test
     * short: the Chinese evening its room's pages, the one-level clock its console page).
     */
    private record Evening(long tournament, long entry, long player, long season, String under) {

        String fill(String path) {
            if (!path.startsWith(under) || !under.isEmpty() && under.startsWith("/console") && !path.equals(under)) {
                return null;
            }
            if (path.matches(".*\\{(accessId|accountId|resultId|tokenId|tournament|action)}.*")
                    || path.endsWith(".csv")
                    || path.endsWith(".webmanifest")
                    || path.endsWith("/delete")) {
                return null;
            }
            long id = path.contains("championships/")
                    ? season
                    : path.startsWith("/console/players/") ? player : tournament;
            return ID.matcher(path)
                    .replaceAll(Long.toString(id))
                    .replace("{table}", "1")
                    .replace("{entry}", Long.toString(entry))
                    .replace("{entryId}", Long.toString(entry))
                    .replace("{game}", "1")
                    .replaceAll("\\{form:([^|}]+)[^}]*}", "$1")
                    .replaceAll("\\{token:([^|}]+)[^}]*}", "$1");
        }
    }

    private boolean check(RequestSpecification as, String address, String language) {
        Response answer = as.redirects()
                .follow(false)
                .urlEncodingEnabled(false)
                .header("Accept", HTML)
                .header("Accept-Language", language)
                .get(address);
        if (!String.valueOf(answer.contentType()).startsWith("text/html")) {
            return false;
        }
        String text = visibleText(answer.asString());
        String where = address + " (" + language + ")";
        find(RAW_KEY, text, where, "a message key");
        find(PLACEHOLDER, text, where, "a placeholder left unfilled");
        find(CAMEL, text, where, "a field name of the code");
        if (language.startsWith("it")) {
            find(IT_WRONG_PLURAL, text, where, "a count with the wrong plural");
            find(ITALIAN_DECIMAL_POINT, text, where, "a decimal point in Italian");
        } else {
            find(EN_WRONG_PLURAL, text, where, "a count with the wrong plural");
        }
        return true;
    }

    private void find(Pattern pattern, String text, String where, String what) {
        Matcher m = pattern.matcher(text);
        Set<String> seen = new LinkedHashSet<>();
        while (m.find()) {
            int from = Math.max(0, m.start() - 40);
            int to = Math.min(text.length(), m.end() + 40);
            if (seen.add(m.group())) {
                failures.add(where + ": " + what + " «" + m.group() + "» in «…" + text.substring(from, to) + "…»");
            }
        }
    }

    /** What a person reads: the text between tags, and the words of titles, placeholders and labels for the ear. */
    static String visibleText(String html) {
        String body = html.replaceAll("(?s)<script.*?</script>", " ")
                .replaceAll("(?s)<style.*?</style>", " ")
                .replaceAll("(?s)<!--.*?-->", " ");
        StringBuilder said = new StringBuilder();
        Matcher attributes = Pattern.compile("(?:title|placeholder|aria-label|alt)=\"([^\"]*)\"")
                .matcher(body);
        while (attributes.find()) {
            said.append(" | ").append(attributes.group(1));
        }
        String text = body.replaceAll("(?s)<[^>]*>", " | ") + said;
        return text.replace("&nbsp;", "\u00a0")
                .replace("&#39;", "'")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
                .replaceAll("[ \\t\\r\\n]+", " ");
    }
}
