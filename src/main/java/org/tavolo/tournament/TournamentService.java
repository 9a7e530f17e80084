package org.tavolo.tournament;

import java.time.Clock;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import org.tavolo.common.error.ProblemException;

/** Announces tournaments and finds them. */
@ApplicationScoped
public class TournamentService {

    private final Clock clock;

    TournamentService(Clock clock) {
        this.clock = clock;
    }

    @Transactional
    public Tournament announce(CreateTournamentRequest request) {
        Tournament tournament = Tournament.announce(request.name(), request.format(), request.date(), request.venue(),
                clock.instant());
        tournament.persist();
        return tournament;
    }

    public Tournament get(long id) {
        return Tournament.<Tournament>findByIdOptional(id)
                .orElseThrow(() -> ProblemException.notFound("tournament", id));
    }

    public List<Tournament> list() {
        return Tournament.listNewestFirst();
    }
}
