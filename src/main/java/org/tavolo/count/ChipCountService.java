package org.tavolo.count;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tavolo.common.db.Rehearsal;
import org.tavolo.ledger.Binding;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.KeyedTableChanges;
import org.tavolo.ledger.LastEntry;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;
import org.tavolo.poker.RuleViolation;
import org.tavolo.tournament.Tournament;

/**
 * Chip counts: stacks set to the chips counted, with a reason. A count whose stacks no longer add
 * up to the same total is flagged; a stack counted at zero puts the player out.
 */
@ApplicationScoped
public class ChipCountService {

    private final KeyedTableChanges changes;

    ChipCountService(KeyedTableChanges changes) {
        this.changes = changes;
    }

    @Transactional
    public ChipCountAnswer count(long tournamentId, int tableNumber, ChipCountRequest request) {
        Tournament tournament = changes.tournament(tournamentId);
        return counted(
                tournament,
                tableNumber,
                request,
                TableChanges.Seen.stacks(seen(request))
                        .withPlayers(players(request))
                        .inGame(request.gameNumber(), "gameNumber")
                        .missing(Binding.missingIn(request.counts(), "counts", ChipCountService::unbound)));
    }

    /**
     * The count as {@link #count} records it now, with the same request: its answer, or its refusal, from the count
     * itself run and rolled back ({@link Rehearsal}), storing nothing.
     */
    public ChipCountAnswer preview(long tournamentId, int tableNumber, ChipCountRequest request) {
        return Rehearsal.of(() -> count(tournamentId, tableNumber, request));
    }

    /**
     * Undoes the table's last entry, a keyed chip count, from the table page: a count back to the
     * stacks before it, expecting the stacks it left, keyed {@link LastEntry#voidKey(long)} so that a
     * resend records once. Refused 409 {@code not-last-entry} when, under the table's lock, the count
     * is no longer the last entry at the table, or 409 {@code not-current-game} / {@code table-closed} when
     * the table no longer plays the game the page showed ({@code gameNumber}, null: the current one).
     */
    @Transactional
    public ChipCountAnswer undoLastEntry(
            long tournamentId, int tableNumber, long countId, String reason, Integer gameNumber) {
        Tournament tournament = changes.tournament(tournamentId);
        ChipCount count = KeyedTableChanges.entry(
                ChipCount.findByIdOptional(countId), tournamentId, anyTable -> true, "chip count", countId);
        ChipCountRequest reversal = new ChipCountRequest(
                count.answer().stacks().stream()
                        .filter(c -> c.before() != c.after())
                        .map(c -> new ChipCountRequest.Count(c.seat(), c.before(), c.after()))
                        .toList(),
                reason,
                LastEntry.voidKey(countId),
                null);
        return counted(
                tournament,
                tableNumber,
                reversal,
                TableChanges.Seen.stacks(seen(reversal))
                        .playing(gameNumber, "gameNumber")
                        .lastEntry(LastEntry.Kind.COUNT, countId));
    }

    private ChipCountAnswer counted(
            Tournament tournament, int tableNumber, ChipCountRequest request, TableChanges.Seen seen) {
        return changes.change(
                tournament,
                changes.current(tournament, tableNumber),
                () -> resent(tournament.id, tableNumber, request),
                seen,
                at -> apply(tournament, at, request));
    }

    private TableChanges.Done<ChipCountAnswer> apply(
            Tournament tournament, TableChanges.Locked at, ChipCountRequest request) {
        TableAtPlay table = at.table();
        Map<Integer, Long> deltas = deltas(tournament, table, request);
        long totalChange = deltas.values().stream().mapToLong(Long::longValue).sum();
        String reason = request.reason().strip();
        deltas.forEach((seat, delta) -> at.line(line(table, seat, delta, totalChange != 0, reason, at.by(), at.now())));
        TableAtPlay.StackChanges changed = table.apply(deltas);
        int tableNumber = table.where().table();
        changes.chipsChanged(tournament, table.where(), at.by(), "chips counted: " + reason);
        KeyedTableChanges.Out out = changes.eliminate(tournament, table, changed);
        ChipCountAnswer answer = ChipCountAnswer.of(
                tournament.id,
                changed.changes(),
                totalChange,
                out.eliminated(),
                out.moves(),
                changes.chipsInPlay(tournament, table.where().game()));
        if (request.countId() != null) {
            ChipCount.record(table.where(), request, answer, at.by(), at.now()).persist();
        }
        return new TableChanges.Done<>(
                answer,
                "chips-counted",
                at.by() + " counted " + deltas.size() + " stacks at table " + tableNumber
                        + (totalChange != 0 ? ", changing the total by " + totalChange : "") + ": " + reason,
                Map.of(
                        "by", at.by(),
                        "table", tableNumber,
                        "stacks", deltas.size(),
                        "change", totalChange,
                        "reason", reason));
    }

    /** The binding fields a seat's count leaves out: the stack it replaces and the entry seen there. */
    private static List<String> unbound(ChipCountRequest.Count count, int i) {
        List<String> missing = new ArrayList<>();
        if (count.expected() == null) {
            missing.add("counts[" + i + "].expected");
        }
        if (count.entry() == null) {
            missing.add("counts[" + i + "].entry");
        }
        return missing;
    }

    /** The stacks the count states it replaces. */
    private static List<TableChanges.SeenStack> seen(ChipCountRequest request) {
        return TableChanges.seenIn(
                request.counts(),
                (c, i) -> c.expected() == null
                        ? null
                        : new TableChanges.SeenStack(c.seat(), c.expected(), "counts[" + i + "].expected"));
    }

    /** The players the count names by entry beside their seats. */
    private static List<TableChanges.SeenPlayer> players(ChipCountRequest request) {
        return TableChanges.seenIn(
                request.counts(),
                (c, i) -> c.entry() == null
                        ? null
                        : new TableChanges.SeenPlayer(c.seat(), c.entry(), "counts[" + i + "].entry"));
    }

    /**
     * The stored answer of a count sent before with the same {@code countId}; the same id with
     * another count is refused.
     */
    private static Optional<ChipCountAnswer> resent(long tournamentId, int tableNumber, ChipCountRequest request) {
        if (request.countId() == null) {
            return Optional.empty();
        }
        return ChipCount.byKey(tournamentId, request.countId())
                .map(first ->
                        first.sentAgain(tableNumber, request, "count-id-reused", "countId", "another chip count"));
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
            deltas.put(count.seat(), count.chips() - table.stackAt(count.seat()));
        }
        return deltas;
    }
}
