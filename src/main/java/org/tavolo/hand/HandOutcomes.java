package org.tavolo.hand;

import static org.tavolo.security.Roles.ORGANIZER;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.clock.ClockService;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;

/**
 * A hand's outcome at its table now, the same for the hand recorded ({@link HandService}) and the hand previewed
 * ({@link HandPreviewService}): {@link HandOutcome#of} with the clock's reading and who is asking.
 */
@ApplicationScoped
class HandOutcomes {

    private final ClockService clock;
    private final SecurityIdentity identity;

    HandOutcomes(ClockService clock, SecurityIdentity identity) {
        this.clock = clock;
        this.identity = identity;
    }

    HandOutcome of(Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request) {
        return HandOutcome.of(tournament, game, table, request, clock.reading(tournament.id), anyPastLevel(request));
    }

    /**
     * Whether the hand may name any level already played: the organizer's (docs/rules.md#blinds-by-position). Asked
     * only of a hand that names a level, so a hand entered outside a request (a test, a script) needs no caller.
     */
    private boolean anyPastLevel(EnterHandRequest request) {
        return request.level() != null && identity.hasRole(ORGANIZER);
    }
}
