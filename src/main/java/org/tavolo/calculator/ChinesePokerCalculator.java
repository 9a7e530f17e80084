package org.tavolo.calculator;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.calculator.ChinesePokerRequests.ChineseDealRequest;
import org.tavolo.calculator.ChinesePokerRequests.ChineseMatchRequest;
import org.tavolo.calculator.ChinesePokerRequests.ChinesePlayerHands;
import org.tavolo.calculator.ChinesePokerViews.ChineseDealView;
import org.tavolo.calculator.ChinesePokerViews.ChineseMatchView;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseDeal;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;

/**
 * Scores Chinese poker deals and matches from requests. Every refusal names the request field
 * ({@code deals[1].players[0].second}) and the player.
 */
@ApplicationScoped
public class ChinesePokerCalculator {

    public ChineseDealView deal(ChineseDealRequest request) {
        TokenSet tokens = tokenSet(request.tokenSet());
        List<PlayerDeal> players = players(request.players(), "");
        try {
            return ChineseDealView.from(ChineseDeal.score(players, tokens, rule(request.rule())));
        } catch (RuleViolation e) {
            throw located(e, players, "");
        }
    }

    public ChineseMatchView match(ChineseMatchRequest request) {
        TokenSet tokens = tokenSet(request.tokenSet());
        List<List<PlayerDeal>> deals = new ArrayList<>();
        for (int d = 0; d < request.deals().size(); d++) {
            deals.add(players(request.deals().get(d).players(), "deals[" + d + "]."));
        }
        try {
            return ChineseMatchView.from(ChineseMatch.score(deals, tokens, rule(request.rule())));
        } catch (RuleViolation e) {
            Object deal = e.details().get("deal");
            if (deal instanceof Integer d && d < deals.size()) {
                throw located(e, deals.get(d), "deals[" + d + "].");
            }
            throw e;
        }
    }

    private static TokenRule rule(TokenRule rule) {
        return rule == null ? TokenRule.BASE : rule;
    }

    private static TokenSet tokenSet(List<Integer> values) {
        return values == null ? TokenSet.DEFAULT : new TokenSet(values);
    }

    private static List<PlayerDeal> players(List<ChinesePlayerHands> players, String prefix) {
        List<PlayerDeal> deals = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            ChinesePlayerHands p = players.get(i);
            String at = prefix + "players[" + i + "].";
            deals.add(new PlayerDeal(
                    p.player(),
                    cards(p.first(), at + "first", p.player()),
                    cards(p.second(), at + "second", p.player()),
                    cards(p.third(), at + "third", p.player()),
                    p.tokens()));
        }
        return deals;
    }

    private static List<Card> cards(List<String> texts, String field, String player) {
        try {
            return Card.parseAll(texts);
        } catch (RuleViolation e) {
            throw e.with("field", field).with("player", player);
        }
    }

    /** Names the request field of the player's entry: {@code players[1].second}, {@code deals[2].players[0].tokens}. */
    private static RuleViolation located(RuleViolation e, List<PlayerDeal> players, String prefix) {
        Map<String, Object> details = e.details();
        Object field = details.get("field");
        if ("tokenSet".equals(field)) {
            return e;
        }
        int index = players.stream().map(PlayerDeal::player).toList().lastIndexOf(details.get("player"));
        if (index < 0) {
            return e.with("field", prefix + (field == null ? "players" : field));
        }
        return e.with("field", prefix + "players[" + index + "]." + (field == null ? "player" : field));
    }
}
