package org.tavolo.poker.circuit;

import java.util.List;

/**
 * One table of one game of an evening: one match for the rating (docs/rules.md#circuit). Its finishes are a
 * ranking of at least two players, no card twice, places as 1, 2, 2, 4 (a tie over places a..b is written a).
 *
 * @param game     the game's number within the evening, from 1
 * @param table    the table's number within the game, from 1
 * @param finishes every player who sat at the table, with the place reached there
 */
public record TableFinish(int game, int table, List<Finish> finishes) {

    public TableFinish {
        finishes = List.copyOf(finishes);
        Ranking.check(finishes, "table " + table + " of game " + game);
    }
}
