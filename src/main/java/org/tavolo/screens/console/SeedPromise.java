package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.table.SeedCommitmentView;

/**
 * The seed commitments of the tournament, and whether the next game's draw has one.
 *
 * @param drawCanCome whether a draw of {@code nextGame} can still come: the first draw, or a next game of the round
 *     (none after the round's last game, none after a Hold'em freezeout's one draw); only then is a seal offered
 */
public record SeedPromise(int nextGame, List<SeedCommitmentView> commitments, boolean drawCanCome) {
    public boolean nextCommitted() {
        return commitments.stream().anyMatch(c -> c.game() == nextGame);
    }

    /** A seal for the next game's draw is offered: that draw can come and has none yet. */
    public boolean offered() {
        return drawCanCome && !nextCommitted();
    }
}
