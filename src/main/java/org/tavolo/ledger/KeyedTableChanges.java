package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.seating.Move;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * How an entry a director makes at a table beside the hands (a chip count, a penalty) opens and ends. It opens the
 * same way every time: the tournament, the table in its current game, then, under the table's lock ({@link
 * TableChanges#change}), the entry sent before with the same key, and the game and players the director saw. It
 * ends as every change of stacks ends: the game told its chips changed, the players out of chips eliminated and the
 * floor asked to balance, the chips in play read again.
 */
@ApplicationScoped
public class KeyedTableChanges {

    private final TournamentService tournaments;
    private final TableChanges changes;
    private final ChipLedger ledger;
    private final Eliminations eliminations;
    private final GameLifecycle lifecycle;

    KeyedTableChanges(
            TournamentService tournaments,
            TableChanges changes,
            ChipLedger ledger,
            Eliminations eliminations,
            GameLifecycle lifecycle) {
        this.tournaments = tournaments;
        this.changes = changes;
        this.ledger = ledger;
        this.eliminations = eliminations;
        this.lifecycle = lifecycle;
    }

    /** The tournament; 404 when there is none. */
    public Tournament tournament(long tournamentId) {
        return tournaments.get(tournamentId);
    }

    /**
     * An entry found by id ({@code byId}) when it was made in the tournament at a table {@code table} accepts; else
     * 404 naming {@code what}.
     */
    public static <E extends KeyedEntry<?, ?>> E entry(
            Optional<E> byId, long tournamentId, IntPredicate table, String what, long id) {
        return byId.filter(e -> e.where().tournamentId() == tournamentId
                        && table.test(e.where().table()))
                .orElseThrow(() -> ProblemException.notFound(what, id));
    }

    /** The table in the tournament's current game. */
    public TableInGame current(Tournament tournament, int tableNumber) {
        return changes.current(tournament, tableNumber);
    }

    /**
     * A change at a table ({@link TableChanges#change}): under the table's lock, the answer of the entry sent before
     * with the same key ({@code earlier}), else the change checked against what the director saw.
     */
    public <A> A change(
            Tournament tournament,
            TableInGame where,
            Supplier<Optional<A>> earlier,
            TableChanges.Seen seen,
            TableChanges.Change<A> change) {
        return changes.change(tournament, where, earlier, seen, change);
    }

    /** Tells the game that the table's chips changed (a closed table is open again), and why. */
    public void chipsChanged(Tournament tournament, TableInGame where, String by, String why) {
        lifecycle.chipsChanged(tournament.id, where.game(), where.table(), by, why);
    }

    /** The players out of chips after a change, eliminated, and the floor's moves once they are out. */
    public Out eliminate(Tournament tournament, TableAtPlay table, TableAtPlay.StackChanges changed) {
        List<Elimination> eliminated = eliminations.eliminate(tournament, table, null, changed.outOfChips());
        return new Out(eliminated, eliminations.rebalance(tournament, eliminated));
    }

    /** The tournament's chips in play in a game, read now. */
    public ChipsInPlay chipsInPlay(Tournament tournament, int game) {
        return ledger.chipsInPlay(tournament, game);
    }

    /** Who a change put out, and the seat changes the floor made after. */
    public record Out(List<Elimination> eliminated, List<Move> moves) {}
}
