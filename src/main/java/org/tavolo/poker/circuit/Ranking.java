package org.tavolo.poker.circuit;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.poker.RuleViolation;

/**
 * Checks a ranking of players (docs/rules.md#circuit): at least two, no card twice, places as 1, 2, 2, 4 —
 * k players sharing place p leave places p+1..p+k−1 empty; and the evenings and tables that hold rankings.
 */
final class Ranking {

    private Ranking() {}

    static void check(List<Finish> finishes, String where) {
        if (finishes.size() < 2) {
            throw new RuleViolation(
                    "circuit-ranking-too-small",
                    "A ranking needs at least two players (" + where + ").",
                    Map.of("where", where, "players", finishes.size()));
        }
        Set<String> cards = new HashSet<>();
        for (Finish finish : finishes) {
            if (!cards.add(finish.card())) {
                throw new RuleViolation(
                        "circuit-card-twice",
                        "Card " + finish.card() + " is placed twice (" + where + ").",
                        Map.of("where", where, "card", finish.card()));
            }
        }
        int[] places = finishes.stream().mapToInt(Finish::place).sorted().toArray();
        for (int i = 0; i < places.length; i++) {
            boolean sharesEarlier = i > 0 && places[i] == places[i - 1];
            if (!sharesEarlier && places[i] != i + 1) {
                throw new RuleViolation(
                        "circuit-places",
                        "The places " + Arrays.toString(places) + " do not rank " + places.length + " players (" + where
                                + "): after k players sharing place p comes p + k.",
                        Map.of("where", where, "place", places[i]));
            }
        }
    }

    /** No table given twice (same game and table number), no card at two tables of one game. */
    static void checkTables(List<TableFinish> tables, String where) {
        Set<String> seats = new HashSet<>();
        Set<String> tablesSeen = new HashSet<>();
        for (TableFinish table : tables) {
            if (!tablesSeen.add(table.game() + "/" + table.table())) {
                throw new RuleViolation(
                        "circuit-table-twice",
                        "Table " + table.table() + " of game " + table.game() + " is given twice (" + where + ").",
                        Map.of("where", where, "game", table.game(), "table", table.table()));
            }
            for (Finish finish : table.finishes()) {
                if (!seats.add(table.game() + "/" + finish.card())) {
                    throw new RuleViolation(
                            "circuit-card-twice-in-game",
                            "Card " + finish.card() + " sits at two tables of game " + table.game() + " (" + where
                                    + ").",
                            Map.of("where", where, "game", table.game(), "card", finish.card()));
                }
            }
        }
    }

    /** No evening given twice (same id). */
    static void checkEvenings(List<CircuitEvening> evenings) {
        Set<Long> ids = new HashSet<>();
        for (CircuitEvening evening : evenings) {
            if (!ids.add(evening.id())) {
                throw new RuleViolation(
                        "circuit-evening-twice",
                        "Evening " + evening.id() + " is given twice.",
                        Map.of("evening", evening.id()));
            }
        }
    }
}
