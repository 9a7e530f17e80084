package org.tavolo.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;

/** Announces tournaments, finds them, and keeps their settings. */
@ApplicationScoped
public class TournamentService {

    private final Clock clock;
    private final AuditTrail audit;
    private final ClockProgress clockProgress;
    private final SettingsMergePatch mergePatch;

    TournamentService(Clock clock, AuditTrail audit, ClockProgress clockProgress, SettingsMergePatch mergePatch) {
        this.clock = clock;
        this.audit = audit;
        this.clockProgress = clockProgress;
        this.mergePatch = mergePatch;
    }

    @Transactional
    public Tournament announce(CreateTournamentRequest request) {
        Tournament tournament =
                Tournament.announce(request.name(), request.format(), request.date(), request.venue(), clock.instant());
        tournament.persist();
        audit.record(
                tournament.id,
                "tournament-announced",
                "Announced " + tournament.format() + " tournament '" + tournament.name() + "' on " + tournament.date()
                        + ".");
        return tournament;
    }

    public Tournament get(long id) {
        return Tournament.<Tournament>findByIdOptional(id)
                .orElseThrow(() -> ProblemException.notFound("tournament", id));
    }

    /**
     * The tournament, marked as changed by the current transaction: two organizers changing the same
     * tournament at once (a registration and a draw, two floor actions) cannot both commit; the
     * loser gets 409 and nothing of his change is kept.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Tournament getForChange(long id) {
        Tournament tournament = get(id);
        Tournament.getEntityManager().lock(tournament, LockModeType.OPTIMISTIC_FORCE_INCREMENT);
        return tournament;
    }

    public List<Tournament> list(PageRequest page) {
        return Tournament.listNewestFirst(page);
    }

    /** Replaces the settings: freely before the draw, afterwards only clock periods not yet played. */
    @Transactional
    public Tournament changeSettings(long id, TournamentSettings settings) {
        Tournament tournament = getForChange(id);
        tournament.changeSettings(settings, periodsInPlay(id));
        audit.record(
                id,
                "settings-changed",
                tournament.isDrawn() ? "Changed the clock levels not yet played." : "Changed the tournament settings.");
        return tournament;
    }

    /** Changes the settings a JSON Merge Patch names, under the same rules as a whole replacement. */
    @Transactional
    public Tournament patchSettings(long id, String patch) throws JsonProcessingException {
        return changeSettings(id, mergePatch.apply(getForChange(id).settings(), patch));
    }

    /** Replaces only the clock structure (levels not yet played, once the clock runs). */
    @Transactional
    public Tournament changeClock(long id, ClockSettings clockSettings) {
        return changeSettings(id, get(id).settings().withClock(clockSettings));
    }

    private int periodsInPlay(long id) {
        return clockProgress.periodsInPlay(get(id));
    }
}
