package org.tavolo.championship;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.championship.SeasonTable.Card;
import org.tavolo.championship.SeasonTable.Line;
import org.tavolo.championship.SeasonTable.Result;

/** docs/rules.md#season-table: the total, then evening wins, best single result, the most recent evenings. */
class SeasonTableTest {

    /** A result: points and the rank at that evening. */
    private static Result r(String points, int rank) {
        return new Result(new BigDecimal(points), rank);
    }

    private static Card card(long player, Result... byEvening) {
        return new Card(player, Arrays.asList(byEvening));
    }

    /** The players in table order, as "player:rank" with "=" when shared. */
    private static List<String> order(List<Line> table) {
        List<String> out = new ArrayList<>();
        table.forEach(l -> out.add(l.card().player() + ":" + l.rank() + (l.shared() ? "=" : "")));
        return out;
    }

    @Test
    void theHigherTotalRanksFirst() {
        List<Line> table = SeasonTable.season(
                List.of(card(1, r("6", 2), r("3", 3)), card(2, r("10", 1), r("1", 4)), card(3, null, r("10", 1))),
                null);
        assertEquals(List.of("2:1", "3:2", "1:3"), order(table));
        assertEquals(new BigDecimal("11"), table.get(0).total());
        assertEquals(2, table.get(0).played());
        assertEquals(1, table.get(1).played());
    }

    @Test
    void onEqualTotalsMoreEveningWinsRankFirst() {
        // both 13: player 2 won an evening, player 1 never did
        List<Line> table = SeasonTable.season(
                List.of(card(1, r("6", 2), r("6", 2), r("1", 4)), card(2, r("10", 1), r("3", 3), null)), null);
        assertEquals(List.of("2:1", "1:2"), order(table));
    }

    @Test
    void onEqualTotalsAndWinsTheBestSingleResultRanksFirst() {
        // both 12 without a win: player 1's best evening is 6, player 2's is 9 (second with a shared first place bonus)
        List<Line> table =
                SeasonTable.season(List.of(card(1, r("6", 2), r("6", 2)), card(2, r("9", 2), r("3", 3))), null);
        assertEquals(List.of("2:1", "1:2"), order(table));
    }

    @Test
    void thenTheMostRecentEveningDecidesAndThenTheOneBefore() {
        // same total 16, one win each, best result 10 each; last evening: 3 against 3, the one before: 3 against 1
        List<Line> table = SeasonTable.season(
                List.of(
                        card(1, r("10", 1), r("1", 4), r("2", 3), r("3", 3)),
                        card(2, r("2", 3), r("10", 1), r("1", 4), r("3", 3))),
                null);
        assertEquals(List.of("1:1", "2:2"), order(table));
    }

    @Test
    void aResultAtTheMostRecentEveningBeatsNotPlayingIt() {
        // equal on everything before; player 2 played the last evening for 0 points, player 1 did not play it
        List<Line> table = SeasonTable.season(
                List.of(card(1, r("10", 1), r("0", 5), null), card(2, r("10", 1), null, r("0", 5))), null);
        assertEquals(List.of("2:1", "1:2"), order(table));
    }

    @Test
    void playersEqualOnEveryTieBreakShareTheRank() {
        List<Line> table = SeasonTable.season(
                List.of(card(1, r("6", 2), r("3", 3)), card(2, r("6", 2), r("3", 3)), card(3, r("1", 4), r("1", 4))),
                null);
        assertEquals(List.of("1:1=", "2:1=", "3:3"), order(table));
    }

    /** The tie-break of the player's line as "RULE own/other@evening". */
    private static String tieBreakOf(List<Line> table, long player) {
        SeasonTable.TieBreak t = table.stream()
                .filter(l -> l.card().player() == player)
                .findFirst()
                .orElseThrow()
                .tieBreak();
        return t == null
                ? null
                : t.rule() + " " + t.own() + "/" + t.other() + (t.evening() == null ? "" : "@" + t.evening());
    }

    @Test
    void linesTiedOnTotalNameTheRuleThatRankedThemApart() {
        // 13 each: player 2 won an evening, player 1 did not; player 3 (12) is not tied with anyone
        List<Line> wins = SeasonTable.season(
                List.of(
                        card(1, r("6", 2), r("6", 2), r("1", 4)),
                        card(2, r("10", 1), r("3", 3), null),
                        card(3, r("6", 2), r("6", 2), null)),
                null);
        assertEquals("EVENING_WINS 1/0", tieBreakOf(wins, 2));
        assertEquals("EVENING_WINS 0/1", tieBreakOf(wins, 1));
        assertNull(tieBreakOf(wins, 3), "a total of its own needs no tie-break");

        List<Line> best =
                SeasonTable.season(List.of(card(1, r("6", 2), r("6", 2)), card(2, r("9", 2), r("3", 3))), null);
        assertEquals("BEST_RESULT 9/6", tieBreakOf(best, 2));

        List<Line> recent = SeasonTable.season(
                List.of(card(1, r("10", 1), r("0", 5), null), card(2, r("10", 1), null, r("0", 5))), null);
        assertEquals("RECENT_RESULT 0/null@2", tieBreakOf(recent, 2));
        assertEquals("RECENT_RESULT null/0@2", tieBreakOf(recent, 1));
    }

    @Test
    void playersSharingARankHaveNoTieBreak() {
        List<Line> table =
                SeasonTable.season(List.of(card(1, r("6", 2), r("3", 3)), card(2, r("6", 2), r("3", 3))), null);
        assertNull(tieBreakOf(table, 1));
        assertNull(tieBreakOf(table, 2));
    }

    @Test
    void onlyTheBestResultsCountWhenBestOfIsSet() {
        Line line = SeasonTable.season(List.of(card(1, r("3", 3), r("10", 1), r("1", 4), r("6", 2))), 2)
                .get(0);
        assertEquals(new BigDecimal("16"), line.total());
        assertEquals(Set.of(1, 3), line.counted());
        assertEquals(4, line.played());
    }

    @Test
    void bestOfCanReverseTheTableOfTheWholeSeason() {
        // over all evenings player 1 leads (4 × 5 = 20 against 10 + 8 = 18); over the best two player 2 does
        List<Card> cards = List.of(
                card(1, r("5", 2), r("5", 2), r("5", 2), r("5", 2)), card(2, r("10", 1), r("8", 1), null, null));
        assertEquals(List.of("1:1", "2:2"), order(SeasonTable.season(cards, null)));
        assertEquals(List.of("2:1", "1:2"), order(SeasonTable.season(cards, 2)));
    }

    @Test
    void stagesRankByTheStageReachedThenByTheRankThere() {
        List<Line> table = SeasonTable.stages(List.of(
                card(1, r("10", 1), null, null),
                card(2, r("6", 2), r("3", 3), r("1", 2)),
                card(3, r("3", 3), r("10", 1), r("10", 1)),
                card(4, r("10", 1), r("6", 2), null),
                card(5, r("1", 4), r("1", 4), Result.ENTERED)));
        assertEquals(List.of("3:1", "2:2", "5:3", "4:4", "1:5"), order(table));
        assertEquals(3, table.get(0).stage());
        assertEquals(1, table.get(4).stage());
    }
}
