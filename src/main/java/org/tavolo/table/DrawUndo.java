package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Takes back the draw of the latest game while nothing was recorded on it: its tables and any
 * manual moves at them go, and the game before is the current one again, its tables closed as
 * they were (docs/floor.md#game-lifecycle).
 */
@ApplicationScoped
public class DrawUndo {

    private final TournamentService tournaments;
    private final GameLifecycle lifecycle;
    private final AuditTrail audit;

    DrawUndo(TournamentService tournaments, GameLifecycle lifecycle, AuditTrail audit) {
        this.tournaments = tournaments;
        this.lifecycle = lifecycle;
        this.audit = audit;
    }

    @Transactional
    public void undo(long tournamentId, int game) {
        Tournament tournament = tournaments.getForChange(tournamentId);
        Draw draw = Draw.ofGame(tournamentId, game).orElseThrow(() -> ProblemException.notFound("draw of game", game));
        lifecycle.requireUndoable(tournament, game);
        SeatMove.delete("drawId", draw.id);
        PokerTable.ofDraw(draw.id).forEach(PokerTable::delete);
        draw.delete();
        audit.record(tournamentId, "draw-undone", "Undid the draw of game " + game + ".", Map.of("game", game));
    }
}
