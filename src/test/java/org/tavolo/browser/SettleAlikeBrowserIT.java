package org.tavolo.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.CardTexts;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.poker.table.EnteredHand;
import org.tavolo.poker.table.PlayedHand;
import org.tavolo.poker.table.TableAtHand;
import org.tavolo.poker.table.TableRules;

/**
 * The poker core compiled to JavaScript ({@code /js/poker.js}, docs/architecture.md#the-poker-core-in-the-browser)
 * settles every hand exactly as the service's core does: thousands of seeded random hands of Texas Hold'em and
 * Italian draw, and Chinese poker deals and matches, are settled in Chromium and by {@link Referee} in Java,
 * and the answers (pots, winners, shares, payouts, stacks after, shown hands, refusals with their type and seat)
 * must be equal. The page loads the script as a page of the service would, from {@code /js/poker.js}.
 */
class SettleAlikeBrowserIT {

    private static final String ORIGIN = "http://tavolo.test";
    private static final int HANDS = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static BrowserContext context;
    private static Page page;

    @BeforeAll
    static void openThePageWithTheScript() throws IOException {
        Optional<Path> executable = Browsers.executable();
        if (executable.isEmpty()) {
            if (Browsers.onCi()) {
                fail(Browsers.HOW_TO_INSTALL);
            }
            Assumptions.abort(Browsers.HOW_TO_INSTALL);
        }
        byte[] script = compiledScript();
        context = Browsers.shared(executable.get()).newContext();
        page = context.newPage();
        page.route(ORIGIN + "/**", route -> serve(route, script));
        page.navigate(ORIGIN + "/");
        page.waitForFunction("() => typeof settleHand === 'function'");
    }

    @AfterAll
    static void closeContext() {
        if (context != null) {
            context.close();
        }
    }

    @Test
    void texasHoldemHandsSettleAlikeInTheBrowserAndInTheService() throws IOException {
        RandomHands random = new RandomHands(20_261_126L);
        List<Map<String, Object>> hands = new ArrayList<>();
        for (int i = 0; i < HANDS; i++) {
            hands.add(random.texasHoldem());
        }
        List<JsonNode> expected = compareAll("settleHand", hands, SettleAlikeBrowserIT::settledInJava);

        assertCovers(expected, "a side pot", a -> a.path("pots").size() > 1);
        assertCovers(expected, "a split pot with an odd chip", SettleAlikeBrowserIT::oddChip);
        assertCovers(
                expected, "uncalled chips returned", a -> a.path("returned").size() > 0);
        assertCovers(expected, "stacks after the hand", a -> a.path("stacks").size() > 0);
        assertRefusals(expected, "unknown-card", "duplicate-card", "missing-cards", "folded-player-with-cards");
        assertRefusals(expected, "seat-not-at-table", "button-not-a-seat", "contribution-exceeds-stack");
    }

    @Test
    void italianDrawAndTeresinaHandsSettleAlikeInTheBrowserAndInTheService() throws IOException {
        RandomHands random = new RandomHands(3_003L);
        List<Map<String, Object>> hands = new ArrayList<>();
        for (int i = 0; i < HANDS; i++) {
            hands.add(random.italian());
        }
        List<JsonNode> expected = compareAll("settleHand", hands, SettleAlikeBrowserIT::settledInJava);

        assertCovers(expected, "a side pot (resti)", a -> a.path("pots").size() > 1);
        assertCovers(
                expected, "a pot left to the director by a cycle", a -> a.path("pots").findValues("awarded").stream()
                        .anyMatch(awarded -> !awarded.asBoolean()));
        assertCovers(
                expected, "a straight flush", a -> a.path("hands").toString().contains("STRAIGHT_FLUSH"));
        assertRefusals(expected, "invalid-seat", "amount-not-multiple-of-unit", "negative-amount");
    }

