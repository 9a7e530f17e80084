package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.RuleViolation;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Chip counts: stacks set to the chips counted, with a reason. A count whose stacks no longer add
 * up to the same total is flagged; a stack counted at zero puts the player out.
 */
@ApplicationScoped
public class ChipCountService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final Eliminations eliminations;
    private final AuditTrail audit;
    private final Clock clock;
    private final GameLifecycle lifecycle;

    ChipCountService(
            TournamentService tournaments,
            ChipLedger ledger,
            Eliminations eliminations,
            AuditTrail audit,
            Clock clock,
            GameLifecycle lifecycle) {
        this.lifecycle = lifecycle;
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.eliminations = eliminations;
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    public ChipCountAnswer count(long tournamentId, int tableNumber, ChipCountRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        TableInGame where = ledger.lockAt(tournament, tableNumber);
        // looked up under the lock, so that a resend while the first is still in flight finds it
        Optional<ChipCountAnswer> earlier = resent(tournamentId, tableNumber, request);
        if (earlier.isPresent()) {
            return earlier.get();
        }
        TableAtPlay table = ledger.atTable(tournament, where);
        Map<Integer, Long> deltas = deltas(tournament, table, request);
        long totalChange = deltas.values().stream().mapToLong(Long::longValue).sum();
        String reason = request.reason().strip();
        String by = audit.actor();
        Instant now = clock.instant();
        deltas.forEach((seat, delta) ->
                line(table, seat, delta, totalChange != 0, reason, by, now).persist());
        TableAtPlay.StackChanges changes = table.apply(deltas);
        lifecycle.chipsChanged(tournamentId, table.where().game(), tableNumber, by, "chips counted: " + reason);
        List<HandAnswer.Elimination> eliminated = eliminations.eliminate(tournament, table, null, changes.outOfChips());
        audit.record(
                tournamentId,
                "chips-counted",
                by + " counted " + deltas.size() + " stacks at table " + tableNumber
                        + (totalChange != 0 ? ", changing the total by " + totalChange : "") + ": " + reason);
        ChipCountAnswer answer = ChipCountAnswer.of(
                tournamentId,
                changes.changes(),
                totalChange,
                eliminated,
                eliminations.rebalance(tournament, eliminated),
                ledger.chipsInPlay(tournament, table.where().game()));
        if (request.countId() != null) {
            ChipCount.record(table.where(), request, answer, by, now).persist();
        }
        return answer;
    }

    /**
     * The stored answer of a count sent before with the same {@code countId}; the same id with
     * another count is refused.
     */
    private static Optional<ChipCountAnswer> resent(long tournamentId, int tableNumber, ChipCountRequest request) {
        if (request.countId() == null) {
            return Optional.empty();
        }
        return ChipCount.byKey(tournamentId, request.countId()).map(first -> {
            if (first.where().table() != tableNumber || !first.request().equals(request)) {
                throw ProblemException.conflict(
                        "count-id-reused",
                        "countId '" + request.countId() + "' was already used for another chip count.",
                        Map.of("field", "countId"));
            }
            return first.answer();
        });
    }

    private static ChipMovement line(
            TableAtPlay table, int seat, long delta, boolean changesTotal, String reason, String by, Instant now) {
        long entry = table.entryAt(seat);
        return changesTotal
                ? ChipMovement.countChangingTotal(table.where(), entry, delta, reason, by, now)
                : ChipMovement.count(table.where(), entry, delta, reason, by, now);
    }

    /** Each counted seat's change, in the order counted; every seat seated, counted once, in chip units. */
    private static Map<Integer, Long> deltas(Tournament tournament, TableAtPlay table, ChipCountRequest request) {
        Set<Integer> counted = new HashSet<>();
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        long chipUnit = tournament.settings().chipUnit();
        for (int i = 0; i < request.counts().size(); i++) {
            ChipCountRequest.Count count = request.counts().get(i);
            table.requireSeated(count.seat(), "counts[" + i + "].seat");
            if (!counted.add(count.seat())) {
                throw new RuleViolation(
                        "duplicate-seat",
                        "Seat " + count.seat() + " is counted twice.",
                        Map.of("seat", count.seat(), "field", "counts[" + i + "].seat"));
            }
            if (count.chips() % chipUnit != 0) {
                throw new RuleViolation(
                        "not-a-chip-multiple",
                        count.chips() + " is not a whole number of " + chipUnit + " chips.",
                        Map.of("seat", count.seat(), "field", "counts[" + i + "].chips"));
            }
            table.requireStack(count.seat(), count.expected(), "counts[" + i + "].expected");
            deltas.put(count.seat(), count.chips() - table.stackAt(count.seat()));
        }
        return deltas;
    }
}
