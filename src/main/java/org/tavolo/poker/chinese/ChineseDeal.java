package org.tavolo.poker.chinese;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;

/**
 * Scores one deal of Chinese poker (docs/rules.md#chinese-tokens): checks every player's three hands and tokens,
 * compares the first hands, then the second, then the third, and shares out each row's tokens by
 * the chosen {@link TokenRule}.
 */
public final class ChineseDeal {

    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 4;

    private ChineseDeal() {}

    /**
     * Scores a deal.
     *
     * @throws RuleViolation for a wrong number of players, a name given twice, a wrong number of
     *                       cards, a card given twice, hands out of order, or tokens the player does
     *                       not have; each names the {@code player} and the {@code field}
     */
    public static DealScore score(List<PlayerDeal> players, TokenSet tokenSet, TokenRule rule) {
        checkPlayers(players);
        Map<String, ThreeHands> hands = new LinkedHashMap<>();
        Map<Card, String> seen = new HashMap<>();
        for (PlayerDeal player : players) {
            try {
                checkTokens(player.tokens(), tokenSet);
                ThreeHands three = ThreeHands.arrange(player.first(), player.second(), player.third(), players.size());
                checkNotSeen(player, seen);
                hands.put(player.player(), three);
            } catch (RuleViolation e) {
                throw e.with("player", player.player());
            }
        }
        List<RowScore> rows = new ArrayList<>();
        Map<String, Integer> collected = new LinkedHashMap<>();
        players.forEach(p -> collected.put(p.player(), 0));
        for (Row row : Row.values()) {
            RowScore score = scoreRow(row, players, hands, rule);
            score.collected().forEach((player, value) -> collected.merge(player, value, Integer::sum));
            rows.add(score);
        }
        return new DealScore(rows, hands, collected);
    }

    private static void checkPlayers(List<PlayerDeal> players) {
        if (players.size() < MIN_PLAYERS || players.size() > MAX_PLAYERS) {
            throw new RuleViolation(
                    "wrong-player-count",
                    "Chinese poker is played by 2 to 4 players, not " + players.size() + ".",
                    Map.of("field", "players"));
        }
        List<String> names = new ArrayList<>();
        for (PlayerDeal player : players) {
            if (player.player() == null || player.player().isBlank()) {
                throw new RuleViolation("missing-player", "Every player needs a name.", Map.of("field", "player"));
            }
            if (names.contains(player.player())) {
                throw new RuleViolation(
                        "duplicate-player",
                        player.player() + " is given twice.",
                        Map.of("field", "player", "player", player.player()));
            }
            names.add(player.player());
        }
    }

    /** docs/rules.md#chinese-tokens: one token on each hand, each one a token of the player's set. */
    private static void checkTokens(List<Integer> tokens, TokenSet tokenSet) {
        if (tokens.size() != Row.values().length) {
            throw new RuleViolation(
                    "wrong-token-count",
                    "Each player places one token on each of the three hands, not " + tokens.size() + " tokens.",
                    Map.of("field", "tokens"));
        }
        for (Integer value : tokens) {
            int placed = (int) tokens.stream().filter(value::equals).count();
            if (placed > tokenSet.count(value)) {
                throw new RuleViolation(
                        "token-not-in-set",
                        "Token " + value + " is placed " + placed + " times, but the set " + tokenSet.values() + " has "
                                + tokenSet.count(value) + ".",
                        Map.of("field", "tokens", "token", value));
            }
        }
    }

    private static void checkNotSeen(PlayerDeal player, Map<Card, String> seen) {
        Map<Row, List<Card>> rows =
                Map.of(Row.FIRST, player.first(), Row.SECOND, player.second(), Row.THIRD, player.third());
        for (Row row : Row.values()) {
            for (Card card : rows.get(row)) {
                String first = seen.putIfAbsent(card, player.player());
                if (first != null) {
                    throw new RuleViolation(
                            "duplicate-card",
                            card + " is given twice: by " + first + " and by " + player.player() + ".",
                            Map.of("field", row.label(), "card", card.toString(), "alsoBy", first));
                }
            }
        }
    }

    private static RowScore scoreRow(Row row, List<PlayerDeal> players, Map<String, ThreeHands> hands, TokenRule rule) {
        List<List<String>> ranking = new ArrayList<>();
        List<String> byStrength = new ArrayList<>(hands.keySet());
        byStrength.sort((a, b) -> hands.get(b).compare(row, hands.get(a)));
        for (String player : byStrength) {
            List<String> last = ranking.isEmpty() ? null : ranking.get(ranking.size() - 1);
            if (last != null && hands.get(last.get(0)).compare(row, hands.get(player)) == 0) {
                last.add(player);
            } else {
                ranking.add(new ArrayList<>(List.of(player)));
            }
        }
        Map<String, Integer> tokens = new LinkedHashMap<>();
        players.forEach(p -> tokens.put(p.player(), p.tokens().get(row.ordinal())));
        TokenRule.Share share = rule.share(ranking, tokens);
        return new RowScore(row, ranking, tokens, share.collected(), share.discarded());
    }
}
