package org.tavolo.penalty;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.hand.italian.ParolHands;
import org.tavolo.hand.voids.WhoMayVoid;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.KeyedTableChanges;
import org.tavolo.ledger.SeatedPlayers;
import org.tavolo.ledger.SeenSeats;
import org.tavolo.ledger.StackChange;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;
import org.tavolo.poker.RuleViolation;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * Penalties given at a table (docs/rules.md#penalties): chips a player pays to the pot, to the other
 * players or out of play, or a hand he sits out. Each goes through {@link TableChanges}, like a hand
 * or a chip count, and is undone by its own void, which reverses its ledger lines.
 */
@ApplicationScoped
public class PenaltyService {

    private final KeyedTableChanges changes;
    private final WhoMayVoid who;

    PenaltyService(KeyedTableChanges changes, WhoMayVoid who) {
        this.changes = changes;
        this.who = who;
    }

    /**
     * Records a penalty; a resend with the same {@code entryId} gets the first answer and changes nothing.
     * Like a hand, it is given at a table that plays its game (409 {@code table-closed}), in the game the
     * director saw and to the player he saw at the seat (docs/errors.md#entries-bound-to-what-was-seen);
     * never at a Chinese poker table, which has no pot and no hand to skip.
     */
    @Transactional
    public PenaltyAnswer give(long tournamentId, int tableNumber, PenaltyRequest request) {
        Tournament tournament = changes.tournament(tournamentId);
        if (tournament.format() == TournamentFormat.CHINESE_POKER) {
            throw ProblemException.badRequest(
                    "penalty-not-in-format",
                    "No penalty is given at a Chinese poker table: there is no pot and no hand to skip.",
                    Map.of("format", tournament.format().name(), "field", "to"));
        }
        TableChanges.Seen seen = TableChanges.Seen.NOTHING.playing(request.gameNumber(), "gameNumber");
        if (request.seat() != null) {
            seen = seen.withPlayers(List.of(new TableChanges.SeenPlayer(request.seat(), request.entry(), "entry")));
        } else {
            seen = seen.missing(List.of("seat"));
        }
        return changes.change(
                        tournament,
                        changes.current(tournament, tableNumber),
                        () -> Penalty.byKey(tournamentId, request.entryId())
                                .map(first -> first.sentAgain(
                                        tableNumber,
                                        request,
                                        "penalty-id-reused",
                                        "entryId",
                                        "another penalty (" + first.id + ")")),
                        seen,
                        at -> given(tournament, at, request))
                .named(tournamentId);
    }

    /**
     * Voids a penalty: its ledger lines are reversed. A resend once it is void answers the void again
     * and changes nothing; a void that would leave a stack below zero is refused. A director voids only a
     * penalty he gave himself ({@link WhoMayVoid}), and names the game and the penalty's players with their stacks
     * now (docs/errors.md#entries-bound-to-what-was-seen).
     */
    @Transactional
    public PenaltyAnswer voidPenalty(long tournamentId, int tableNumber, long penaltyId, VoidPenaltyRequest request) {
        Tournament tournament = changes.tournament(tournamentId);
        Penalty penalty = KeyedTableChanges.entry(
                Penalty.findByIdOptional(penaltyId), tournamentId, table -> table == tableNumber, "penalty", penaltyId);
        who.requireMayVoid("penalty " + penalty.id, penalty.recordedBy(), tableNumber);
        Map<Long, Integer> seatOf = new LinkedHashMap<>();
        penalty.answer().stacks().forEach(s -> seatOf.put(s.entry(), s.seat()));
        return changes.change(
                        tournament,
                        penalty.where(),
                        () -> {
                            Penalty.getEntityManager().refresh(penalty);
                            return penalty.voidAnswer();
                        },
                        TableChanges.Seen.NOTHING
                                .inGame(request.gameNumber(), "gameNumber")
                                .missing(SeenSeats.unbound(request.expected(), seatOf.keySet())),
                        at -> {
                            SeenSeats.require(
                                    penalty.where(),
                                    request.expected(),
                                    seatOf,
                                    ChipLedger.stacksOf(
                                            tournament, penalty.where().game(), seatOf.keySet()));
                            return voided(
                                    tournament, at, penalty, request.reason().strip());
                        })
                .named(tournamentId);
    }

    private TableChanges.Done<PenaltyAnswer> given(
            Tournament tournament, TableChanges.Locked at, PenaltyRequest request) {
        TableAtPlay table = at.table();
        int seat = seatOf(tournament, table, request.entry());
        PenaltyTo to = request.to();
        long chips = PenaltyChips.taken(tournament, table, seat, request);
        String reason = request.reason().strip();
        String line = "penalty (" + to + "): " + reason;
        TableAtPlay.StackChanges changed =
                take(tournament, at, PenaltyChips.deltas(tournament, table, seat, chips, to), to, line);
        List<Elimination> eliminated =
                changes.eliminate(tournament, table, changed).eliminated();
        Penalty penalty = Penalty.of(table.where(), request, chips, at.by(), at.now());
        PenaltyAnswer unnumbered = PenaltyAnswer.given(request, seat, chips, changed.changes(), eliminated);
        penalty.answer(unnumbered);
        penalty.persist();
        if (to.carriedToNextPot()) {
            CarriedPotMove.ofPenalty(table.where(), chips, penalty.id, at.by(), at.now())
                    .persist();
        }
        PenaltyAnswer answer = unnumbered.numbered(
                penalty.id, changes.chipsInPlay(tournament, table.where().game()));
        penalty.answer(answer);
        return new TableChanges.Done<>(
                answer,
                "penalty-given",
                at.by() + " gave entry " + request.entry() + " at table "
                        + table.where().table() + " a penalty "
                        + (chips > 0 ? "of " + chips + " chips " : "") + "(" + to + ", penalty "
                        + penalty.id + "): " + reason,
                Map.of(
                        "by", at.by(),
                        "name", nameOf(tournament.id, request.entry()),
                        "table", table.where().table(),
                        "chips", chips,
                        "reason", reason));
    }

    /** The penalty's ledger lines written and the stacks changed by them; the game told when chips moved. */
    private TableAtPlay.StackChanges take(
            Tournament tournament, TableChanges.Locked at, Map<Integer, Long> deltas, PenaltyTo to, String line) {
        TableAtPlay table = at.table();
        deltas.forEach((s, delta) -> at.line(ChipMovement.penalty(
                table.where(), table.entryAt(s), delta, to.leavesPlay(), line, at.by(), at.now())));
        TableAtPlay.StackChanges changed = table.apply(deltas);
        if (!deltas.isEmpty()) {
            changes.chipsChanged(tournament, table.where(), at.by(), line);
        }
        return changed;
    }

    /** The seat of the penalized entry at the table; refused when he moved to another table or sits at none. */
    private static int seatOf(Tournament tournament, TableAtPlay table, long entry) {
        Integer seat = table.seatOf().get(entry);
        if (seat != null) {
            return seat;
        }
        if (PokerTable.seating(tournament.id, entry).isPresent()) {
            throw SeatedPlayers.moved(table, null, entry, "entry");
        }
        throw new RuleViolation(
                "not-at-table",
                Entry.nameOf(entry) + " does not sit at table " + table.where().table() + ".",
                Map.of("entry", entry, "field", "entry", "name", Entry.nameOf(entry)));
    }

    private TableChanges.Done<PenaltyAnswer> voided(
            Tournament tournament, TableChanges.Locked at, Penalty penalty, String reason) {
        PenaltyAnswer first = penalty.answer();
        Map<Long, Long> stacks = ChipLedger.stacksOf(
                tournament,
                penalty.where().game(),
                first.stacks().stream().map(StackChange::entry).toList());
        String line = "void of penalty " + penalty.id + ": " + reason;
        ParolHands.reverse(
                CarriedPotMove.ofPenalty(penalty.id), penalty.where(), "penalty " + penalty.id, at.by(), at.now());
        List<StackChange> reversed = reverse(at, penalty, stacks, line);
        if (!reversed.isEmpty()) {
            changes.chipsChanged(tournament, penalty.where(), at.by(), line);
        }
        PenaltyAnswer answer = first.voided(
                reason,
                reversed,
                changes.chipsInPlay(tournament, penalty.where().game()));
        penalty.voided(answer);
        return new TableChanges.Done<>(
                answer,
                "penalty-voided",
                at.by() + " voided penalty " + penalty.id + ": " + reason,
                Map.of(
                        "by", at.by(),
                        "name", nameOf(tournament.id, first.entry()),
                        "table", penalty.where().table(),
                        "reason", reason));
    }

    /** The penalty's ledger lines reversed, each stack checked not to go below zero; the stacks changed. */
    private static List<StackChange> reverse(
            TableChanges.Locked at, Penalty penalty, Map<Long, Long> stacks, String line) {
        PenaltyAnswer first = penalty.answer();
        List<StackChange> reversed = new ArrayList<>();
        for (StackChange s : first.stacks()) {
            long now = stacks.get(s.entry());
            long delta = s.before() - s.after();
            ChipLedger.requireNotBelowZero("penalty " + penalty.id, s.entry(), now, delta);
            // flagged as the penalty's own lines were (a penalty to the pot was flagged before V330)
            at.line(ChipMovement.penalty(
                    penalty.where(), s.entry(), delta, first.totalChange() != 0, line, at.by(), at.now()));
            reversed.add(new StackChange(s.seat(), s.entry(), null, null, now, now + delta));
        }
        return reversed;
    }

    /** The player's name of an entry, for the audit trail ("" when the entry is unknown). */
    private static String nameOf(long tournamentId, long entry) {
        String name = EntryNames.of(tournamentId, List.of(entry)).name(entry);
        return name == null ? "" : name;
    }
}
