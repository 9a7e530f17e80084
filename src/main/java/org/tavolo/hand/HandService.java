package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.italian.ParolHands;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.hand.voids.HandVoids;
import org.tavolo.hand.voids.VoidedHand;
import org.tavolo.ledger.Binding;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.Eliminations;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Hands entered at the tables. A hand is checked against the table's seating and stacks, settled
 * by the core, and its stack changes, eliminations and answer are stored in one transaction
 * (docs/rules.md#side-pots, #resti, #italian-tournament, #holdem-tournament). A hand is voided by {@link HandVoids}.
 */
@ApplicationScoped
public class HandService {

    private final TournamentService tournaments;
    private final TableChanges changes;
    private final Eliminations eliminations;
    private final HandOutcomes outcomes;
    private final HandVoids voids;

    HandService(
            TournamentService tournaments,
            TableChanges changes,
            Eliminations eliminations,
            HandOutcomes outcomes,
            HandVoids voids) {
        this.tournaments = tournaments;
        this.changes = changes;
        this.eliminations = eliminations;
        this.outcomes = outcomes;
        this.voids = voids;
    }

    /**
     * Enters a hand. A retry with the same {@code entryId} returns the first answer and changes
     * nothing; the same id with a different hand is refused. A hand stated against stacks the
     * table no longer has ({@code expected}) is refused 409 {@code stale-stack}.
     */
    @Transactional
    public HandAnswer enterHand(long tournamentId, int tableNumber, EnterHandRequest request) {
        return enterHand(tournamentId, tableNumber, request, (outcome, table) -> {});
    }

    /**
     * Enters a hand as {@link #enterHand(long, int, EnterHandRequest)} does, in the caller's transaction, telling
     * {@code settled} the hand's outcome and the table it was settled at (not told when the key was sent before):
     * the preview's rehearsal reads from them what the answer cannot say, the hand each pot's winner beat.
     */
    public HandAnswer enterHand(
            long tournamentId,
            int tableNumber,
            EnterHandRequest request,
            BiConsumer<HandOutcome, TableAtPlay> settled) {
        Tournament tournament = tournaments.get(tournamentId);
        RecordedHand.Request entered = request.recorded();
        Game game = Settling.gameOf(tournament, request.game());
        RecordedHand.Answer answer = changes.change(
                tournament,
                changes.current(tournament, tableNumber),
                () -> HandEntry.byKey(tournamentId, request.entryId())
                        .map(first -> retried(first, tableNumber, entered)),
                TableChanges.Seen.stacks(seen(request))
                        .withPlayers(players(request))
                        .playing(request.gameNumber(), "gameNumber")
                        .missing(unbound(request)),
                at -> enter(tournament, game, at, entered, request, settled));
        return answered(tournamentId, answer);
    }

    private TableChanges.Done<RecordedHand.Answer> enter(
            Tournament tournament,
            Game game,
            TableChanges.Locked at,
            RecordedHand.Request entered,
            EnterHandRequest request,
            BiConsumer<HandOutcome, TableAtPlay> settled) {
        // the game asked under the lock (TableChanges.Seen.playing): a close of this table that held the lock before is
        // seen
        TableAtPlay table = at.table();
        HandOutcome outcome = outcomes.of(tournament, game, table, request);
        settled.accept(outcome, table);
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
        return TableChanges.seenIn(
                request.expected(),
                (e, i) -> new TableChanges.SeenStack(e.seat(), e.stack(), "expected[" + i + "].stack"));
    }

    /** The players the client saw, by entry beside their seats, as the hand's {@code expected} names them. */
    private static List<TableChanges.SeenPlayer> players(EnterHandRequest request) {
        return TableChanges.seenIn(
                request.expected(),
                (e, i) -> e.entry() == null
                        ? null
                        : new TableChanges.SeenPlayer(e.seat(), e.entry(), "expected[" + i + "].entry"));
    }

    /**
     * The binding fields the hand leaves out (docs/errors.md#entries-bound-to-what-was-seen): the entry and stack
     * of each seat it names in {@code expected}, and every seat of its players there.
     */
    static List<String> unbound(EnterHandRequest request) {
        List<String> missing = new ArrayList<>(Binding.missingIn(
                request.expected(),
                "expected",
                (e, i) -> e.entry() == null ? List.of("expected[" + i + "].entry") : List.of()));
        Set<Integer> seen = request.expected() == null
                ? Set.of()
                : request.expected().stream()
                        .map(EnterHandRequest.Expected::seat)
                        .collect(Collectors.toSet());
        if (!seen.isEmpty()
                && request.players().stream().map(EnterHandRequest.Player::seat).anyMatch(s -> !seen.contains(s))) {
            missing.add("expected");
        }
        return missing;
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

    /** Voids a hand from the table page, where only its last entry is voided ({@link HandVoids#voidLastEntry}). */
    @Transactional
    public VoidedHand voidLastEntry(
            long tournamentId, int tableNumber, long handId, String reason, Integer gameNumber) {
        return voids.voidLastEntry(tournamentId, tableNumber, handId, reason, gameNumber);
    }

    /** A hand as it was answered. */
    @Transactional
    public HandAnswer hand(long tournamentId, long handId) {
        tournaments.get(tournamentId);
        return answered(
                tournamentId, HandEntry.findIn(tournamentId, handId).recorded().answer());
    }
}
