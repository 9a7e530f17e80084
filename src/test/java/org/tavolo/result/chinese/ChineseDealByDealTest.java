package org.tavolo.result.chinese;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.activeResults;
import static org.tavolo.result.ResultApi.anna;
import static org.tavolo.result.ResultApi.bruno;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Json;

/**
 * docs/results.md#deal-by-deal: each deal of a Chinese poker match is stored as soon as it is
 * confirmed, read back by any client, voided while it is the last, and the third records the match
 * exactly as the whole match entered at once would.
 *
 * <p>The hands: Anna has a king-high flush, kings and sixes, a pair of fives; Bruno a full house
 * of aces, three eights, a pair of fours. Bruno takes the first two rows, Anna the third.
 */
@QuarkusTest
class ChineseDealByDealTest {

    /** Anna's and Bruno's tokens in deals 1, 2 and 3: each uses his nine tokens once over the match. */
    private static final String[][] TOKENS = {{"0, 1, 4", "2, 3, 0"}, {"0, 1, 2", "4, 1, 0"}, {"2, 3, 3", "1, 2, 3"}};

    @Test
    void dealsStoredOneByOneAreReadBackAfterAReloadAndTheThirdRecordsTheMatchAsTheWholeMatchDoes() {
        long t = chineseTournament();
        List<Long> e = entries(t, 4);
        long a = e.get(0);
        long b = e.get(1);

        deal(t, 1, 1, body(key(), a, b, 0))
                .statusCode(201)
                .body(Json.at("deal", equalTo(1)))
                .body(Json.at("players.entry", contains((int) a, (int) b)))
                .body(Json.at("players.points", contains(4, 6)))
                .body(Json.at("players[1].rows.row", contains("first", "second", "third")))
                .body(Json.at("players[1].rows.hand", contains("FULL_HOUSE", "THREE_OF_A_KIND", "ONE_PAIR")))
                .body(Json.at("players[1].rows.collected", contains(2, 4, 0)));
        String second = key();
        deal(t, 1, 2, body(second, a, b, 1)).statusCode(201).body(Json.at("players.points", contains(2, 6)));

        JsonPath reloaded = deals(t, 1).extract().jsonPath();
        assertEquals(List.of(1, 2), reloaded.getList("deals.deal"));
        assertEquals(second, reloaded.getString("deals[1].entryId"));
        assertEquals(List.of(false, false), reloaded.getList("deals.voided"));
        assertEquals(List.of("Kh", "Jh", "Th", "3h", "2h"), reloaded.getList("deals[0].players[0].first"));
        assertEquals(List.of(0, 1, 2), reloaded.getList("deals[1].players[0].tokens"));
        assertEquals(Map.of(String.valueOf(a), 6, String.valueOf(b), 12), reloaded.getMap("totals"));
        assertEquals(3, reloaded.getInt("nextDeal"));
        assertEquals(0, activeResults(t));

        JsonPath recorded = deal(t, 1, 3, body(key(), a, b, 2))
                .statusCode(201)
                .header("Location", containsString("/api/tournaments/" + t + "/results/"))
                .body(Json.at("kind", equalTo("CHINESE_MATCH")))
                .body(Json.at("table", equalTo(1)))
                .body(Json.at("places.entry", contains((int) b, (int) a)))
                .body(Json.at("places.victoryPoints", contains(20, 12)))
                .extract()
                .jsonPath();

        JsonPath whole = Answers.json(
                given().contentType(ContentType.JSON)
                        .body(wholeMatch(e.get(2), e.get(3)))
                        .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 2, 1),
                201);
        assertEquals(whole.getList("places.victoryPoints"), recorded.getList("places.victoryPoints"));
        assertEquals(whole.getList("places.place"), recorded.getList("places.place"));
        assertEquals(whole.getList("places.points"), recorded.getList("places.points"));

