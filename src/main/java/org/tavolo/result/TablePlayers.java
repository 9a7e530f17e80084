package org.tavolo.result;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.RuleViolation;
import org.tavolo.table.Draw;
import org.tavolo.table.PokerTable;

/**
 * Who a table result may name (docs/rules.md#italian-tournament, #chinese-match: the players of a table are ranked among
 * themselves). Every entry must be an entry of the tournament, named once; and when the game was
 * drawn, the players must be exactly those seated at that table, so a result never brings a
 * player into the standings who did not sit there. Without any seat draw (results kept on paper)
 * only the first two checks apply.
 */
public final class TablePlayers {

    /** An entry named in a request, with the JSON path that names it ({@code stacks[2].entry}). */
    public record Named(String field, long entry) {}

    private TablePlayers() {}

    /** Refuses the first named entry that is not an entry of the tournament ({@code unknown-entry}). */
    public static void requireEntries(long tournamentId, List<Named> named) {
        Set<Long> asked = new HashSet<>();
        named.forEach(n -> asked.add(n.entry()));
        Set<Long> known = new HashSet<>();
        Entry.<Entry>list("tournamentId = ?1 and id in ?2", tournamentId, asked).forEach(e -> known.add(e.id));
        for (Named n : named) {
            if (!known.contains(n.entry())) {
                throw ProblemException.badRequest(
                        "unknown-entry",
                        "Entry " + n.entry() + " is not an entry of tournament " + tournamentId + ".",
                        Map.of("field", n.field(), "entry", n.entry()));
            }
        }
    }

    /** Refuses an entry named twice in one list ({@code duplicate-player}, naming the list). */
    static void requireOnce(String list, List<Named> named) {
        Set<Long> seen = new HashSet<>();
        for (Named n : named) {
            if (!seen.add(n.entry())) {
                throw new RuleViolation(
                        "duplicate-player",
                        Entry.nameOf(n.entry()) + " is given twice.",
                        Map.of("field", list, "entry", n.entry(), "player", Entry.nameOf(n.entry())));
            }
        }
    }

    /**
     * When the game was drawn, refuses players other than those seated at the table in that draw
     * ({@code players-not-at-table}, naming the missing and the extra entries).
     */
    public static void requireSeated(GameAtTable where, ResultKind kind, String list, Set<Long> players) {
        Optional<PokerTable> table = tableOf(where, kind);
        if (table.isEmpty()) {
            return;
        }
        Set<Long> seated = new TreeSet<>(table.get().seats().values());
        if (seated.equals(players)) {
            return;
        }
        List<Long> missing = seated.stream().filter(e -> !players.contains(e)).toList();
        List<Long> extra = players.stream()
                .filter(e -> !seated.contains(e))
                .sorted(Comparator.naturalOrder())
                .toList();
        throw ProblemException.badRequest(
                "players-not-at-table",
                "Table " + where.table() + " of " + gameName(kind) + " "
                        + where.game() + " seats entries " + seated + (missing.isEmpty() ? "" : "; missing: " + missing)
                        + (extra.isEmpty() ? "" : "; not seated at this table: " + extra) + ".",
                Map.of(
                        "field",
                        list,
                        "table",
                        where.table(),
                        "game",
                        where.game(),
                        "missing",
                        missing,
                        "extra",
                        extra));
    }

    /**
     * The table as drawn for the game, or none when the tournament was never drawn. An Italian
     * game has its own draw (redrawn, or seats kept, docs/rules.md#italian-tournament); a Chinese poker match is
     * played at the seats of the latest draw up to its number. A drawn tournament refuses a game
     * not drawn yet ({@code game-not-drawn}) and a table its draw does not have (404).
     */
    private static Optional<PokerTable> tableOf(GameAtTable where, ResultKind kind) {
        if (Draw.current(where.tournamentId()).isEmpty()) {
            return Optional.empty();
        }
        Draw draw = (kind == ResultKind.ITALIAN_GAME
                        ? Draw.ofGame(where.tournamentId(), where.game())
                        : Draw.inForceAt(where.tournamentId(), where.game()))
                .orElseThrow(() -> ProblemException.conflict(
                        "game-not-drawn",
                        "The seats of " + gameName(kind) + " " + where.game()
                                + " are not drawn yet; draw them before closing its tables.",
                        Map.of("game", where.game())));
        return Optional.of(PokerTable.numbered(draw.id, where.table())
                .orElseThrow(() -> ProblemException.notFoundByNumber(
                        "table of " + gameName(kind) + " " + where.game(), where.table())));
    }

    private static String gameName(ResultKind kind) {
        return kind == ResultKind.ITALIAN_GAME ? "game" : "match";
    }
}
