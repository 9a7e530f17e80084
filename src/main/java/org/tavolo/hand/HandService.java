package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.Eliminations;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.LastEntry;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;
import org.tavolo.ledger.TableInGame;
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
    private final TableChanges changes;
    private final Eliminations eliminations;
    private final GameLifecycle lifecycle;
    private final HandOutcomes outcomes;

    HandService(
            TournamentService tournaments,
            TableChanges changes,
            Eliminations eliminations,
            GameLifecycle lifecycle,
            HandOutcomes outcomes) {
        this.tournaments = tournaments;
        this.changes = changes;
        this.eliminations = eliminations;
        this.lifecycle = lifecycle;
        this.outcomes = outcomes;
    }

    /**
     * Enters a hand. A retry with the same {@code entryId} returns the first answer and changes
     * nothing; the same id with a different hand is refused. A hand stated against stacks the
     * table no longer has ({@code expected}) is refused 409 {@code stale-stack}.
     */
    @Transactional
    public HandAnswer enterHand(long tournamentId, int tableNumber, EnterHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        RecordedHand.Request entered = RecordedHand.Request.of(request);
        Game game = Settling.gameOf(tournament, request.game());
        RecordedHand.Answer answer = changes.change(
                tournament,
                changes.current(tournament, tableNumber),
                () -> HandEntry.byKey(tournamentId, request.entryId())
                        .map(first -> retried(first, tableNumber, entered)),
                TableChanges.Seen.stacks(seen(request))
                        .withPlayers(players(request))
                        .playing(request.gameNumber(), "gameNumber"),
                at -> enter(tournament, game, at, entered, request));
        return answered(tournamentId, answer);
    }

    private TableChanges.Done<RecordedHand.Answer> enter(
            Tournament tournament,
            Game game,
            TableChanges.Locked at,
            RecordedHand.Request entered,
            EnterHandRequest request) {
        // the game asked under the lock (TableChanges.Seen.playing): a close of this table that held the lock before is
        // seen
        TableAtPlay table = at.table();
        HandOutcome outcome = outcomes.of(tournament, game, table, request);
        HandEntry hand = HandEntry.record(
                table.where(), entered, outcome.settled().settlement().totalUnawarded(), at.by(), at.now());
        ParolHands.write(
                table.where(), outcome.parol().carried(), outcome.carried().left(), hand.id, at.by(), at.now());
        RecordedHand.Answer answer = record(tournament, at, table, hand, outcome);
        hand.answer(answer);
        hand.persist();
        table.pokerTable().buttonAfterHand(request.button(), table.withChipsAfter(answer.stacksAfter()));
        return new TableChanges.Done<>(
                answer, "hand-entered", enteredText(hand, answer), enteredFacts(tournament.id, hand, answer));
    }

    /** The stacks the client saw, as the hand states them. */
    static List<TableChanges.SeenStack> seen(EnterHandRequest request) {
        if (request.expected() == null) {
            return List.of();
        }
        List<TableChanges.SeenStack> seen = new ArrayList<>();
        for (int i = 0; i < request.expected().size(); i++) {
            EnterHandRequest.Expected e = request.expected().get(i);
            seen.add(new TableChanges.SeenStack(e.seat(), e.stack(), "expected[" + i + "].stack"));
        }
        return seen;
    }

    /** The players the client saw, by entry beside their seats, as the hand's {@code expected} names them. */
    private static List<TableChanges.SeenPlayer> players(EnterHandRequest request) {
        if (request.expected() == null) {
            return List.of();
        }
        List<TableChanges.SeenPlayer> seen = new ArrayList<>();
        for (int i = 0; i < request.expected().size(); i++) {
            EnterHandRequest.Expected e = request.expected().get(i);
            if (e.entry() != null) {
                seen.add(new TableChanges.SeenPlayer(e.seat(), e.entry(), "expected[" + i + "].entry"));
            }
        }
        return seen;
    }

    private static RecordedHand.Answer retried(HandEntry first, int tableNumber, RecordedHand.Request entered) {
        if (first.where().table() != tableNumber || !first.recorded().request().equals(entered)) {
            throw ProblemException.conflict(
                    "entry-id-reused",
                    "entryId '" + entered.entryId() + "' was already used for another hand (" + first.id + ").",
                    Map.of("field", "entryId"));
        }
        return first.recorded().answer();
    }

    /** A stored answer with the names of its players, read in one query. */
    private static HandAnswer answered(long tournamentId, RecordedHand.Answer answer) {
        return HandAnswer.from(answer, EntryNames.of(tournamentId, HandAnswer.entriesOf(answer)));
    }

    /** Writes the hand's ledger lines and eliminations against the table's stacks. */
    private RecordedHand.Answer record(
            Tournament tournament, TableChanges.Locked at, TableAtPlay table, HandEntry hand, HandOutcome outcome) {
        outcome.deltas().forEach((seat, delta) -> {
            if (delta != 0) {
                at.line(ChipMovement.handResult(
                        table.where(), table.entryAt(seat), delta, hand.id, hand.recordedBy(), at.now()));
            }
        });
        List<Elimination> eliminated = eliminations.eliminate(
                tournament, table, hand.id, outcome.stacks().outOfChips());
        return outcome.answer(
                table.where(),
                hand.id,
                hand.handNo(),
                eliminated.stream()
                        .map(e -> new RecordedHand.Out(e.seat(), e.entry(), e.chipsAtStartOfHand(), e.place()))
                        .toList(),
                eliminations.rebalance(tournament, eliminated));
    }

    /** The hand's facts for the audit trail: its number, game and table, and who went out, by name. */
    private static Map<String, Object> enteredFacts(long tournamentId, HandEntry hand, RecordedHand.Answer answer) {
        List<Long> out =
                answer.eliminated().stream().map(RecordedHand.Out::entry).toList();
        EntryNames names = EntryNames.of(tournamentId, out);
        return Map.of(
                "by", hand.recordedBy(),
                "hand", hand.handNo(),
                "game", answer.game(),
                "table", answer.table(),
                "out", out.stream().map(names::name).toList());
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
        return changes.change(
                tournament,
                hand.where(),
                Optional::empty,
                TableChanges.Seen.NOTHING,
                at -> voided(tournament, hand, request.reason(), at));
    }

    /**
     * Voids a hand from the table page, where only the table's last entry may be voided: refused 409
     * {@code not-last-entry} when, under the table's lock, the hand is no longer the last entry at
     * {@code tableNumber}, or 409 {@code not-current-game} / {@code table-closed} when the table no longer
     * plays the game the page showed ({@code gameNumber}, null: the hand's). A resend once it is void answers
     * the void again and changes nothing.
     */
    @Transactional
    public VoidedHand voidLastEntry(
            long tournamentId, int tableNumber, long handId, String reason, Integer gameNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = find(tournamentId, handId);
        return changes.change(
                tournament,
                new TableInGame(tournamentId, hand.where().game(), tableNumber),
                () -> readAgain(hand).filter(h -> h.status() == HandStatus.VOID).map(h -> asVoided(h, List.of())),
                TableChanges.Seen.NOTHING.playing(gameNumber, "gameNumber").lastEntry(LastEntry.Kind.HAND, handId),
                at -> {
                    TableChanges.Done<VoidedHand> done = voided(tournament, hand, reason, at);
                    at.table()
                            .pokerTable()
                            .buttonBackTo(hand.recorded().request().button());
                    return done;
                });
    }

    private TableChanges.Done<VoidedHand> voided(
            Tournament tournament, HandEntry hand, String reason, TableChanges.Locked at) {
        readAgain(hand);
        long handId = hand.id;
        hand.voidBy(at.by(), reason, at.now());
        List<ChipMovement> lines = ChipMovement.ofHand(handId);
        requireNoStackBelowZero(tournament, hand, lines);
        ParolHands.reverse(CarriedPotMove.ofHand(handId), hand.where(), "hand " + handId, at.by(), at.now());
        for (ChipMovement line : lines) {
            at.line(ChipMovement.reversal(line, handId, reason.strip(), at.by(), at.now()));
        }
        List<Long> undone = eliminations.undo(handId, entry -> true);
        lifecycle.chipsChanged(tournament.id, hand.where().game(), hand.where().table(), at.by(), "hand voided");
        List<SeatAssignment> reseated =
                eliminations.backInPlay(tournament, hand.where().game(), undone);
        return new TableChanges.Done<>(
                asVoided(hand, reseated),
                "hand-voided",
                hand.voidedBy() + " voided hand " + handId + ": " + hand.voidReason(),
                Map.of(
                        "by", hand.voidedBy(),
                        "hand", hand.handNo(),
                        "game", hand.where().game(),
                        "table", hand.where().table(),
                        "reason", hand.voidReason()));
    }

    /** The hand as the change before this one left it: read again once its table's lock is held. */
    private static Optional<HandEntry> readAgain(HandEntry hand) {
        HandEntry.getEntityManager().refresh(hand);
        return Optional.of(hand);
    }

    private static VoidedHand asVoided(HandEntry hand, List<SeatAssignment> reseated) {
        return new VoidedHand(hand.id, hand.status(), hand.voidedBy(), hand.voidReason(), hand.voidedAt(), reseated);
    }

    /**
     * Refuses a void that would leave a stack below zero: a later hand at the table spent the
     * chips this one won, and that hand is voided first.
     */
    private static void requireNoStackBelowZero(Tournament tournament, HandEntry hand, List<ChipMovement> lines) {
        Map<Long, Long> back = new LinkedHashMap<>();
        lines.forEach(line -> back.merge(line.entry(), -line.delta(), Math::addExact));
        Map<Long, Long> stacks = ChipLedger.stacksOf(tournament, hand.where().game(), back.keySet());
        back.forEach((entry, delta) -> {
            if (stacks.get(entry) + delta < 0) {
                throw ProblemException.conflict(
                        "void-leaves-negative-stack",
                        "Voiding this hand would leave " + Entry.nameOf(entry) + " with "
                                + (stacks.get(entry) + delta)
                                + " chips: a later hand spent the chips it won. Void that hand first.",
                        Map.of("entry", entry, "stack", stacks.get(entry), "name", Entry.nameOf(entry)));
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
