package org.tavolo.tournament;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validator;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;

/** Announces tournaments, finds them, and keeps their settings. */
@ApplicationScoped
public class TournamentService {

    private final Clock clock;
    private final AuditTrail audit;
    private final ClockProgress clockProgress;
    private final Validator validator;

    TournamentService(Clock clock, AuditTrail audit, ClockProgress clockProgress, Validator validator) {
        this.clock = clock;
        this.audit = audit;
        this.clockProgress = clockProgress;
        this.validator = validator;
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
                        + ".",
                Map.of(
                        "name", tournament.name(),
                        "format", tournament.format().name(),
                        "date", tournament.date().toString()));
        return tournament;
    }

    public Tournament get(long id) {
        return Tournament.<Tournament>findByIdOptional(id)
                .orElseThrow(() -> ProblemException.notFound("tournament", id));
    }

    /** The tournament as pages and clients see it. */
    public TournamentView view(long id) {
        return TournamentView.from(get(id));
    }

    /** The tournament's settings. */
    public TournamentSettings settings(long id) {
        return get(id).settings();
    }

    /**
     * The codes of the cards in play at a table of {@code players} ({@code Ah}, {@code 7c}): the
     * Italian deck in Italian draw poker, the 52 cards otherwise.
     */
    public List<String> deck(long id, int players) {
        Tournament tournament = get(id);
        Game game = tournament.format() == TournamentFormat.ITALIAN_DRAW ? Game.ITALIAN_DRAW : Game.TEXAS_HOLDEM;
        return tournament.settings().rulesAt(game, players).deck().cards().stream()
                .map(Card::toString)
                .toList();
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

    /**
     * The tournament, its row locked until the transaction ends, and marked changed as by
     * {@link #getForChange}: a request that repeats one being answered at this moment (a button
     * pressed twice) waits for it, then reads what it did and answers as a repeat after it would.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Tournament getLocked(long id) {
        return Tournament.<Tournament>findByIdOptional(id, LockModeType.PESSIMISTIC_FORCE_INCREMENT)
                .orElseThrow(() -> ProblemException.notFound("tournament", id));
    }

    public List<Tournament> list(PageRequest page) {
        return Tournament.listNewestFirst(page);
    }

    /** The tournaments, newest first, as pages and clients see them. */
    public List<TournamentView> views(PageRequest page) {
        return list(page).stream().map(TournamentView::from).toList();
    }

    /**
     * Announces a tournament; with a {@code sourceId}, in that tournament's format (whatever the
     * request says) and with its settings. Answers the new tournament's id.
     */
    @Transactional
    public long announceLike(CreateTournamentRequest request, Long sourceId) {
        if (sourceId == null) {
            return announce(request).id;
        }
        Tournament source = get(sourceId);
        Tournament created =
                announce(new CreateTournamentRequest(request.name(), source.format(), request.date(), request.venue()));
        changeSettings(created.id, source.settings());
        return created.id;
    }

    /** Replaces the settings: freely before the draw, afterwards only clock periods not yet played. */
    @Transactional
    public Tournament changeSettings(long id, TournamentSettings settings) {
        Tournament tournament = getForChange(id);
        tournament.changeSettings(settings, periodsInPlay(id));
        audit.record(
                id,
                "settings-changed",
                tournament.isDrawn() ? "Changed the clock levels not yet played." : "Changed the tournament settings.",
                Map.of("levelsOnly", tournament.isDrawn()));
        return tournament;
    }

    /**
     * Changes the settings a change names (the API's merge patch, the console's form), under the same rules as a
     * whole replacement. The result is checked before the tournament is marked changed: a refusal (400 naming the
     * field) leaves it as it was, its version included.
     */
    @Transactional
    public Tournament patchSettings(long id, SettingsChange change) {
        TournamentSettings settings = change.applyTo(get(id).settings());
        Set<ConstraintViolation<TournamentSettings>> violations = validator.validate(settings);
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
        return changeSettings(id, settings);
    }

    /** Replaces only the clock structure (levels not yet played, once the clock runs). */
    @Transactional
    public Tournament changeClock(long id, ClockSettings clockSettings) {
        return changeSettings(id, get(id).settings().withClock(clockSettings));
    }

    /**
     * Deletes a tournament nothing has been played in: refused with 409 {@code tournament-played}
     * once the seats are drawn or the clock has started. Its entries, clock, director accesses and
     * announcements go with it; its audit trail stays, detached, with the deletion recorded.
     */
    @Transactional
    public void delete(long id) {
        Tournament tournament = getForChange(id);
        if (tournament.isDrawn() || periodsInPlay(id) > 0) {
            throw ProblemException.conflict(
                    "tournament-played",
                    "Play has begun in this tournament (seats drawn or clock started): it can no longer be deleted.");
        }
        String name = tournament.name();
        tournament.delete();
        Tournament.flush();
        audit.record(null, "tournament-deleted", "Deleted tournament " + id + " '" + name + "' before any play.");
    }

    private int periodsInPlay(long id) {
        return clockProgress.periodsInPlay(get(id));
    }

    /** The front page's calendar around the club's today. */
    @Transactional
    public TournamentCalendar calendar(LocalDate today) {
        return TournamentCalendar.of(today);
    }
}
