package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.clock.ChipsTakenFromPlay;
import org.tavolo.table.Draw;

/** The changes of the total of chips in play in the current game, from the ledger's flagged lines. */
@ApplicationScoped
public class LedgerTotalChange implements ChipsTakenFromPlay {

    @Override
    public long totalChange(long tournamentId) {
        int game = Draw.currentGame(tournamentId);
        if (game == 0) {
            return 0;
        }
        return ChipMovement.totalChanges(tournamentId, game).stream()
                .mapToLong(ChipMovement::delta)
                .reduce(0L, Math::addExact);
    }
}
