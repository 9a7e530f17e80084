package org.tavolo.calculator;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.calculator.ChinesePokerRequests.ChineseDealRequest;
import org.tavolo.calculator.ChinesePokerRequests.ChineseMatchRequest;
import org.tavolo.calculator.ChinesePokerRequests.ChinesePlayerHands;
import org.tavolo.calculator.ChinesePokerViews.ChineseDealView;
import org.tavolo.calculator.ChinesePokerViews.ChineseMatchView;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
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
        return ChineseDealView.from(Referee.scoreChineseDeal(players, tokens, rule(request.rule())));
    }

    public ChineseMatchView match(ChineseMatchRequest request) {
        TokenSet tokens = tokenSet(request.tokenSet());
        List<List<PlayerDeal>> deals = new ArrayList<>();
        for (int d = 0; d < request.deals().size(); d++) {
            deals.add(players(request.deals().get(d).players(), "deals[" + d + "]."));
        }
        return ChineseMatchView.from(Referee.scoreChineseMatch(deals, tokens, rule(request.rule())));
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
}
