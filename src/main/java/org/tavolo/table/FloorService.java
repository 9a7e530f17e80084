package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashSet;
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
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Runs the floor once the seats are drawn (the draws are {@link SeatDraws}, the buttons
 * {@link TableButtons}, undoing a floor action {@link MoveUndo}): balancing and table breaks after
 * eliminations, late-entry seating and manual moves. Loads state, asks the seating core, stores the outcome, and records
 * every move and action in the audit trail. Every method changes one tournament in one transaction, marking
 * the tournament changed so that two organizers acting at once cannot both commit (409).
 */
@ApplicationScoped
public class FloorService {

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;

    FloorService(Clock clock, AuditTrail audit, TournamentService tournaments) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
    }

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
        long seed = Seeds.fresh();
        Rebalance result = Balancer.rebalance(
                tables.stream().map(PokerTable::state).toList(),
                tournament.settings().balanceRules(),
                seed);
        apply(tournamentId, draw, tables, result.moves(), seed);
        Instant now = clock.instant();
        for (Integer broken : result.broken()) {
            table(tables, broken).breakUp(now);
            audit.record(tournamentId, "table-broken", "Broke table " + broken + ".", Map.of("table", broken));
        }
        if (result.moves().stream().anyMatch(m -> m.reason() == MoveReason.FINAL_TABLE)) {
            PokerTable finalTable = table(tables, result.tables().get(0).number());
            finalTable.clearButton();
            finalTable.advanceButton();
            audit.record(
                    tournamentId,
                    "final-table",
                    "Redrew " + result.tables().get(0).players() + " players at the final table.",
                    Map.of("players", result.tables().get(0).players()));
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
                        "not-seated",
                        entry.player().name() + " has no seat.",
                        Map.of("entry", entryId, "name", entry.player().name())));
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
     * Seats a late entry (Hold'em, docs/rules.md#holdem-tournament): at the table with the fewest players, in a seat
     * drawn at random among those not between the small blind and the button. Called by the entry
     * service inside its transaction.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public SeatAssignment seatLateEntry(Tournament tournament, Entry entry) {
        List<PokerTable> tables = PokerTable.inPlay(tournament.id);
        long seed = Seeds.fresh();
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
                        + seed + ").",
                Map.of("name", entry.player().name(), "table", seat.table(), "seat", seat.seat()));
        return seat;
    }

    /**
     * Seats a player whose bust was undone (a void) back at the seat he left, {@code seat} at table {@code tableNumber},
     * when that table is still in play and the seat still free; else as a late entry ({@link #seatLateEntry}). So a
     * corrected hand finds its players where they played it.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public SeatAssignment seatBack(Tournament tournament, Entry entry, int tableNumber, int seat) {
        PokerTable table = PokerTable.inPlay(tournament.id, tableNumber).orElse(null);
        if (table == null
                || table.isBroken()
                || seat > table.capacity()
                || table.seats().containsKey(seat)) {
            return seatLateEntry(tournament, entry);
        }
        table.seat(entry.id, seat);
        audit.record(
                tournament.id,
                "seated-back",
                "Seated entry " + entry.id + " back at table " + tableNumber + " seat " + seat + ", the seat it left.",
                Map.of("name", entry.player().name(), "table", tableNumber, "seat", seat));
        return new SeatAssignment(entry.id, tableNumber, seat);
    }

    /** The tables in play of the current draw. */
    public List<PokerTable> tablesInPlay(long tournamentId) {
        tournaments.get(tournamentId);
        return PokerTable.inPlay(tournamentId);
    }

    /** Every recorded move, newest first. */
    public List<SeatMove> moves(long tournamentId) {
        tournaments.get(tournamentId);
        return SeatMove.ofTournament(tournamentId);
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
                            "Entry " + entry + " is out and leaves table " + table.number() + ".",
                            Map.of("name", nameOf(entry), "table", table.number()));
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
        audit.record(
                tournamentId,
                "players-moved",
                describe(moves) + (seed == null ? "" : " (seed " + seed + ")"),
                Map.of("moves", facts(moves)));
    }

    /** The moves as the audit trail's facts: who, from which table and seat, to which. */
    static List<Map<String, Object>> facts(List<Move> moves) {
        return moves.stream()
                .sorted(Comparator.comparingLong(Move::entry))
                .map(m -> Map.<String, Object>of(
                        "name", nameOf(m.entry()),
                        "fromTable", m.fromTable(),
                        "fromSeat", m.fromSeat(),
                        "toTable", m.toTable(),
                        "toSeat", m.toSeat()))
                .toList();
    }

    private static String nameOf(long entry) {
        Entry found = Entry.findById(entry);
        return found == null ? "" : found.player().name();
    }

    static String describe(List<Move> moves) {
        return moves.stream()
                .sorted(Comparator.comparingLong(Move::entry))
                .map(m -> "entry " + m.entry() + " " + m.fromTable() + "/" + m.fromSeat() + " -> " + m.toTable() + "/"
                        + m.toSeat() + " (" + m.reason() + ")")
                .collect(Collectors.joining("; "));
    }

    /** The current draw, or 409 not-drawn before the first. */
    static Draw requireDrawn(long tournamentId) {
        return Draw.current(tournamentId)
                .orElseThrow(() ->
                        ProblemException.conflict("not-drawn", "The seats of this tournament are not drawn yet."));
    }

    private static PokerTable table(List<PokerTable> tables, int number) {
        return tables.stream().filter(t -> t.number() == number).findFirst().orElseThrow();
    }
}
