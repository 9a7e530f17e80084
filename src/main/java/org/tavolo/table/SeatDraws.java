package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.TournamentClock;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.entry.Turnout;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.poker.seating.TablePlanner;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * Draws the seats: the first draw and the draw of each next game, with the game lifecycle checks
 * that guard it. Every draw is recorded with its seed and algorithm so that anyone can verify it,
 * and noted in the audit trail. Every method changes one tournament in one transaction, holding
 * the tournament's lock: the same draw asked for several times at once is made once, and the other
 * requests, waiting for the lock, answer as a repeat after it (the same draw, or already-drawn).
 */
@ApplicationScoped
public class SeatDraws {

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;
    private final GameLifecycle lifecycle;
    private final SeedCommitments commitments;
    private final Turnout turnout;

    SeatDraws(
            Clock clock,
            AuditTrail audit,
            TournamentService tournaments,
            GameLifecycle lifecycle,
            SeedCommitments commitments,
            Turnout turnout) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
        this.lifecycle = lifecycle;
        this.commitments = commitments;
        this.turnout = turnout;
    }

    /**
     * The first draw (game 1): seats every entry by the verifiable draw and closes registration.
     * With no seed given, a fresh one is drawn; either way it is published with the draw. The registrations become
     * entries first, as the door says: with check-in, only who came (docs/registration.md#the-draw).
     */
    @Transactional
    public Draw firstDraw(long tournamentId, Long seed) {
        Tournament tournament = tournaments.getLocked(tournamentId);
        if (Draw.current(tournamentId).isPresent()) {
            throw ProblemException.conflict("already-drawn", "The seats of this tournament are already drawn.");
        }
        turnout.beforeFirstDraw(tournament);
        Draw draw = drawSeats(tournament, 1, seed);
        tournament.markDrawn(clock.instant());
        return draw;
    }

    /**
     * The draw for the next game of an Italian or Chinese poker tournament: a new seed, or the
     * previous tables and seats kept when the settings say so for the second game of a round
     * (docs/rules.md#italian-tournament). The clock goes back to "not started" for the new game.
     * The request names the game it draws: the same request again answers the same draw, and the
     * lifecycle refuses a game out of turn, past the round or before every table has closed
     * (docs/floor.md#game-lifecycle).
     */
    @Transactional
    public NextDraw nextGame(long tournamentId, int expected, Long seed) {
        Tournament tournament = tournaments.getLocked(tournamentId);
        if (!lifecycle.of(tournament).nextGame(expected)) {
            return new NextDraw(Draw.current(tournamentId).orElseThrow(), true);
        }
        Draw current = Draw.current(tournamentId).orElseThrow();
        int game = current.gameNumber() + 1;
        TournamentSettings settings = tournament.settings();
        boolean sameRound = (game - 1) % settings.gamesPerRound() != 0;
        Draw draw = sameRound && !settings.redrawBetweenGames()
                ? keepSeats(tournament, current, game)
                : drawSeats(tournament, game, seed);
        TournamentClock.of(tournamentId).ifPresent(TournamentClock::restartForNextGame);
        return new NextDraw(draw, false);
    }

    /** The draw of a next-game request, and whether the request repeated one already answered. */
    public record NextDraw(Draw draw, boolean repeated) {}

    /** Every draw of the tournament, first game first. */
    public List<Draw> draws(long tournamentId) {
        tournaments.get(tournamentId);
        return Draw.ofTournament(tournamentId);
    }

    /** The draw's tables, empty: a Hold'em table has the most seats a table may hold, another as many as the plan's. */
    private static List<PokerTable> openTables(Tournament tournament, Draw draw, TablePlan plan) {
        int capacity = tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? tournament.settings().maxSeats()
                : 0;
        List<PokerTable> tables = new ArrayList<>();
        for (int number = 1; number <= plan.tables(); number++) {
            tables.add(PokerTable.open(
                    tournament.id,
                    draw.id,
                    number,
                    capacity > 0 ? capacity : plan.sizes().get(number - 1)));
        }
        return tables;
    }

    private Draw drawSeats(Tournament tournament, int game, Long requestedSeed) {
        long tournamentId = tournament.id;
        List<Long> order = Entry.activeIn(tournamentId).stream().map(e -> e.id).toList();
        TablePlan plan = planFor(tournament, order.size());
        long seed = commitments.seedFor(tournamentId, game, requestedSeed);
        List<SeatAssignment> seating = SeatDraw.draw(order, plan, seed);
        Draw draw = Draw.record(
                tournamentId, game, seed, SeatDraw.ALGORITHM, order, plan.sizes(), clock.instant(), audit.actor());
        draw.persist();
        List<PokerTable> tables = openTables(tournament, draw, plan);
        seating.forEach(s -> tables.get(s.table() - 1).seat(s.entry(), s.seat()));
        tables.forEach(t -> t.persist());
        audit.record(
                tournamentId,
                "seats-drawn",
                "Drew game " + game + ": " + order.size() + " players at tables of " + plan.sizes() + " with seed "
                        + seed + " (" + SeatDraw.ALGORITHM + ").",
                Map.of(
                        "game",
                        game,
                        "players",
                        order.size(),
                        "tables",
                        plan.tables(),
                        "algorithm",
                        SeatDraw.ALGORITHM,
                        "seed",
                        seed));
        return draw;
    }

    private Draw keepSeats(Tournament tournament, Draw previous, int game) {
        long tournamentId = tournament.id;
        List<PokerTable> before = PokerTable.ofDraw(previous.id).stream()
                .filter(t -> !t.isBroken())
                .toList();
        Set<Long> active = new HashSet<>(
                Entry.activeIn(tournamentId).stream().map(e -> e.id).toList());
        List<Long> order = before.stream()
                .flatMap(t -> t.seats().values().stream())
                .filter(active::contains)
                .sorted()
                .toList();
        Draw draw = Draw.record(
                tournamentId,
                game,
                null,
                Draw.KEPT,
                order,
                before.stream().map(PokerTable::players).toList(),
                clock.instant(),
                audit.actor());
        draw.persist();
        for (PokerTable old : before) {
            PokerTable table = PokerTable.open(tournamentId, draw.id, old.number(), old.capacity());
            old.seats().forEach((seat, entry) -> {
                if (active.contains(entry)) {
                    table.seat(entry, seat);
                }
            });
            table.persist();
        }
        audit.record(
                tournamentId,
                "seats-kept",
                "Game " + game + " keeps the tables and seats of game " + previous.gameNumber() + ".",
                Map.of("game", game, "previous", previous.gameNumber()));
        return draw;
    }

    /** The table plan of the format (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match); Italian plans need a points scheme for every table size. */
    private static TablePlan planFor(Tournament tournament, int players) {
        TournamentSettings s = tournament.settings();
        TablePlan plan =
                switch (tournament.format()) {
                    case ITALIAN_DRAW -> TablePlanner.italian(players, s.oddTables());
                    case TEXAS_HOLDEM -> TablePlanner.holdem(players, s.minSeats(), s.maxSeats(), s.maxTables());
                    case CHINESE_POKER -> TablePlanner.chinese(players);
                };
        if (tournament.format() == TournamentFormat.ITALIAN_DRAW) {
            plan.sizes().stream().distinct().forEach(s::pointsFor);
        }
        return plan;
    }
}
