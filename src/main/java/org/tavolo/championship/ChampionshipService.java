package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.standing.NextRoundService;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Creates championships and attaches their tournaments (docs/championships.md); a next round made
 * from a stage becomes the championship's next stage.
 */
@ApplicationScoped
public class ChampionshipService {

    /** The order the table reads a championship's tournaments in: by date, then as attached. */
    private static final Comparator<Tournament> PLAYED_ORDER = Comparator.comparing(Tournament::date);

    private final TournamentService tournaments;
    private final PointsSchemeService schemes;
    private final AuditTrail audit;
    private final Clock clock;

    ChampionshipService(TournamentService tournaments, PointsSchemeService schemes, AuditTrail audit, Clock clock) {
        this.tournaments = tournaments;
        this.schemes = schemes;
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    public Championship create(CreateChampionshipRequest request) {
        Championship championship = Championship.of(
                request.name(),
                request.season(),
                request.kind(),
                request.bestOf(),
                request.pointsByPlace(),
                clock.instant());
        championship.persist();
        audit.record(
                null,
                "championship-created",
                "Created " + championship.kind() + " championship " + championship.id + " '" + championship.name()
                        + "' of season " + championship.season() + ".");
        return championship;
    }

    /** A championship as the console's form asked for it: made now, or found made by an earlier send. */
    public record Made(Championship championship, boolean created) {}

    /**
     * The championship of this name and season (ignoring case), made when there is none yet. The
     * lookup and the creation hold a database lock on the name and season, so a form sent several
     * times at once (a double click, a resend) makes one championship and the later sends find it.
     */
    @Transactional
    public Made createOnce(CreateChampionshipRequest request) {
        Championship.lockName(request.name(), request.season());
        return Championship.named(request.name(), request.season())
                .map(found -> new Made(found, false))
                .orElseGet(() -> new Made(create(request), true));
    }

    public Championship get(long id) {
        return Championship.<Championship>findByIdOptional(id)
                .orElseThrow(() -> ProblemException.notFound("championship", id));
    }

    public List<Championship> list() {
        return Championship.listNewestFirst();
    }

    /** The championship's tournaments in the order its table reads them: by date, then as attached. */
    public List<Tournament> tournaments(long championshipId) {
        return ChampionshipEvening.of(championshipId).stream()
                .map(e -> tournaments.get(e.tournamentId()))
                .sorted(PLAYED_ORDER)
                .toList();
    }

    /** The championship's final stage, if made. */
    public Optional<Long> finalOf(long championshipId) {
        return ChampionshipEvening.finalOf(championshipId).map(ChampionshipEvening::tournamentId);
    }

    /**
     * Attaches an existing tournament as the next evening. A Hold'em evening without a league scheme
     * has no points of its own: a season needs its {@code pointsByPlace} to score it (409
     * {@code evening-without-points}).
     */
    @Transactional
    public void attach(long championshipId, long tournamentId) {
        Championship championship = getForChange(championshipId);
        Tournament tournament = tournaments.get(tournamentId);
        if (championship.kind() == ChampionshipKind.SEASON
                && tournament.format() == TournamentFormat.TEXAS_HOLDEM
                && championship.pointsByPlace() == null
                && schemes.leagueScheme(tournamentId).isEmpty()) {
            throw ProblemException.conflict(
                    "evening-without-points",
                    "Tournament " + tournamentId + " is a Hold'em evening without a league scheme: set one "
                            + "(PUT /api/tournaments/" + tournamentId + "/points-schemes/league) or give the "
                            + "championship pointsByPlace first.",
                    Map.of("tournamentId", tournamentId));
        }
        championship.attach(tournamentId, false, clock.instant());
        audit.record(
                tournamentId,
                "championship-evening-attached",
                "Attached to championship " + championshipId + " '" + championship.name() + "'.",
                Map.of("name", championship.name()));
    }

    @Transactional
    public void detach(long championshipId, long tournamentId) {
        Championship championship = getForChange(championshipId);
        championship.detach(tournamentId);
        audit.record(
                tournamentId,
                "championship-evening-detached",
                "Taken out of championship " + championshipId + " '" + championship.name() + "'.",
                Map.of("name", championship.name()));
    }

    /**
     * A next round made from a stage (docs/championships.md#stages), in the same transaction: it is
     * attached as the championship's next stage, the final when the request said so. Refused (and
     * so the next round is not made) when {@code final} is asked of a tournament that is not the
     * last stage of a championship of stages.
     */
    void nextRoundMade(@Observes NextRoundService.Made made) {
        Optional<ChampionshipEvening> stage = ChampionshipEvening.ofTournament(made.fromTournament())
                .filter(e -> get(e.championshipId()).kind() == ChampionshipKind.STAGES);
        if (stage.isEmpty()) {
            if (made.finalRound()) {
                throw ProblemException.conflict(
                        "not-a-stage",
                        "Tournament " + made.fromTournament() + " is not a stage of a championship of stages, so its "
                                + "next round cannot be a final; leave out 'final' or attach it to one first.",
                        Map.of("field", "final", "tournamentId", made.fromTournament()));
            }
            return;
        }
        long championshipId = stage.get().championshipId();
        Championship championship = getForChange(championshipId);
        List<ChampionshipEvening> stages = ChampionshipEvening.of(championshipId);
        if (stages.get(stages.size() - 1).tournamentId() != made.fromTournament()) {
            throw ProblemException.conflict(
                    "not-the-last-stage",
                    "Tournament " + made.fromTournament() + " is not the last stage of championship " + championshipId
                            + ": the next stage is made from the last one.",
                    Map.of("championshipId", championshipId));
        }
        championship.attach(made.nextTournament(), made.finalRound(), clock.instant());
        audit.record(
                made.nextTournament(),
                "championship-evening-attached",
                "Made as " + (made.finalRound() ? "the final" : "the next stage") + " of championship " + championshipId
                        + " '" + championship.name() + "'.",
                Map.of("name", championship.name(), "finalRound", made.finalRound()));
    }

    /** The championship, marked as changed: two organizers attaching at once cannot both commit. */
    private Championship getForChange(long id) {
        Championship championship = get(id);
        Championship.getEntityManager().lock(championship, LockModeType.OPTIMISTIC_FORCE_INCREMENT);
        return championship;
    }

    /** The championship a tournament belongs to, if any. */
    public Optional<Long> championshipOf(long tournamentId) {
        return ChampionshipEvening.ofTournament(tournamentId).map(ChampionshipEvening::championshipId);
    }
}
