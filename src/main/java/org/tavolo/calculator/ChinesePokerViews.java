package org.tavolo.calculator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.RowScore;

/** The answers of the Chinese poker calculator. */
public final class ChinesePokerViews {

    private ChinesePokerViews() {}

    /**
     * One row of one deal.
     *
     * @param row       {@code first}, {@code second} or {@code third}
     * @param ranking   the players in groups of equal hands, best first
     * @param winners   the best hand or hands
     * @param tokens    the token each player placed on the row
     * @param collected token values each player collected from the row
     * @param discarded the value of the tokens nobody collected
     * @param hands     each player's hand in this row
     */
    @Schema(name = "ChineseRowView")
    public record ChineseRowView(
            String row,
            List<List<String>> ranking,
            List<String> winners,
            Map<String, Integer> tokens,
            Map<String, Integer> collected,
            int discarded,
            Map<String, ShownHand> hands) {

        static ChineseRowView from(RowScore score, DealScore deal) {
            Map<String, ShownHand> hands = new LinkedHashMap<>();
            deal.hands().forEach((player, three) -> hands.put(player, ShownHand.from(three.hand(score.row()))));
            return new ChineseRowView(
                    score.row().label(),
                    score.ranking(),
                    score.winners(),
                    score.tokens(),
                    score.collected(),
                    score.discarded(),
                    hands);
        }
    }

    /**
     * One deal.
     *
     * @param rows      first, second and third row
     * @param collected token values each player collected in this deal (his victory points from it)
     */
    @Schema(name = "ChineseDealView")
    public record ChineseDealView(List<ChineseRowView> rows, Map<String, Integer> collected) {

        static ChineseDealView from(DealScore deal) {
            return new ChineseDealView(
                    deal.rows().stream().map(r -> ChineseRowView.from(r, deal)).toList(), deal.collected());
        }
    }

    /**
     * A match.
     *
     * @param deals         the three deals
     * @param victoryPoints each player's total of collected token values
     * @param winners       the player or players with the highest total
     */
    @Schema(name = "ChineseMatchView")
    public record ChineseMatchView(
            List<ChineseDealView> deals, Map<String, Integer> victoryPoints, List<String> winners) {

        static ChineseMatchView from(MatchScore match) {
            return new ChineseMatchView(
                    match.deals().stream().map(ChineseDealView::from).toList(), match.victoryPoints(), match.winners());
        }
    }
}
