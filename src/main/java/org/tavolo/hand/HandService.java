package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.ClockService;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Hands entered at the tables. A hand is checked against the table's seating and stacks, settled
 * by the core, and its stack changes, eliminations and answer are stored in one transaction
 * (docs/rules.md#side-pots, #resti, #italian-tournament, #holdem-tournament). A voided hand's
 * ledger lines are reversed and its eliminations undone.
 */
@ApplicationScoped
public class HandService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final Eliminations eliminations;
    private final AuditTrail audit;
    private final Clock clock;
    private final GameLifecycle lifecycle;
    private final ClockService clockService;

    HandService(
            TournamentService tournaments,
            ChipLedger ledger,
            Eliminations eliminations,
            AuditTrail audit,
            Clock clock,
            GameLifecycle lifecycle,
            ClockService clockService) {
        this.lifecycle = lifecycle;
        this.clockService = clockService;
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.eliminations = eliminations;
        this.audit = audit;
        this.clock = clock;
    }

    /**
     * Enters a hand. A retry with the same {@code entryId} returns the first answer and changes
     * nothing; the same id with a different hand is refused.
     */
    @Transactional
    public HandAnswer enterHand(long tournamentId, int tableNumber, EnterHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        RecordedHand.Request entered = RecordedHand.Request.of(request);
        Game game = Settling.gameOf(tournament, request.game());
        TableInGame where = ledger.lockAt(tournament, tableNumber);
        // looked up under the lock, so that a resend while the first is still in flight finds it
        var earlier = HandEntry.byKey(tournamentId, request.entryId());
        if (earlier.isPresent()) {
            return retried(tournamentId, earlier.get(), tableNumber, entered);
        }
        // asked under the lock: a close of this table that held the lock before is seen
        lifecycle.requirePlaying(tournament, where.game(), request.gameNumber(), tableNumber, "gameNumber");
        TableAtPlay table = ledger.atTable(tournament, where);
        table.checkHand(request.players());
        ClockReading clockNow = clockService.reading(tournamentId);
        RecordedHand.Opening opening = ItalianHandRules.check(tournament, game, table, request, clockNow);
        HoldemHandRules.check(tournament, game, table, request, clockNow);
        SettledHand settled = Settling.settle(tournament, game, table, request);
        Instant now = clock.instant();
        HandEntry hand =
                HandEntry.record(table.where(), entered, settled.settlement().totalUnawarded(), audit.actor(), now);
        RecordedHand.Answer answer = record(tournament, table, hand, settled, request, now, opening);
        hand.answer(answer);
        hand.persist();
        table.pokerTable().buttonAfterHand(request.button());
        audit.record(tournamentId, "hand-entered", enteredText(hand, answer));
        return answered(tournamentId, answer);
    }

    private static HandAnswer retried(
            long tournamentId, HandEntry first, int tableNumber, RecordedHand.Request entered) {
        if (first.where().table() != tableNumber || !first.recorded().request().equals(entered)) {
            throw ProblemException.conflict(
                    "entry-id-reused",
                    "entryId '" + entered.entryId() + "' was already used for another hand (" + first.id + ").",
                    Map.of("field", "entryId"));
        }
        return answered(tournamentId, first.recorded().answer());
    }

    /** A stored answer with the names of its players, read in one query. */
    private static HandAnswer answered(long tournamentId, RecordedHand.Answer answer) {
        return HandAnswer.from(answer, EntryNames.of(tournamentId, HandAnswer.entriesOf(answer)));
    }

    /** Writes the hand's ledger lines and eliminations against the table's stacks. */
    private RecordedHand.Answer record(
            Tournament tournament,
            TableAtPlay table,
            HandEntry hand,
            SettledHand settled,
            EnterHandRequest request,
            Instant now,
            RecordedHand.Opening opening) {
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        for (EnterHandRequest.Player player : request.players()) {
            long delta = settled.settlement().payouts().getOrDefault(player.seat(), 0L) - player.contributed();
            deltas.put(player.seat(), delta);
            if (delta != 0) {
                ChipMovement.handResult(
                                table.where(), table.entryAt(player.seat()), delta, hand.id, hand.recordedBy(), now)
                        .persist();
            }
        }
        TableAtPlay.StackChanges changes = table.apply(deltas);
        List<HandAnswer.Elimination> eliminated =
                eliminations.eliminate(tournament, table, hand.id, changes.outOfChips());
        return new RecordedHand.Answer(
                hand.id,
                hand.handNo(),
                table.where().game(),
                table.where().table(),
                hand.status(),
                Settling.recorded(settled),
                changes.changes().stream()
                        .map(c -> new RecordedHand.Stack(c.seat(), c.entry(), c.before(), c.after()))
                        .toList(),
                eliminated.stream()
                        .map(e -> new RecordedHand.Out(e.seat(), e.entry(), e.chipsAtStartOfHand(), e.place()))
                        .toList(),
                eliminations.rebalance(tournament, eliminated),
                opening);
    }

    private static String enteredText(HandEntry hand, RecordedHand.Answer answer) {
        return hand.recordedBy() + " entered hand " + hand.handNo() + " at table " + answer.table() + " (hand "
                + hand.id + ")"
                + (answer.eliminated().isEmpty()
                        ? "."
                        : "; out of chips: entries "
                                + answer.eliminated().stream()
                                        .map(RecordedHand.Out::entry)
                                        .toList() + ".");
    }

    /** The organizer voids a hand: its ledger lines are reversed and its eliminations undone. */
    @Transactional
    public VoidedHand voidHand(long tournamentId, long handId, VoidHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = find(tournamentId, handId);
        TableAtPlay.lock(hand.where());
        HandEntry.getEntityManager().refresh(hand);
        Instant now = clock.instant();
        String by = audit.actor();
        hand.voidBy(by, request.reason(), now);
        List<ChipMovement> lines = ChipMovement.ofHand(handId);
        requireNoStackBelowZero(tournament, hand, lines);
        for (ChipMovement line : lines) {
            ChipMovement.reversal(line, handId, request.reason().strip(), by, now)
                    .persist();
        }
        List<Long> undone = eliminations.undo(handId, entry -> true);
        lifecycle.chipsChanged(tournamentId, hand.where().game(), hand.where().table(), by, "hand voided");
        audit.record(
                tournamentId, "hand-voided", hand.voidedBy() + " voided hand " + handId + ": " + hand.voidReason());
        List<SeatAssignment> reseated =
                eliminations.backInPlay(tournament, hand.where().game(), undone);
        return new VoidedHand(handId, hand.status(), hand.voidedBy(), hand.voidReason(), hand.voidedAt(), reseated);
    }

    /**
     * Refuses a void that would leave a stack below zero: a later hand at the table spent the
     * chips this one won, and that hand is voided first.
     */
    private void requireNoStackBelowZero(Tournament tournament, HandEntry hand, List<ChipMovement> lines) {
        Map<Long, Long> back = new LinkedHashMap<>();
        lines.forEach(line -> back.merge(line.entry(), -line.delta(), Math::addExact));
        Map<Long, Long> stacks = ledger.stacks(tournament, hand.where().game(), back.keySet());
        back.forEach((entry, delta) -> {
            if (stacks.get(entry) + delta < 0) {
                throw ProblemException.conflict(
                        "void-leaves-negative-stack",
                        "Voiding hand " + hand.id + " would leave entry " + entry + " with "
                                + (stacks.get(entry) + delta)
                                + " chips: a later hand spent the chips it won. Void that hand first.",
                        Map.of("entry", entry, "stack", stacks.get(entry)));
            }
        });
    }

    /** A hand as it was answered. */
    @Transactional
    public HandAnswer hand(long tournamentId, long handId) {
        tournaments.get(tournamentId);
        return answered(tournamentId, find(tournamentId, handId).recorded().answer());
    }

    static HandEntry find(long tournamentId, long handId) {
        return HandEntry.inTournament(tournamentId, handId)
                .orElseThrow(() -> ProblemException.notFound("hand", handId));
    }
}
