package org.tavolo.standing;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.entry.EntryService;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Creates the next round from the qualifiers (docs/rules.md#italian-tournament): a new tournament in the same format
 * with the same settings, the qualified players entered in standings order. A tie across the cut
 * must first be settled by the director, who names the entries he picked among the tied.
 */
@ApplicationScoped
public class NextRoundService {

    private final TournamentService tournaments;
    private final StandingService standings;
    private final EntryService entries;
    private final Clock clock;
    private final Event<Made> made;
    private final GameLifecycle lifecycle;
    private final AuditTrail audit;

    /**
     * A next round made, told in the same transaction to whoever groups rounds (a championship of
     * stages attaches it); an observer's refusal undoes it. {@code finalRound} when asked as a final.
     */
    public record Made(long fromTournament, int round, long nextTournament, boolean finalRound) {}

    NextRoundService(
            TournamentService tournaments,
            StandingService standings,
            EntryService entries,
            Clock clock,
            Event<Made> made,
            GameLifecycle lifecycle,
            AuditTrail audit) {
        this.tournaments = tournaments;
        this.audit = audit;
        this.lifecycle = lifecycle;
        this.made = made;
        this.clock = clock;
        this.standings = standings;
        this.entries = entries;
    }

    /**
     * Makes the round's next round from its qualifiers, once: asked again (a second submit, a second
     * organizer), it is refused naming the tournament made the first time (409 next-round-exists);
     * before the round is over, refused naming the tables still playing (409 round-not-finished).
     */
    @Transactional
    public NextRoundView create(long tournamentId, NextRoundRequest request) {
        Tournament previous = tournaments.getForChange(tournamentId);
        int round = request.round() == null ? 1 : request.round();
        requireReady(previous, round);
        QualifiersView qualifiers = standings.qualifiers(tournamentId, round, request.count());
        if (qualifiers.seats() == 0) {
            throw ProblemException.conflict("no-standings", "This round has no results yet, so nobody has qualified.");
        }
        List<Long> through = new ArrayList<>(
                qualifiers.qualified().stream().map(StandingLine::entry).toList());
        through.addAll(pickedFromTie(qualifiers.cutTie(), request.fromTie()));
        Tournament next = tournaments.announce(
                new CreateTournamentRequest(request.name(), previous.format(), request.date(), previous.venue()));
        tournaments.changeSettings(next.id, previous.settings());
        List<Long> entered = new ArrayList<>();
        for (long entry : through) {
            entered.add(entries.enter(
                            next.id, Entry.inTournament(tournamentId, entry).player().id)
                    .id);
        }
        NextRound.of(tournamentId, round, next.id, clock.instant()).persist();
        // on the round's own trail, so that its open screens learn of the next round (the clock TV follows it)
        audit.record(
                tournamentId,
                "next-round-made",
                "Made the next round, tournament " + next.id,
                Map.of("round", round, "nextTournamentId", next.id, "name", request.name()));
        made.fire(new Made(tournamentId, round, next.id, Boolean.TRUE.equals(request.finalRound())));
        return new NextRoundView(next.id, entered);
    }

    /** The tournament made as this tournament's next round, if one is made (the room's screens follow it). */
    @Transactional
    public Optional<Long> nextTournament(long tournamentId) {
        return NextRound.madeFrom(tournamentId).map(NextRound::nextTournamentId);
    }

    /**
     * Whether round {@code round}'s next round may be made now, asked before the organizer confirms:
     * refused when it is made already (409 next-round-exists) or while a game of the round is still
     * open at some table (409 round-not-finished, naming the tables).
     */
    @Transactional
    public void requireReady(long tournamentId, int round) {
        requireReady(tournaments.get(tournamentId), round);
    }

    private void requireReady(Tournament tournament, int round) {
        NextRound.of(tournament.id, round).ifPresent(made -> {
            throw ProblemException.conflict(
                    "next-round-exists",
                    "Round " + round + "'s next round is already tournament " + made.nextTournamentId()
                            + "; delete that one first to make it again.",
                    Map.of("tournamentId", made.nextTournamentId()));
        });
        lifecycle.requireRoundFinished(tournament);
    }

    private static List<Long> pickedFromTie(QualifiersView.CutTie tie, List<Long> picked) {
        List<Long> chosen = picked == null ? List.of() : picked;
        if (tie == null) {
            if (!chosen.isEmpty()) {
                throw ProblemException.badRequest(
                        "no-cut-tie",
                        "Nobody is tied across the cut; leave out 'fromTie'.",
                        Map.of("field", "fromTie"));
            }
            return List.of();
        }
        Set<Long> tied =
                new HashSet<>(tie.tied().stream().map(StandingLine::entry).toList());
        if (chosen.size() != tie.seatsLeft()
                || new HashSet<>(chosen).size() != chosen.size()
                || !tied.containsAll(chosen)) {
            throw ProblemException.conflict(
                    "cut-tie-unresolved",
                    "Entries " + tied + " are tied for places " + tie.firstPlace()
                            + "–" + tie.lastPlace() + " across the cut: name in 'fromTie' the " + tie.seatsLeft()
                            + " of them who go through.",
                    Map.of("field", "fromTie", "tied", List.copyOf(tied), "seatsLeft", tie.seatsLeft()));
        }
        return chosen;
    }
}