    @Test
    void italianHandsPlayAlikeAtTheirTableInTheBrowserAndInTheService() throws IOException {
        RandomHands random = new RandomHands(26_11L);
        List<Map<String, Object>> hands = new ArrayList<>();
        for (int i = 0; i < HANDS; i++) {
            hands.add(random.italianAtTable());
        }
        List<JsonNode> expected = compareAll("settleHand", hands, SettleAlikeBrowserIT::playedInJava);

        assertCovers(
                expected,
                "a carried pot paid out",
                a -> a.path("carried").path("shares").size() > 0);
        assertCovers(
                expected,
                "a parol hand carried on",
                a -> a.path("opening").path("replayNext").asBoolean()
                        && a.path("pots").isEmpty());
        assertCovers(
                expected,
                "a hand played under kings or aces",
                a -> a.path("opening").path("minimumPair").asText().matches("KING|ACE"));
        assertCovers(
                expected,
                "a hand nobody opened",
                a -> a.has("opening") && !a.path("opening").path("opened").asBoolean());
        assertCovers(
                expected,
                "a refusal in Italian",
                a -> a.path("refusal").path("message").asText().startsWith("Posto"));
        assertRefusals(expected, "cannot-cover-ante", "impossible-contribution", "opening-too-weak");
        assertRefusals(expected, "parol-pot-waiting", "parol-no-ante", "parol-part", "parol-shows-no-cards");
        assertRefusals(expected, "passed-hand-moves-chips", "option-not-applicable", "invalid-opening");
    }

    @Test
    void texasHoldemHandsPlayAlikeAtTheirTableInTheBrowserAndInTheService() throws IOException {
        RandomHands random = new RandomHands(4_004L);
        List<Map<String, Object>> hands = new ArrayList<>();
        for (int i = 0; i < HANDS; i++) {
            hands.add(random.holdemAtTable());
        }
        List<JsonNode> expected = compareAll("settleHand", hands, SettleAlikeBrowserIT::playedInJava);

        assertCovers(expected, "a side pot", a -> a.path("pots").size() > 1);
        assertCovers(expected, "stacks after the hand", a -> a.path("stacks").size() > 0);
        assertCovers(expected, "a blind seat refused", a -> a.path("refusal").has("blind"));
        assertRefusals(expected, "impossible-contribution", "contribution-exceeds-stack", "unknown-card");
    }

    /**
     * The rules of the rule book's third pass (docs/rules.md#odd-chips, #straight-flushes, #over), one hand each, as
     * the settlement calculator and the table take them: the browser's core answers as the service's.
     */
    @Test
    void holdemOddChipsSplitStraightFlushesAndTheOverSettleAlikeInTheBrowserAndInTheService() throws IOException {
        List<Map<String, Object>> settled = List.of(
                // button 3, blinds 4 and 5: seat 1 speaks first after the flop and takes the odd chip
                JSON.readValue("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 3, "seats": [1, 2, 3, 4, 5],
                         "board": "Ah Kh Qh Jh Th", "players": [
                           {"seat": 1, "contributed": 100, "folded": false, "cards": "2c 3d"},
                           {"seat": 4, "contributed": 100, "folded": false, "cards": "4c 5d"},
                           {"seat": 5, "contributed": 75, "folded": true}]}""", Map.class),
                // three players: the big blind (seat 6) takes the odd chip before the button (seat 2)
                JSON.readValue("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 2, "board": "Ah Kh Qh Jh Th", "players": [
                           {"seat": 2, "contributed": 75, "folded": false, "cards": "2c 3d"},
                           {"seat": 6, "contributed": 75, "folded": false, "cards": "4c 5d"},
                           {"seat": 4, "contributed": 25, "folded": true}]}""", Map.class),
                // SPLIT: the hearts royal and the spades minima share the pot
                JSON.readValue("""
                        {"game": "ITALIAN_DRAW", "deck": 32, "straightFlushRule": "SPLIT", "chipUnit": 100,
                         "button": 1, "seats": [1, 2, 3, 4], "players": [
                           {"seat": 1, "contributed": 100, "folded": true},
                           {"seat": 2, "contributed": 1000, "folded": false, "cards": "Ah Kh Qh Jh Th"},
                           {"seat": 3, "contributed": 1000, "folded": false, "cards": "As 7s 8s 9s Ts"}]}""", Map.class));
        List<JsonNode> expected = compareAll("settleHand", settled, SettleAlikeBrowserIT::settledInJava);
        assertEquals(150, expected.get(0).path("payouts").path("1").asLong());
        assertEquals(125, expected.get(0).path("payouts").path("4").asLong());
        assertEquals(100, expected.get(1).path("payouts").path("6").asLong());
        assertEquals(1_100, expected.get(2).path("payouts").path("2").asLong());
        assertEquals(1_000, expected.get(2).path("payouts").path("3").asLong());