        assertEquals(2, activeResults(t));
        assertEquals(1, resultsAtTable(t, 1));
        deals(t, 1)
                .body(Json.at("result", equalTo(recorded.getInt("id"))))
                .body(Json.at("nextDeal", nullValue()))
                .body(Json.at("deals.deal", contains(1, 2, 3)));
    }

    /** docs/results.md#deal-by-deal: the console's results page shows a table's deals stored so far, and their totals. */
    @Test
    void theConsoleShowsTheDealsStoredSoFarAtATableStillPlayingItsMatch() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        org.tavolo.table.FloorFixtures.draw(t, 7);
        deal(t, 1, 1, body(key(), e.get(0), e.get(1), 0)).statusCode(201);
        String page =
                Answers.text(given().header("Accept-Language", "it").get("/console/tournaments/{id}/results", t), 200);
        org.hamcrest.MatcherAssert.assertThat(page, containsString("Smazzate registrate: 1 / 3"));
        org.hamcrest.MatcherAssert.assertThat(page, containsString("Punti vittoria finora:"));
        org.hamcrest.MatcherAssert.assertThat(
                page, org.hamcrest.Matchers.matchesPattern("(?s).*<li>1: [^<]*\\+4 · [^<]*\\+6</li>.*"));
    }

    @Test
    void aDealResentWithTheSameKeyGetsTheFirstAnswerAndIsStoredOnce() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        long a = e.get(0);
        long b = e.get(1);
        String first = body(key(), a, b, 0);
        String answer = deal(t, 1, 1, first).statusCode(201).extract().asString();
        assertEquals(answer, deal(t, 1, 1, first).statusCode(201).extract().asString());
        deal(t, 1, 2, body(key(), a, b, 1)).statusCode(201);
        String third = body(key(), a, b, 2);
        String recorded = deal(t, 1, 3, third).statusCode(201).extract().asString();
        String before = deals(t, 1).extract().asString();

        assertEquals(recorded, deal(t, 1, 3, third).statusCode(201).extract().asString());
        assertEquals(answer, deal(t, 1, 1, first).statusCode(201).extract().asString());

        assertEquals(before, deals(t, 1).extract().asString());
        assertEquals(1, activeResults(t));
        assertEquals(1, resultsAtTable(t, 1));
    }

    @Test
    void aKeyUsedForAnotherDealIsRefusedAndChangesNothing() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        String key = key();
        deal(t, 1, 1, body(key, e.get(0), e.get(1), 0)).statusCode(201);
        String before = deals(t, 1).extract().asString();

        deal(t, 1, 2, body(key, e.get(0), e.get(1), 1))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/entry-id-reused")))
                .body(Json.at("field", equalTo("entryId")));

        assertEquals(before, deals(t, 1).extract().asString());
    }

    @Test
    void anotherKeyForADealStoredAlreadyIsRefusedDealExists() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        String stored = key();
        deal(t, 1, 1, body(stored, e.get(0), e.get(1), 0)).statusCode(201);
        String before = deals(t, 1).extract().asString();

        deal(t, 1, 1, body(key(), e.get(0), e.get(1), 1))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/deal-exists")))
                .body(Json.at("deal", equalTo(1)))
                .body(Json.at("entryId", equalTo(stored)));

        assertEquals(before, deals(t, 1).extract().asString());
    }

    @Test
    void aDealOutOfOrderIsRefusedNamingTheDealToStoreFirst() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        String empty = deals(t, 1).extract().asString();

        deal(t, 1, 2, body(key(), e.get(0), e.get(1), 1))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/deal-out-of-order")))
                .body(Json.at("nextDeal", equalTo(1)))
                .body(Json.at("detail", containsString("store deal 1 first")));
        assertEquals(empty, deals(t, 1).extract().asString());

        deal(t, 1, 1, body(key(), e.get(0), e.get(1), 0)).statusCode(201);
        String one = deals(t, 1).extract().asString();
        deal(t, 1, 3, body(key(), e.get(0), e.get(1), 2))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/deal-out-of-order")))
                .body(Json.at("nextDeal", equalTo(2)));
        assertEquals(one, deals(t, 1).extract().asString());
        assertEquals(0, activeResults(t));
    }

    @Test
    void theLastDealVoidedIsStoredAgainWithOtherCards() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        long a = e.get(0);
        long b = e.get(1);
        deal(t, 1, 1, body(key(), a, b, 0)).statusCode(201);
        deal(t, 1, 2, body(key(), a, b, 1)).statusCode(201);
        String two = deals(t, 1).extract().asString();

        voidDeal(t, 1, 1, "wrong cards")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-last-deal")))
                .body(Json.at("lastDeal", equalTo(2)));
        assertEquals(two, deals(t, 1).extract().asString());

        voidDeal(t, 1, 2, "Anna and Bruno swapped their hands")
                .statusCode(200)
                .body(Json.at("deals.deal", contains(1, 2)))
                .body(Json.at("deals.voided", contains(false, true)))
                .body(Json.at("deals[1].voidReason", equalTo("Anna and Bruno swapped their hands")))
                .body(Json.at("totals['" + a + "']", equalTo(4)))
                .body(Json.at("totals['" + b + "']", equalTo(6)))
                .body(Json.at("nextDeal", equalTo(2)));
        given().get("/api/tournaments/{id}/audit", t)
                .then()
                .statusCode(200)
                .body(containsString("chinese-deal-voided"))
                .body(containsString("Anna and Bruno swapped their hands"));

        // deal 2 again, the hands the other way round: Anna now takes the first two rows
        deal(t, 1, 2, swapped(key(), a, b)).statusCode(201).body(Json.at("players.points", contains(6, 2)));
        deals(t, 1)
                .body(Json.at("deals.deal", contains(1, 2, 2)))
                .body(Json.at("deals.voided", contains(false, true, false)))
                .body(Json.at("totals['" + a + "']", equalTo(10)))
                .body(Json.at("totals['" + b + "']", equalTo(8)));
        deal(t, 1, 3, body(key(), a, b, 2))
                .statusCode(201)
                .body(Json.at("places.entry", contains((int) a, (int) b)))
                .body(Json.at("places.victoryPoints", contains(16, 16)))
                .body(Json.at("places.sharedBy", contains(2, 2)));
        assertEquals(1, activeResults(t));
    }

    @Test
    void aDealCannotBeVoidedOnceTheMatchIsRecorded() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        for (int d = 0; d < 3; d++) {
            deal(t, 1, d + 1, body(key(), e.get(0), e.get(1), d)).statusCode(201);
        }
        String deals = deals(t, 1).extract().asString();
        String results = ResultApi.results(t);
        long result = deals(t, 1).extract().jsonPath().getLong("result");

        voidDeal(t, 1, 3, "late change of mind")
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/match-recorded")))
                .body(Json.at("resultId", equalTo((int) result)))
                .body(Json.at("detail", containsString("void the recorded result instead")));

        assertEquals(deals, deals(t, 1).extract().asString());
        assertEquals(results, ResultApi.results(t));
    }

    @Test
    void onceTheRecordedResultIsVoidedTheThirdDealIsVoidedAndStoredAgainRecordingTheMatchAnew() {
        long t = chineseTournament();
        List<Long> e = entries(t, 2);
        long a = e.get(0);
        long b = e.get(1);
        for (int d = 0; d < 3; d++) {
            deal(t, 1, d + 1, body(key(), a, b, d)).statusCode(201);
        }
        long first = deals(t, 1).extract().jsonPath().getLong("result");
        given().contentType(ContentType.JSON)
                .body(Map.of("reason", "deal 3 entered with the wrong tokens"))
                .post("/api/tournaments/{id}/results/{result}/void", t, first)
                .then()
                .statusCode(200);

        voidDeal(t, 1, 3, "wrong tokens").statusCode(200).body(Json.at("nextDeal", equalTo(3)));
        String otherTokens = """
                {"entryId": "%s", "players": [%s, %s]}""".formatted(key(), anna(a, "3, 3, 2"), bruno(b, "3, 2, 1"));
        long second = deal(t, 1, 3, otherTokens)
                .statusCode(201)
                .body(Json.at("places.entry", contains((int) b, (int) a)))
                .body(Json.at("places.victoryPoints", contains(23, 9)))
                .extract()
                .jsonPath()
                .getLong("id");

        assertEquals(1, activeResults(t));
        deals(t, 1)
                .body(Json.at("result", equalTo((int) second)))
                .body(Json.at("deals.voided", contains(false, false, true, false)));
    }

    @Test
    void badDealsAreRefusedWithAProblemAndChangeNothing() {
        long t = chineseTournament();
        List<Long> e = entries(t, 3);
        long a = e.get(0);
        long b = e.get(1);
        deal(t, 1, 1, body(key(), a, b, 0)).statusCode(201);
        String deals = deals(t, 1).extract().asString();
        String results = ResultApi.results(t);

        deal(t, 1, 0, body(key(), a, b, 1)).statusCode(400).contentType("application/problem+json");
        deal(t, 1, 4, body(key(), a, b, 1)).statusCode(400).contentType("application/problem+json");
        deal(t, 1, 2, body(key(), a, 999_999, 1))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("players[1].entry")));
        String fourCards = """
                {"entryId": "%s", "players": [
                  {"entry": %d, "first": ["Kh","Jh","Th","3h"], "second": ["Kd","Kc","6d","6s","4c"],
                   "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 2]}, %s]}""".formatted(key(), a, bruno(b, TOKENS[1][1]));
        deal(t, 1, 2, fourCards)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/wrong-card-count")))
                .body(Json.at("field", equalTo("players[0].first")));
        String upsideDown = """
                {"entryId": "%s", "players": [
                  {"entry": %d, "first": ["5s","5c","As","Qc","Ts"], "second": ["Kd","Kc","6d","6s","4c"],
                   "third": ["Kh","Jh","Th","3h","2h"], "tokens": [0, 1, 2]}, %s]}""".formatted(key(), a, bruno(b, TOKENS[1][1]));
        deal(t, 1, 2, upsideDown)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/hands-out-of-order")))
                .body(Json.at("field", equalTo("players[0].second")));
        String fourAgain = """
                {"entryId": "%s", "players": [%s, %s]}""".formatted(key(), anna(a, "4, 1, 2"), bruno(b, TOKENS[1][1]));
        deal(t, 1, 2, fourAgain)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/token-used-twice")))
                .body(Json.at("field", equalTo("players[0].tokens")))
                .body(Json.at("token", equalTo(4)))
                .body(Json.at("entry", equalTo((int) a)))
                .body(Json.at("name", org.hamcrest.Matchers.startsWith("Player 1")));
        // a page reads the refusal in its language, naming the player, not the entry's number
        given().contentType(ContentType.JSON)
                .header("Accept-Language", "it")
                .body(fourAgain)
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}", t, 1, 1, 2)
                .then()
                .statusCode(400)
                .body(Json.at(
                        "detail",
                        org.hamcrest.Matchers.matchesPattern(
                                "Player 1 \\S+ ha già usato il gettone 4 in questa partita: .*")));
        given().contentType(ContentType.JSON)
                .header("Accept-Language", "en")
                .body(fourAgain)
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}", t, 1, 1, 2)
                .then()
                .statusCode(400)
                .body(Json.at(
                        "detail", org.hamcrest.Matchers.matchesPattern("Player 1 \\S+ places token 4 again: .*")));
        String otherPlayer = """
                {"entryId": "%s", "players": [%s, %s]}""".formatted(key(), anna(a, TOKENS[1][0]), bruno(e.get(2), TOKENS[1][1]));
        deal(t, 1, 2, otherPlayer)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/players-differ")));

        assertEquals(deals, deals(t, 1).extract().asString());
        assertEquals(results, ResultApi.results(t));
    }

    @Test
    void aDirectorOfTheTableStoresTheDealsOfThePlayersSeatedThereAndNoOthers() {
        long t = tournament("CHINESE_POKER");
        entries(t, 8);
        ResultApi.draw(t, 7);
        List<Long> seated = ResultApi.seatedAt(t, 1);
        long elsewhere = ResultApi.seatedAt(t, 2).get(0);
        Directors director = Directors.issue(t, 1);
        String empty = deals(t, 1).extract().asString();

        // the director names each player beside the seat he holds: one of table 2 is not at this table
        Answers.problem(
                        director.basic()
                                .contentType(ContentType.JSON)
                                .body(Bound.deal(
                                        t, fourPlayers(seated.get(0), seated.get(1), seated.get(2), elsewhere)))
                                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}", t, 1, 1, 1),
                        409,
                        "/problems/player-moved")
                .body(Json.at("entry", equalTo((int) elsewhere)))
                .body(Json.at("movedTo", equalTo(2)));
        assertEquals(empty, deals(t, 1).extract().asString());

        director.basic()
                .contentType(ContentType.JSON)
                .body(Bound.deal(t, fourPlayers(seated.get(0), seated.get(1), seated.get(2), seated.get(3))))
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}", t, 1, 1, 1)
                .then()
                .statusCode(201)
                .body(Json.at("players.points", contains(3, 3, 3, 3)));
        director.basic()
                .get("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 1, 1)
                .then()
                .statusCode(200)
                .body(Json.at("deals.deal", contains(1)))
                .body(Json.at("nextDeal", equalTo(2)));
        Directors.issue(t, 2)
                .basic()
                .get("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 1, 1)
                .then()
                .statusCode(403);
    }

    /** A four-player deal of the whole deck, a suit each: every row a tie, each player takes back his own tokens. */
    private static String fourPlayers(long... entries) {
        String[] suits = {"s", "h", "d", "c"};
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            String x = suits[i];
            players.append(i == 0 ? "" : ", ").append("""
                            {"entry": %d, "first": ["A%2$s","K%2$s","Q%2$s","J%2$s","T%2$s"],
                             "second": ["9%2$s","8%2$s","7%2$s","6%2$s","5%2$s"], "third": ["4%2$s","3%2$s","2%2$s"],
                             "tokens": [0, 1, 2]}""".formatted(entries[i], x));
        }
        return "{\"entryId\": \"" + key() + "\", \"players\": [" + players + "]}";
    }

    @Test
    void theDealsOfAnItalianTournamentAreRefusedWrongFormat() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 2);
        deal(t, 1, 1, body(key(), e.get(0), e.get(1), 0))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/wrong-format")));
    }

    private static long chineseTournament() {
        long t = tournament("CHINESE_POKER");
        ResultApi.setPointsForTableSize(t, 2, 3, 1);
        return t;
    }

    private static ValidatableResponse deal(long t, int table, int deal, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}", t, table, 1, deal)
                .then()
                .log()
                .ifValidationFails();
    }

    /** The match's deals as any client reads them: a reload, another phone, the console. */
    private static ValidatableResponse deals(long t, int table) {
        return given().get("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, table, 1)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
    }

    private static ValidatableResponse voidDeal(long t, int table, int deal, String reason) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("reason", reason))
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/{deal}/void", t, table, 1, deal)
                .then()
                .log()
                .ifValidationFails();
    }

    private static int resultsAtTable(long t, int table) {
        return Answers.json(given().get("/api/tournaments/{id}/results", t), 200)
                .getList("findAll { it.table == %d }".formatted(table))
                .size();
    }

    private static String key() {
        return UUID.randomUUID().toString();
    }

    /** Deal {@code d} (0-based) of the match, Anna first. */
    private static String body(String key, long anna, long bruno, int d) {
        return """
                {"entryId": "%s", "players": [%s, %s]}""".formatted(key, anna(anna, TOKENS[d][0]), bruno(bruno, TOKENS[d][1]));
    }

    /** Deal 2 with the hands the other way round: Anna holds Bruno's cards and Bruno Anna's. */
    private static String swapped(String key, long anna, long bruno) {
        return """
                {"entryId": "%s", "players": [%s, %s]}""".formatted(key, bruno(anna, TOKENS[1][0]), anna(bruno, TOKENS[1][1]));
    }

    /** The same three deals entered at once. */
    private static String wholeMatch(long anna, long bruno) {
        StringBuilder json = new StringBuilder("{\"deals\": [");
        for (int d = 0; d < 3; d++) {
            json.append(d == 0 ? "" : ", ")
                    .append("{\"players\": [")
                    .append(anna(anna, TOKENS[d][0]))
                    .append(", ")
                    .append(bruno(bruno, TOKENS[d][1]))
                    .append("]}");
        }
        return json.append("]}").toString();
    }
}
