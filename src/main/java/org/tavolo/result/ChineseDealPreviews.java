package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.RowScore;
import org.tavolo.poker.chinese.ThreeHands;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * One deal of a Chinese poker match scored before the match is recorded, with the tournament's
 * token set and rule, as {@link ResultService#recordChineseDeals} scores each of its deals
 * (docs/rules.md#chinese-tokens). Stores nothing; {@link ChineseDealService} scores each deal it
 * stores here, and the director's page previews each deal typed at the table here.
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
            players.add(TableScoring.playerDeal(hands.get(p), "players[" + p + "]."));
        }
        return ChineseDealPreview.of(deal(tournamentId, players));
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
     * beats the one before it a foul (docs/rules.md#chinese-tokens), shown before the deal is scored.
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
                        named, new ChineseHandsOrder.Unreadable(row.label(), e.getMessage()), null);
            }
        }
        ChineseHandsOrder.Foul foul = foul(complete, Row.FIRST, Row.SECOND);
        return new ChineseHandsOrder(named, null, foul == null ? foul(complete, Row.SECOND, Row.THIRD) : foul);
    }

    private static ChineseHandsOrder.Foul foul(Map<Row, HandValue> hands, Row higher, Row lower) {
        if (!hands.containsKey(higher)
                || !hands.containsKey(lower)
                || RULES.compare(hands.get(higher), hands.get(lower)) >= 0) {
            return null;
        }
        return new ChineseHandsOrder.Foul(higher.label(), lower.label());
    }

    /**
     * The deal typed at a table scored, with the victory points of the deals confirmed before it.
     * A refusal is a 400 problem; about the typed deal, it names the player's index
     * ({@code players[1].second}), about a confirmed one, the deal's too ({@code deals[0].players[1].second}).
     */
    public ChineseDealShown preview(
            long tournamentId, List<ChineseMatchDealsRequest.Deal> confirmed, ChineseMatchDealsRequest.Deal typed) {
        try {
            DealScore score = deal(tournamentId, players(typed));
            Map<String, Integer> totals = new LinkedHashMap<>();
            for (int d = 0; d < confirmed.size(); d++) {
                confirmed(tournamentId, confirmed.get(d), d)
                        .collected()
                        .forEach((p, v) -> totals.merge(p, v, Integer::sum));
            }
            score.collected().forEach((p, v) -> totals.merge(p, v, Integer::sum));
            List<ChineseDealShown.Row> rows =
                    score.rows().stream().map(row -> row(score, row)).toList();
            return new ChineseDealShown(rows, score.collected(), totals);
        } catch (RuleViolation e) {
            throw ProblemException.of(e);
        }
    }

    /** Checks the deal typed at a table as {@link #preview} does, before the page confirms it. */
    public void check(long tournamentId, ChineseMatchDealsRequest.Deal typed) {
        preview(tournamentId, List.of(), typed);
    }

    private DealScore confirmed(long tournamentId, ChineseMatchDealsRequest.Deal deal, int d) {
        try {
            return deal(tournamentId, players(deal));
        } catch (RuleViolation e) {
            throw e.with("field", "deals[" + d + "]." + e.details().get("field"));
        }
    }

    private static ChineseDealShown.Row row(DealScore score, RowScore row) {
        List<ChineseDealShown.Hand> hands = new ArrayList<>();
        row.tokens()
                .forEach((player, token) -> hands.add(new ChineseDealShown.Hand(
                        player, HandName.of(score.hands().get(player).hand(row.row())), token)));
        return new ChineseDealShown.Row(row.row().label(), hands, row.winners(), row.collected());
    }

    private static List<PlayerDeal> players(ChineseMatchDealsRequest.Deal deal) {
        List<PlayerDeal> players = new ArrayList<>();
        for (int p = 0; p < deal.players().size(); p++) {
            players.add(TableScoring.playerDeal(deal.players().get(p), "players[" + p + "]."));
        }
        return players;
    }

    private static TokenRule rule(TournamentSettings settings) {
        return settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
    }
}
