package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.TournamentClock;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.seating.Balancer;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.MoveReason;
import org.tavolo.poker.seating.Rebalance;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.poker.seating.TablePlanner;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * Runs the floor: seat draws, the button, balancing and table breaks after eliminations, manual
 * moves and undo. Loads state, asks the seating core, stores the outcome, and records every move
 * and action in the audit trail. Every method changes one tournament in one transaction, marking
 * the tournament changed so that two organizers acting at once cannot both commit (409).
 */
@ApplicationScoped
public class FloorService {

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;
    private final SecureRandom seeds = new SecureRandom();
    private final GameLifecycle lifecycle;

    FloorService(Clock clock, AuditTrail audit, TournamentService tournaments, GameLifecycle lifecycle) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
        this.lifecycle = lifecycle;
    }

    /**
     * The first draw (game 1): seats every entry by the verifiable draw and closes registration.
     * With no seed given, a fresh one is drawn; either way it is published with the draw.
     */
    @Transactional
    public Draw firstDraw(long tournamentId, Long seed) {
        Tournament tournament = tournaments.getForChange(tournamentId);
        if (Draw.current(tournamentId).isPresent()) {
            throw ProblemException.conflict("already-drawn", "The seats of this tournament are already drawn.");
        }
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
        Tournament tournament = tournaments.getForChange(tournamentId);
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

    /**
     * What the floor does after an elimination (docs/rules.md#holdem-tournament; TDA rules 10–11): eliminated entries
     * leave their seats, then for Hold'em the tables are broken, redrawn at the final table or
     * balanced as needed. Returns the moves to announce (none for Italian and Chinese poker, whose
     * tables play each game through). Callers that eliminate entries call this in their own
     * transaction or after it.
     */
    @Transactional
    public List<Move> afterElimination(long tournamentId) {
        Tournament tournament = tournaments.getForChange(tournamentId);
        Draw draw = requireDrawn(tournamentId);
        List<PokerTable> tables = PokerTable.inPlay(tournamentId);
        vacateSeatsOfEliminated(tournamentId, tables);
        if (tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return List.of();
        }
        if (Entry.countActiveIn(tournamentId) <= 1) {
            TournamentClock.of(tournamentId).ifPresent(c -> c.stopAtTheEnd(clock.instant()));
        }
        long seed = newSeed();
        Rebalance result = Balancer.rebalance(
                tables.stream().map(PokerTable::state).toList(),
                tournament.settings().balanceRules(),
                seed);
        apply(tournamentId, draw, tables, result.moves(), seed);
        Instant now = clock.instant();
        for (Integer broken : result.broken()) {
            table(tables, broken).breakUp(now);
            audit.record(tournamentId, "table-broken", "Broke table " + broken + ".");
        }
        if (result.moves().stream().anyMatch(m -> m.reason() == MoveReason.FINAL_TABLE)) {
            PokerTable finalTable = table(tables, result.tables().get(0).number());
            finalTable.clearButton();
            finalTable.advanceButton();
            audit.record(
                    tournamentId,
                    "final-table",
                    "Redrew " + result.tables().get(0).players() + " players at the final table.");
        }
        return result.moves();
    }

    /** The organizer moves a player by hand to an open seat. */
    @Transactional
    public Move move(long tournamentId, long entryId, int toTable, int toSeat) {
        tournaments.getForChange(tournamentId);
        Draw draw = requireDrawn(tournamentId);
        Entry entry = Entry.inTournament(tournamentId, entryId);
        entry.requireActive();
        List<PokerTable> tables = PokerTable.inPlay(tournamentId);
        PokerTable from = tables.stream()
                .filter(t -> t.seatOf(entryId).isPresent())
                .findFirst()
                .orElseThrow(() -> ProblemException.conflict(
                        "not-seated", "Entry " + entryId + " has no seat.", Map.of("entry", entryId)));
        if (tables.stream().noneMatch(t -> t.number() == toTable)) {
            throw ProblemException.badRequest(
                    "no-such-table",
                    "Table " + toTable + " is not in play.",
                    Map.of("table", toTable, "field", "toTable"));
        }
        Move move = new Move(
                entryId, from.number(), from.seatOf(entryId).orElseThrow(), toTable, toSeat, MoveReason.MANUAL);
        apply(tournamentId, draw, tables, List.of(move), null);
        return move;
    }

    /**
     * Undoes the last floor action not yet undone (a balance, a break, a final-table redraw or a
     * manual move): everyone it moved goes back to his seat and broken tables reopen. Refused
     * when a player it moved has since moved again or busted.
     */
    @Transactional
    public List<Move> undoLast(long tournamentId) {
        tournaments.getForChange(tournamentId);
        List<SeatMove> batch = SeatMove.lastBatch(tournamentId);
        if (batch.isEmpty()) {
            throw ProblemException.conflict("nothing-to-undo", "There is no move to undo.");
        }
        Map<Integer, PokerTable> tables = PokerTable.ofDraw(batch.get(0).drawId()).stream()
                .collect(Collectors.toMap(PokerTable::number, t -> t, (a, b) -> a, LinkedHashMap::new));
        for (SeatMove recorded : batch) {
            Move m = recorded.move();
            PokerTable to = tables.get(m.toTable());
            if (to.isBroken() || !Long.valueOf(m.entry()).equals(to.seats().get(m.toSeat()))) {
                throw ProblemException.conflict(
                        "move-not-undoable",
                        "Entry " + m.entry() + " no longer sits at table " + m.toTable() + " seat " + m.toSeat()
                                + "; the move cannot be undone.",
                        Map.of("entry", m.entry()));
            }
        }
        batch.forEach(recorded ->
                tables.get(recorded.move().toTable()).unseat(recorded.move().entry()));
        Instant now = clock.instant();
        for (SeatMove recorded : batch) {
            Move m = recorded.move();
            PokerTable from = tables.get(m.fromTable());
            if (from.isBroken()) {
                from.reopen();
            }
            from.seat(m.entry(), m.fromSeat());
            recorded.undo(now);
        }
        audit.record(
                tournamentId,
                "moves-undone",
                "Undid " + batch.size() + " move(s): "
                        + describe(batch.stream().map(SeatMove::move).toList()));
        return batch.stream().map(SeatMove::move).toList();
    }

    /** The director sets the button seat for the next hand at a table. */
    @Transactional
    public PokerTable placeButton(long tournamentId, int tableNumber, int seat) {
        tournaments.getForChange(tournamentId);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        table.placeButton(seat);
        audit.record(tournamentId, "button-placed", "Button at table " + tableNumber + " set to seat " + seat + ".");
        return table;
    }

    /** The button moves on to the next player after a hand. */
    @Transactional
    public PokerTable advanceButton(long tournamentId, int tableNumber) {
        tournaments.getForChange(tournamentId);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        table.advanceButton();
        audit.record(
                tournamentId,
                "button-moved",
                "Button at table " + tableNumber + " moved to seat " + table.buttonSeat() + ".");
        return table;
    }

    /**
     * Seats a late entry (Hold'em, docs/rules.md#holdem-tournament): at the table with the fewest players, in a seat
     * drawn at random among those not between the small blind and the button. Called by the entry
     * service inside its transaction.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public SeatAssignment seatLateEntry(Tournament tournament, Entry entry) {
        List<PokerTable> tables = PokerTable.inPlay(tournament.id);
        long seed = newSeed();
        SeatAssignment seat;
        try {
            seat = Balancer.seatLateEntry(
                    tables.stream().map(PokerTable::state).toList(),
                    entry.id,
                    tournament.settings().balanceRules(),
                    seed);
        } catch (RuleViolation full) {
            throw ProblemException.conflict(full.code(), full.getMessage());
        }
        table(tables, seat.table()).seat(entry.id, seat.seat());
        audit.record(
                tournament.id,
                "late-entry-seated",
                "Seated late entry " + entry.id + " at table " + seat.table() + " seat " + seat.seat() + " (seed "
                        + seed + ").");
        return seat;
    }

    /** The tables in play of the current draw. */
    public List<PokerTable> tablesInPlay(long tournamentId) {
        tournaments.get(tournamentId);
        return PokerTable.inPlay(tournamentId);
    }

    /** Every draw of the tournament, first game first. */
    public List<Draw> draws(long tournamentId) {
        tournaments.get(tournamentId);
        return Draw.ofTournament(tournamentId);
    }

    /** Every recorded move, newest first. */
    public List<SeatMove> moves(long tournamentId) {
        tournaments.get(tournamentId);
        return SeatMove.ofTournament(tournamentId);
    }

    private Draw drawSeats(Tournament tournament, int game, Long requestedSeed) {
        long tournamentId = tournament.id;
        List<Long> order = Entry.activeIn(tournamentId).stream().map(e -> e.id).toList();
        TablePlan plan = planFor(tournament, order.size());
        long seed = requestedSeed == null ? newSeed() : requestedSeed;
        List<SeatAssignment> seating = SeatDraw.draw(order, plan, seed);
        Draw draw = Draw.record(
                tournamentId, game, seed, SeatDraw.ALGORITHM, order, plan.sizes(), clock.instant(), audit.actor());
        draw.persist();
        int capacity = tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? tournament.settings().maxSeats()
                : 0;
        List<PokerTable> tables = new ArrayList<>();
        for (int number = 1; number <= plan.tables(); number++) {
            PokerTable table = PokerTable.open(
                    tournamentId,
                    draw.id,
                    number,
                    capacity > 0 ? capacity : plan.sizes().get(number - 1));
            tables.add(table);
        }
        seating.forEach(s -> tables.get(s.table() - 1).seat(s.entry(), s.seat()));
        tables.forEach(t -> t.persist());
        audit.record(
                tournamentId,
                "seats-drawn",
                "Drew game " + game + ": " + order.size() + " players at tables of " + plan.sizes() + " with seed "
                        + seed + " (" + SeatDraw.ALGORITHM + ").");
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
                "Game " + game + " keeps the tables and seats of game " + previous.gameNumber() + ".");
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

    private void vacateSeatsOfEliminated(long tournamentId, List<PokerTable> tables) {
        Set<Long> active = new HashSet<>(
                Entry.activeIn(tournamentId).stream().map(e -> e.id).toList());
        for (PokerTable table : tables) {
            for (Long entry : List.copyOf(table.seats().values())) {
                if (!active.contains(entry)) {
                    table.unseat(entry);
                    audit.record(
                            tournamentId,
                            "seat-vacated",
                            "Entry " + entry + " is out and leaves table " + table.number() + ".");
                }
            }
        }
    }

    /** Stores a set of moves as one floor action: everyone leaves first, then everyone sits. */
    private void apply(long tournamentId, Draw draw, List<PokerTable> tables, List<Move> moves, Long seed) {
        if (moves.isEmpty()) {
            return;
        }
        moves.forEach(m -> table(tables, m.fromTable()).unseat(m.entry()));
        moves.forEach(m -> table(tables, m.toTable()).seat(m.entry(), m.toSeat()));
        long batch = SeatMove.nextBatch(tournamentId);
        Instant now = clock.instant();
        String actor = audit.actor();
        moves.forEach(m -> SeatMove.record(tournamentId, draw.id, batch, m, seed, now, actor)
                .persist());
        audit.record(tournamentId, "players-moved", describe(moves) + (seed == null ? "" : " (seed " + seed + ")"));
    }

    private static String describe(List<Move> moves) {
        return moves.stream()
                .sorted(Comparator.comparingLong(Move::entry))
                .map(m -> "entry " + m.entry() + " " + m.fromTable() + "/" + m.fromSeat() + " -> " + m.toTable() + "/"
                        + m.toSeat() + " (" + m.reason() + ")")
                .collect(Collectors.joining("; "));
    }

    private static Draw requireDrawn(long tournamentId) {
        return Draw.current(tournamentId)
                .orElseThrow(() ->
                        ProblemException.conflict("not-drawn", "The seats of this tournament are not drawn yet."));
    }

    private static PokerTable tableInPlay(long tournamentId, int number) {
        requireDrawn(tournamentId);
        return PokerTable.inPlay(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFoundByNumber("table in play", number));
    }

    private static PokerTable table(List<PokerTable> tables, int number) {
        return tables.stream().filter(t -> t.number() == number).findFirst().orElseThrow();
    }

    /** A fresh seed below 2^53, so that it survives any JSON reader unchanged. */
    private long newSeed() {
        return seeds.nextLong() >>> 11;
    }
}
