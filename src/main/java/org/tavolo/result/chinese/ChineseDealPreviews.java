package org.tavolo.result.chinese;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.ThreeHands;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * One deal of a Chinese poker match scored before the match is recorded, with the tournament's
 * token set and rule, as {@link ChineseMatchService#recordChineseDeals} scores each of its deals
 * (docs/rules.md#chinese-tokens). Stores nothing; {@link ChineseDealService} scores each deal it
 * stores here, and the director's page previews each deal typed at the table here, before storing
 * it through the same service.
 */
@ApplicationScoped
public class ChineseDealPreviews {

    /** A player's three rows, strongest first, as requests and pages name them. */
    public static final List<String> ROWS =
            Arrays.stream(Row.values()).map(Row::label).toList();

    /** The deals of a match (docs/rules.md#chinese-match). */
    public static final int DEALS = ChineseMatch.DEALS;

    /** The three hands are ranked by the international rules, as {@link ThreeHands} ranks them. */
    private static final RuleSet RULES = RuleSet.international();

    private final TournamentService tournaments;

    ChineseDealPreviews(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    /** The deal scored by the core; refusals name the player's index ({@code players[1].second}). */
    private DealScore deal(long tournamentId, List<PlayerDeal> players) {
        TournamentSettings settings = tournaments.get(tournamentId).settings();
        return Referee.scoreChineseDeal(players, tokens(tournamentId), rule(settings));
    }

    /**
     * A deal as entered ({@link ChineseDealRequest#players()}) scored as storing it scores it, storing nothing;
     * refusals name the player's index ({@code players[1].second}).
     */
    public ChineseDealPreview preview(long tournamentId, List<ChineseMatchDealsRequest.Hands> hands) {
        List<PlayerDeal> players = new ArrayList<>();
        for (int p = 0; p < hands.size(); p++) {
            players.add(ChineseScores.playerDeal(hands.get(p), "players[" + p + "]."));
        }
        return ChineseDealPreview.of(deal(tournamentId, players));
    }

    /**
     * The problems the core refuses one deal with (docs/errors.md): what a page that scores a deal in the browser
     * needs the words of.
     */
    public static final List<String> DEAL_REFUSALS = List.of(
            "duplicate-card",
            "duplicate-player",
            "hands-out-of-order",
            "invalid-token",
            "missing-player",
            "token-not-in-set",
            "token-used-twice",
            "unknown-card",
            "wrong-card-count",
            "wrong-player-count",
            "wrong-token-count");

    /**
     * The tournament's token set and rule as the poker core compiled for the browser takes them
     * ({@code "tokenSet":[0,0,1,...],"rule":"BASE"}, docs/director-page.md#offline).
     */
    public String browserRules(long tournamentId) {
        TournamentSettings settings = tournaments.get(tournamentId).settings();
        return "\"tokenSet\":" + tokenValues(tournamentId) + ",\"rule\":\""
                + rule(settings).name() + "\"";
    }

    /** The tokens each player bets with over a match. */
    public TokenSet tokens(long tournamentId) {
        return new TokenSet(tournaments.get(tournamentId).settings().chineseTokens());
    }

    /** The token values each player bets with over a match, lowest first. */
    public List<Integer> tokenValues(long tournamentId) {
        return tokens(tournamentId).values();
    }

    /** Cards in a row ({@code first}, {@code second}, {@code third}) at a table of {@code players}. */
    public static int cardsIn(String row, int players) {
        return ThreeHands.cardsIn(Row.valueOf(row.toUpperCase()), players);
    }

    /**
     * The order of one player's hands as typed, by row: every complete hand evaluated, a hand that
     * beats the one before it a foul (docs/rules.md#chinese-tokens), shown before the deal is scored;
     * with a foul, the order of the same hands that has none, when moving whole hands between rows
     * of the same size gives one. Nothing is moved: the director accepts the order or not.
     */
    public ChineseHandsOrder order(Map<String, List<String>> typed, int players) {
        Map<Row, HandValue> complete = new LinkedHashMap<>();
        List<ChineseHandsOrder.RowHand> named = new ArrayList<>();
        for (Row row : Row.values()) {
            List<String> cards = typed.getOrDefault(row.label(), List.of()).stream()
                    .limit(ThreeHands.cardsIn(row, players))
                    .filter(c -> !c.isBlank())
                    .toList();
            if (cards.size() < ThreeHands.cardsIn(row, players)) {
                continue;
            }
            try {
                HandValue value = RULES.evaluate(Card.parseAll(cards));
                complete.put(row, value);
                named.add(new ChineseHandsOrder.RowHand(row.label(), HandName.of(value)));
            } catch (RuleViolation e) {
                return new ChineseHandsOrder(
                        named, new ChineseHandsOrder.Unreadable(row.label(), e.getMessage()), null, null);
            }
        }
        ChineseHandsOrder.Foul foul = foul(complete);
        return new ChineseHandsOrder(named, null, foul, foul == null ? null : proposed(complete, players));
    }

    private static ChineseHandsOrder.Foul foul(Map<Row, HandValue> complete) {
        ChineseHandsOrder.Foul foul = foul(complete, Row.FIRST, Row.SECOND);
        return foul == null ? foul(complete, Row.SECOND, Row.THIRD) : foul;
    }

    /**
     * The rows whose hands go first, second and third, strongest first among the complete rows of the
     * same size, when that order has no foul; null otherwise.
     */
    private static List<String> proposed(Map<Row, HandValue> complete, int players) {
        List<Row> from = new ArrayList<>(Arrays.asList(Row.values()));
        for (int i = 0; i < from.size(); i++) {
            for (int j = i + 1; j < from.size(); j++) {
                Row a = from.get(i);
                Row b = from.get(j);
                boolean sameSize =
                        ThreeHands.cardsIn(Row.values()[i], players) == ThreeHands.cardsIn(Row.values()[j], players);
                if (sameSize
                        && complete.containsKey(a)
                        && complete.containsKey(b)
                        && RULES.compare(complete.get(a), complete.get(b)) < 0) {
                    from.set(i, b);
                    from.set(j, a);
                }
            }
        }
        Map<Row, HandValue> moved = new LinkedHashMap<>();
        for (int i = 0; i < from.size(); i++) {
            if (complete.containsKey(from.get(i))) {
                moved.put(Row.values()[i], complete.get(from.get(i)));
            }
        }
        return foul(moved) == null ? from.stream().map(Row::label).toList() : null;
    }

    private static ChineseHandsOrder.Foul foul(Map<Row, HandValue> hands, Row higher, Row lower) {
        if (!hands.containsKey(higher)
                || !hands.containsKey(lower)
                || RULES.compare(hands.get(higher), hands.get(lower)) >= 0) {
            return null;
        }
        return new ChineseHandsOrder.Foul(higher.label(), lower.label());
    }

    private static TokenRule rule(TournamentSettings settings) {
        return settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
    }
}
