package org.tavolo.poker.circuit;

import java.time.LocalDate;
import java.util.List;

/**
 * An approved evening: its final places (ties share a place), its tables. The final places are a ranking of
 * at least two players, no card twice, places as 1, 2, 2, 4 (docs/rules.md#circuit); no table is given twice
 * and no player sits at two tables of one game.
 *
 * @param id     the evening's id on the hub; orders evenings of the same date
 * @param date   the evening's date; orders the rating's matches
 * @param places the evening's final order, one finish per player
 * @param tables every table of every game, in any order (the rating sorts them by game and table)
 */
public record CircuitEvening(long id, LocalDate date, List<Finish> places, List<TableFinish> tables) {

    public CircuitEvening {
        if (date == null) {
            throw new IllegalArgumentException("date is required");
        }
        places = List.copyOf(places);
        tables = List.copyOf(tables);
        Ranking.check(places, "evening " + id);
        Ranking.checkTables(tables, "evening " + id);
    }
}
