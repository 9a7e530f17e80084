package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;

/**
 * Ends directors' accesses when their tournament finishes (docs/security.md#director-accesses), as
 * {@link GameLifecycle#finished} reads it from the stored games: Hold'em at its winner, Italian draw
 * poker when the round's last game is closed at every table, Chinese poker when the match is.
 * Nothing has to remember to end them: every use of an access asks first, and the first use after
 * the finish ends every access of that tournament for good (a result voided later does not revive
 * them; the organizer issues new ones).
 */
@ApplicationScoped
class AccessEnds {

    private final GameLifecycle lifecycle;
    private final Clock clock;

    AccessEnds(GameLifecycle lifecycle, Clock clock) {
        this.lifecycle = lifecycle;
        this.clock = clock;
    }

    /**
     * Whether the access may be used now: not revoked, locked or expired, and its tournament not
     * over. Reads in the caller's transaction, or without one; ends the tournament's accesses, when
     * it is over, in the caller's transaction or in one of its own.
     */
    boolean usable(DirectorAccess access) {
        Instant now = clock.instant();
        if (!access.usableAt(now)) {
            return false;
        }
        Optional<Tournament> tournament = Tournament.findByIdOptional(access.tournamentId());
        if (tournament.isPresent() && !lifecycle.finished(tournament.get())) {
            return true;
        }
        QuarkusTransaction.joiningExisting().run(() -> DirectorAccess.expireAllOf(access.tournamentId(), now));
        return false;
    }

    /** Ends the tournament's accesses now if it is over, so that the organizer's list shows them ended. In a transaction. */
    void endIfFinished(Tournament tournament) {
        if (lifecycle.finished(tournament)) {
            DirectorAccess.expireAllOf(tournament.id, clock.instant());
        }
    }
}
