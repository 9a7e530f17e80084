package org.tavolo.clock;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.tournament.ClockProgress;
import org.tavolo.tournament.Tournament;

/** Tells the tournament's settings how far its stored clock has run. */
@ApplicationScoped
class ClockProgressOfClock implements ClockProgress {

    private final Clock clock;

    ClockProgressOfClock(Clock clock) {
        this.clock = clock;
    }

    @Override
    public int periodsInPlay(Tournament tournament) {
        return TournamentClock.of(tournament.id)
                .filter(c -> c.state().status() != ClockStatus.NOT_STARTED)
                .map(c -> c.read(tournament.settings().clockStructure(), clock.instant())
                                .periodIndex()
                        + 1)
                .orElse(0);
    }
}