        List<Map<String, Object>> played = List.of(
                // the issue's Hold'em table at level 1
                JSON.readValue("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 3, "board": "Ah Kh Qh Jh Th",
                         "table": {"stacks": {"1": 6000, "2": 6000, "3": 6000, "4": 6000, "5": 6000},
                                   "smallBlind": 25, "bigBlind": 50},
                         "words": {"language": "en"}, "players": [
                           {"seat": 1, "contributed": 100, "folded": false, "cards": "2c 3d"},
                           {"seat": 4, "contributed": 100, "folded": false, "cards": "4c 5d"},
                           {"seat": 5, "contributed": 75, "folded": true}]}""", Map.class),
                // the Over at a table of five: nobody plays, the Over takes the pot
                JSON.readValue("""
                        {"game": "ITALIAN_DRAW", "deck": 36, "chipUnit": 100, "button": 5,
                         "table": {"stacks": {"1": 20000, "2": 20000, "3": 20000, "4": 20000, "5": 20000},
                                   "ante": 1000},
                         "opener": {"seat": 3, "amount": 4000, "kind": "OVER"},
                         "words": {"language": "en"}, "players": [
                           {"seat": 1, "contributed": 2000, "folded": true},
                           {"seat": 2, "contributed": 3000, "folded": true},
                           {"seat": 3, "contributed": 5000, "folded": false},
                           {"seat": 4, "contributed": 1000, "folded": true},
                           {"seat": 5, "contributed": 1000, "folded": true}]}""", Map.class),
                // the Over refused at a table of four
                JSON.readValue("""
                        {"game": "ITALIAN_DRAW", "deck": 32, "chipUnit": 100, "button": 4,
                         "table": {"stacks": {"1": 20000, "2": 20000, "3": 20000, "4": 20000}, "ante": 1000},
                         "opener": {"seat": 3, "amount": 4000, "kind": "OVER"},
                         "words": {"language": "it"}, "players": [
                           {"seat": 1, "contributed": 2000, "folded": true},
                           {"seat": 2, "contributed": 3000, "folded": true},
                           {"seat": 3, "contributed": 5000, "folded": false},
                           {"seat": 4, "contributed": 1000, "folded": true}]}""", Map.class));
        List<JsonNode> atTable = compareAll("settleHand", played, SettleAlikeBrowserIT::playedInJava);
        assertEquals(6_050, atTable.get(0).path("stacks").path("1").asLong());
        assertEquals(6_025, atTable.get(0).path("stacks").path("4").asLong());
        assertEquals(27_000, atTable.get(1).path("stacks").path("3").asLong());
        assertEquals(
                "option-not-applicable",
                atTable.get(2).path("refusal").path("type").asText());
    }

    /**
     * docs/rules.md#big-blind-ante: the big blind's ante is dead money in the main pot, his blind first when he cannot
     * cover both; the browser's core plays the table's hand as the service's.
     */
    @Test
    void theBigBlindsAntePlaysAlikeInTheBrowserAndInTheService() throws IOException {
        List<Map<String, Object>> played = List.of(
                // the recorded hand: the big blind calls seat 4's all-in with his last chips, ante included, and loses
                JSON.readValue("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": "2c 7d 9h Jc Ks",
                         "table": {"stacks": {"1": 3000000, "2": 3000000, "3": 2225000, "4": 2000000},
                                   "smallBlind": 112500, "bigBlind": 225000, "bigBlindAnte": 225000},
                         "words": {"language": "en"}, "players": [
                           {"seat": 2, "contributed": 112500, "folded": true},
                           {"seat": 3, "contributed": 2225000, "folded": false, "cards": "Qc Qd"},
                           {"seat": 4, "contributed": 2000000, "folded": false, "cards": "Ah Ad"}]}""", Map.class),
                // a big blind of 300,000 posts his blind of 225,000 first and 75,000 of ante; an empty put-in for him
                // folded is both
                JSON.readValue("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": "2c 7d 9h Jc Ks",
                         "table": {"stacks": {"1": 3000000, "2": 3000000, "3": 300000, "4": 2000000},
                                   "smallBlind": 112500, "bigBlind": 225000, "bigBlindAnte": 225000},
                         "words": {"language": "it"}, "players": [
                           {"seat": 2, "contributed": 225000, "folded": false, "cards": "Qc Qd"},
                           {"seat": 3, "folded": true},
                           {"seat": 4, "contributed": 225000, "folded": false, "cards": "Ah Ad"}]}""", Map.class));
        List<JsonNode> atTable = compareAll("settleHand", played, SettleAlikeBrowserIT::playedInJava);
        assertEquals(4_337_500, atTable.get(0).path("stacks").path("4").asLong());
        assertEquals(0, atTable.get(0).path("stacks").path("3").asLong());
        assertEquals(2_525_000, atTable.get(1).path("stacks").path("4").asLong());
    }

    @Test
    void chineseDealsAndMatchesScoreAlikeInTheBrowserAndInTheService() throws IOException {
        RandomHands random = new RandomHands(4L);
        List<Map<String, Object>> deals = new ArrayList<>();
        for (int i = 0; i < HANDS; i++) {
            Map<String, Object> deal = random.chineseDeal(random.tokenSet());
            withTokenSetAndRule(deal, random.tokenSet(), i);
            deals.add(deal);
        }
        List<Map<String, Object>> matches = new ArrayList<>();
        for (int i = 0; i < HANDS / 5; i++) {
            List<Integer> tokenSet = random.tokenSet();
            Map<String, Object> match = random.chineseMatch(tokenSet == null ? TokenSet.DEFAULT.values() : tokenSet);
            withTokenSetAndRule(match, tokenSet, i);
            matches.add(match);
        }

        List<JsonNode> scoredDeals = compareAll("scoreChineseDeal", deals, SettleAlikeBrowserIT::scoredDealInJava);
        List<JsonNode> scoredMatches =
                compareAll("scoreChineseMatch", matches, SettleAlikeBrowserIT::scoredMatchInJava);

        assertCovers(scoredDeals, "a row tied by two players", a -> a.path("rows").findValues("ranking").stream()
                .anyMatch(ranking -> ranking.get(0).size() > 1));
        assertCovers(scoredDeals, "tokens discarded", a -> a.path("rows").findValues("discarded").stream()
                .anyMatch(discarded -> discarded.asInt() > 0));
        assertRefusals(scoredDeals, "hands-out-of-order", "token-not-in-set", "duplicate-card");
        assertCovers(scoredMatches, "a match won", a -> a.path("winners").size() > 0);
    }

    /**
     * Settles every hand in the page, in one call, and compares each answer with the one Java gives;
     * answers the Java ones.
     */
    private static List<JsonNode> compareAll(
            String function, List<Map<String, Object>> inputs, Function<Map<String, Object>, Object> inJava)
            throws IOException {
        // the words of refusals, as the director's page gives them (data-rules), once for every input that asks
        String answers = (String) page.evaluate(
                "([f, json, texts]) => JSON.stringify(JSON.parse(json).map(input => {"
                        + " if (input.words) input.words.texts = JSON.parse(texts); return globalThis[f](input); }))",
                List.of(
                        function,
                        JSON.writeValueAsString(inputs),
                        JSON.writeValueAsString(ProblemTexts.texts(ProblemTexts.ITALIAN, TableRules.REFUSALS))));
        JsonNode inBrowser = JSON.readTree(answers);
        assertEquals(inputs.size(), inBrowser.size());
        List<JsonNode> expected = new ArrayList<>();
        int differing = 0;
        String first = null;
        for (int i = 0; i < inputs.size(); i++) {
            // the input as the page sent it: numbers as JSON gives them back
            @SuppressWarnings("unchecked")
            Map<String, Object> input = JSON.readValue(JSON.writeValueAsString(inputs.get(i)), Map.class);
            JsonNode java = JSON.readTree(JSON.writeValueAsString(inJava.apply(input)));
            expected.add(java);
            if (!java.equals(inBrowser.get(i))) {
                differing++;
                if (first == null) {
                    first = function + " #" + i + " " + JSON.writeValueAsString(input) + "\n  in Java:    " + java
                            + "\n  in Chromium: " + inBrowser.get(i);
                }
            }
        }
        assertEquals(0, differing, differing + " of " + inputs.size() + " answers differ; the first: " + first);
        return expected;
    }

    // ---- the service's side: the core called as the hand service calls it (hand/Settling) ----

    @SuppressWarnings("unchecked")
    private static Object settledInJava(Map<String, Object> hand) {
        try {
            List<Map<String, Object>> entered = (List<Map<String, Object>>) hand.get("players");
            List<PlayerInHand> players = new ArrayList<>();
            Map<Integer, Long> stacks = new LinkedHashMap<>();
            for (int i = 0; i < entered.size(); i++) {
                Map<String, Object> p = entered.get(i);
                int seat = ((Number) p.get("seat")).intValue();
                long contributed = ((Number) p.get("contributed")).longValue();
                players.add(new PlayerInHand(
                        seat,
                        contributed,
                        Boolean.TRUE.equals(p.get("folded")),
                        CardTexts.ofPlayer(texts(p.get("cards")), seat, i)));
                if (p.get("stack") != null) {
                    long stack = ((Number) p.get("stack")).longValue();
                    if (contributed > stack) {
                        throw new RuleViolation(
                                "contribution-exceeds-stack",
                                "Seat " + seat + " put in more than his stack.",
                                Map.of("seat", seat, "field", "players[" + i + "].contributed"));
                    }
                    stacks.put(seat, stack - contributed);
                }
            }
            Game game = Game.valueOf((String) hand.get("game"));
            SettledHand settled = Referee.settle(new HandToSettle(
                    game,
                    game.rules(
                            (Integer) hand.get("deck"),
                            hand.get("flushRule") == null ? null : FlushRule.valueOf((String) hand.get("flushRule")),
                            hand.get("straightFlushRule") == null
                                    ? null
                                    : StraightFlushRule.valueOf((String) hand.get("straightFlushRule"))),
                    (List<Integer>) hand.get("seats"),
                    ((Number) hand.get("button")).intValue(),
                    hand.get("chipUnit") == null ? 1 : ((Number) hand.get("chipUnit")).longValue(),
                    CardTexts.ofBoard(texts(hand.get("board"))),
                    players));
            stacks.replaceAll(
                    (seat, left) -> left + settled.settlement().payouts().getOrDefault(seat, 0L));
            return settled(settled, stacks);
        } catch (RuleViolation e) {
            return refused(e);
        }
    }

    /**
     * The core's table rules called as the hand service calls them (hand/HandOutcome): the table built as
     * hand/HandTables builds it from the service's records, the hand as hand/HandTables reads the request (a folded
     * player's empty put-in read as the director's form reads it, hand/BlindsOwed), the refusal in the words the
     * service's pages say it in (common/error/ProblemTexts).
     */
    @SuppressWarnings("unchecked")
    private static Object playedInJava(Map<String, Object> hand) {
        String language = (String) ((Map<String, Object>) hand.get("words")).get("language");
        try {
            Map<String, Object> given = (Map<String, Object>) hand.get("table");
            Map<String, Object> carried = (Map<String, Object>) given.get("carried");
            TableAtHand table = new TableAtHand(
                    bySeat(given.get("stacks")),
                    hand.get("chipUnit") == null ? 1 : ((Number) hand.get("chipUnit")).longValue(),
                    chips(given.get("ante")),
                    (Integer) hand.get("deck"),
                    hand.get("flushRule") == null ? null : FlushRule.valueOf((String) hand.get("flushRule")),
                    hand.get("straightFlushRule") == null
                            ? null
                            : StraightFlushRule.valueOf((String) hand.get("straightFlushRule")),
                    new OpeningRequirement(given.get("opening") == null ? 0 : (Integer) given.get("opening")),
                    carried == null
                            ? CarriedPot.NONE
                            : new CarriedPot(chips(carried.get("parol")), chips(carried.get("penalties"))),
                    given.get("buyBacks") == null ? Map.of() : bySeat(given.get("buyBacks")),
                    chips(given.get("smallBlind")),
                    chips(given.get("bigBlind")),
                    chips(given.get("bigBlindAnte")));
            int button = ((Number) hand.get("button")).intValue();
            Map<Integer, Long> owed = table.owedBlinds(button);
            List<EnteredHand.Player> players = new ArrayList<>();
            for (Map<String, Object> p : (List<Map<String, Object>>) hand.get("players")) {
                int seat = ((Number) p.get("seat")).intValue();
                boolean folded = Boolean.TRUE.equals(p.get("folded"));
                players.add(new EnteredHand.Player(
                        seat,
                        folded && p.get("contributed") == null
                                ? owed.getOrDefault(seat, 0L)
                                : chips(p.get("contributed")),
                        folded,
                        texts(p.get("cards"))));
            }
            Map<String, Object> opener = (Map<String, Object>) hand.get("opener");
            PlayedHand played = TableRules.play(
                    table,
                    new EnteredHand(
                            Game.valueOf((String) hand.get("game")),
                            button,
                            texts(hand.get("board")),
                            players,
                            !Boolean.FALSE.equals(hand.get("opened")),
                            opener == null
                                    ? null
                                    : new EnteredHand.Opener(
                                            ((Number) opener.get("seat")).intValue(),
                                            chips(opener.get("amount")),
                                            Opener.Kind.valueOf((String) opener.get("kind")),
                                            texts(opener.get("cards"))),
                            Boolean.TRUE.equals(hand.get("parol")),
                            hand.get("parolPart") == null ? null : chips(hand.get("parolPart"))));
            Map<String, Object> answer = settled(played.settled(), played.after());
            answer.put(
                    "carried",
                    Map.of(
                            "shares", played.carried().shares(),
                            "parol", played.carried().left().parol(),
                            "penalties", played.carried().left().penalties()));
            if (played.opening() != null) {
                answer.put(
                        "opening",
                        Map.of(
                                "minimumPair",
                                        played.opening()
                                                .requirement()
                                                .minimumPair()
                                                .name(),
                                "opened", played.opening().opened(),
                                "replayNext", played.opening().replayNext(),
                                "next", played.opening().next().step()));
            }
            return answer;
        } catch (RuleViolation e) {
            Map<String, Object> refusal = new LinkedHashMap<>(refused(e).get("refusal"));
            refusal.put("message", ProblemTexts.detail(e, language));
            return Map.of("refusal", refusal);
        }
    }

    private static Map<Integer, Long> bySeat(Object given) {
        Map<Integer, Long> bySeat = new TreeMap<>();
        ((Map<?, ?>) given).forEach((seat, chips) -> bySeat.put(Integer.valueOf((String) seat), chips(chips)));
        return bySeat;
    }

    private static long chips(Object given) {
        return given == null ? 0 : ((Number) given).longValue();
    }

    /** The core called as the service's Chinese poker calculator calls it. */
    private static Object scoredDealInJava(Map<String, Object> deal) {
        try {
            return deal(Referee.scoreChineseDeal(chinesePlayers(deal.get("players"), ""), tokenSet(deal), rule(deal)));
        } catch (RuleViolation e) {
            return refused(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Object scoredMatchInJava(Map<String, Object> match) {
        try {
            List<Map<String, Object>> given = (List<Map<String, Object>>) match.get("deals");
            List<List<PlayerDeal>> deals = new ArrayList<>();
            for (int d = 0; d < given.size(); d++) {
                deals.add(chinesePlayers(given.get(d).get("players"), "deals[" + d + "]."));
            }
            MatchScore score = Referee.scoreChineseMatch(deals, tokenSet(match), rule(match));
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put(
                    "deals",
                    score.deals().stream().map(SettleAlikeBrowserIT::deal).toList());
            answer.put("victoryPoints", score.victoryPoints());
            answer.put("winners", score.winners());
            return answer;
        } catch (RuleViolation e) {
            return refused(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<PlayerDeal> chinesePlayers(Object given, String prefix) {
        List<Map<String, Object>> players = (List<Map<String, Object>>) given;
        List<PlayerDeal> deals = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Map<String, Object> p = players.get(i);
            String at = prefix + "players[" + i + "].";
            String name = (String) p.get("player");
            deals.add(new PlayerDeal(
                    name,
                    chineseCards(p.get("first"), at + "first", name),
                    chineseCards(p.get("second"), at + "second", name),
                    chineseCards(p.get("third"), at + "third", name),
                    (List<Integer>) p.get("tokens")));
        }
        return deals;
    }

    private static List<Card> chineseCards(Object texts, String field, String player) {
        try {
            return Card.parseAll(texts(texts));
        } catch (RuleViolation e) {
            throw e.with("field", field).with("player", player);
        }
    }

    @SuppressWarnings("unchecked")
    private static TokenSet tokenSet(Map<String, Object> o) {
        return o.get("tokenSet") == null ? TokenSet.DEFAULT : new TokenSet((List<Integer>) o.get("tokenSet"));
    }

    private static TokenRule rule(Map<String, Object> o) {
        return o.get("rule") == null ? TokenRule.BASE : TokenRule.valueOf((String) o.get("rule"));
    }

    /** Cards as the page gives them: a list of texts, or one text with the cards apart. */
    @SuppressWarnings("unchecked")
    private static List<String> texts(Object cards) {
        if (cards instanceof String all) {
            return all.isBlank() ? List.of() : List.of(all.strip().split("[\\s,]+"));
        }
        return (List<String>) cards;
    }

    // ---- the answers as plain data, as docs/architecture.md#the-poker-core-in-the-browser describes them ----

    private static Map<String, Object> settled(SettledHand settled, Map<Integer, Long> stacks) {
        var settlement = settled.settlement();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("returned", settlement.returned());
        answer.put(
                "pots",
                settlement.pots().stream().map(SettleAlikeBrowserIT::pot).toList());
        answer.put("payouts", settlement.payouts());
        Map<Integer, Object> hands = new LinkedHashMap<>();
        settled.hands().forEach((seat, hand) -> hands.put(seat, hand(hand)));
        answer.put("hands", hands);
        answer.put("stacks", stacks);
        answer.put("deadAnte", settlement.deadAnte());
        return answer;
    }

    private static Map<String, Object> pot(PotAward award) {
        Map<String, Object> pot = new LinkedHashMap<>();
        pot.put("name", award.pot().name());
        pot.put("amount", award.pot().amount());
        pot.put("eligible", award.pot().eligible());
        pot.put("winners", award.winners());
        pot.put("shares", award.shares());
        pot.put("awarded", award.awarded());
        pot.put("cycle", award.cycle());
        if (!award.awarded()) {
            pot.put("ruling", new Verdict.Cycle(award.cycle()).describe());
        }
        return pot;
    }

    private static Map<String, Object> deal(DealScore score) {
        Map<String, Object> deal = new LinkedHashMap<>();
        deal.put(
                "rows",
                score.rows().stream()
                        .map(row -> Map.of(
                                "row", row.row().label(),
                                "ranking", row.ranking(),
                                "tokens", row.tokens(),
                                "collected", row.collected(),
                                "discarded", row.discarded()))
                        .toList());
        Map<String, Object> hands = new LinkedHashMap<>();
        score.hands().forEach((player, three) -> {
            Map<String, Object> rows = new LinkedHashMap<>();
            for (Row row : Row.values()) {
                rows.put(row.label(), hand(three.hand(row)));
            }
            hands.put(player, rows);
        });
        deal.put("hands", hands);
        deal.put("collected", score.collected());
        return deal;
    }

    private static Map<String, Object> hand(HandValue value) {
        return Map.of(
                "category",
                value.category().name(),
                "cards",
                value.cards().stream().map(Card::toString).toList());
    }

    private static Map<String, Map<String, Object>> refused(RuleViolation e) {
        Map<String, Object> refusal = new LinkedHashMap<>();
        refusal.put("type", e.code());
        refusal.put("message", e.getMessage());
        refusal.putAll(e.details());
        return Map.of("refusal", refusal);
    }

    // ---- what the random hands must have reached ----

    private static boolean oddChip(JsonNode answer) {
        for (JsonNode pot : answer.path("pots")) {
            Set<Long> shares = new TreeSet<>();
            pot.path("shares").forEach(share -> shares.add(share.asLong()));
            if (pot.path("winners").size() > 1 && shares.size() > 1) {
                return true;
            }
        }
        return false;
    }

    private static void assertCovers(List<JsonNode> answers, String what, Predicate<JsonNode> is) {
        assertTrue(answers.stream().anyMatch(is), "no hand has " + what);
    }

    private static void assertRefusals(List<JsonNode> answers, String... types) {
        Set<String> refused = new TreeSet<>();
        answers.forEach(a -> refused.add(a.path("refusal").path("type").asText()));
        for (String type : types) {
            assertTrue(refused.contains(type), "no hand was refused as " + type + "; refusals: " + refused);
        }
    }

    private static void withTokenSetAndRule(Map<String, Object> input, List<Integer> tokenSet, int i) {
        if (tokenSet != null) {
            input.put("tokenSet", tokenSet);
        }
        if (i % 3 != 0) {
            input.put("rule", i % 3 == 1 ? "BASE" : "VARIANT");
        }
    }

    // ---- the page ----

    /** The script the build compiled (teavm-maven-plugin, process-classes) into the served resources. */
    private static byte[] compiledScript() throws IOException {
        try (InputStream in = SettleAlikeBrowserIT.class.getResourceAsStream("/META-INF/resources/js/poker.js")) {
            assertNotNull(in, "/js/poker.js is missing from target/classes: the build compiles it in process-classes");
            return in.readAllBytes();
        }
    }

    /** A page that loads the script as the service serves it, and the script itself. */
    private static void serve(Route route, byte[] script) {
        if (route.request().url().endsWith("/js/poker.js")) {
            route.fulfill(new Route.FulfillOptions()
                    .setStatus(200)
                    .setContentType("text/javascript; charset=UTF-8")
                    .setBodyBytes(script));
        } else {
            route.fulfill(new Route.FulfillOptions()
                    .setStatus(200)
                    .setContentType("text/html; charset=UTF-8")
                    .setBody("<!doctype html><meta charset=\"utf-8\"><title>poker.js</title>"
                            + "<script src=\"/js/poker.js\"></script>"));
        }
    }
}
