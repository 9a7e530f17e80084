package org.tavolo.result.chinese;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.result.VictoryPoints;
import org.tavolo.tournament.TournamentSettings;

/** A Chinese poker match's deals for the core, and the victory points it scores them (docs/rules.md#chinese-tokens). */
final class ChineseScores {

    private ChineseScores() {}

    /**
     * The victory points of a match from its three deals, scored by the core with the tournament's
     * token set and rule; each player is labelled by his entry id for the core and found again by
     * that label.
     */
    static List<VictoryPoints> victoryPoints(TournamentSettings settings, ChineseMatchDealsRequest request) {
        Map<String, Long> entryOf = new HashMap<>();
        List<List<PlayerDeal>> deals = new ArrayList<>();
        for (int d = 0; d < request.deals().size(); d++) {
            List<PlayerDeal> players = new ArrayList<>();
            List<ChineseMatchDealsRequest.Hands> hands = request.deals().get(d).players();
            for (int p = 0; p < hands.size(); p++) {
                ChineseMatchDealsRequest.Hands h = hands.get(p);
                entryOf.put(String.valueOf(h.entry()), h.entry());
                players.add(playerDeal(h, "deals[" + d + "].players[" + p + "]."));
            }
            deals.add(players);
        }
        TokenRule rule = settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
        MatchScore scored = Referee.scoreChineseMatch(deals, new TokenSet(settings.chineseTokens()), rule);
        return scored.victoryPoints().entrySet().stream()
                .map(e ->
                        new VictoryPoints(entryOf.get(e.getKey()), e.getValue().longValue()))
                .toList();
    }

    /**
     * A player's deal for the core, labelled by his entry id; a card that is not one names its
     * field, {@code at} followed by the row ({@code players[1].second}).
     */
    static PlayerDeal playerDeal(ChineseMatchDealsRequest.Hands h, String at) {
        String label = String.valueOf(h.entry());
        return new PlayerDeal(
                label,
                cards(h.first(), at + "first", label),
                cards(h.second(), at + "second", label),
                cards(h.third(), at + "third", label),
                h.tokens());
    }

    private static List<Card> cards(List<String> texts, String field, String player) {
        try {
            return Card.parseAll(texts);
        } catch (RuleViolation e) {
            throw e.with("field", field).with("player", player);
        }
    }
}
