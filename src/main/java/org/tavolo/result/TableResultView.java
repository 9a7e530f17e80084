package org.tavolo.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tavolo.ledger.EntryNames;
import org.tavolo.poker.scoring.Points;

/** A table result as clients see it, with its audit facts. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TableResultView(
        long id,
        int round,
        int game,
        int table,
        ResultKind kind,
        ResultStatus status,
        String recordedBy,
        Instant recordedAt,
        Long replaces,
        String voidedBy,
        Instant voidedAt,
        String voidReason,
        List<Line> places,
        Long chipDifference,
        List<CloseWarning> warnings) {

    /** This view with the warnings of its close (docs/results.md#closing-a-table); none when the list is empty. */
    public TableResultView withWarnings(List<CloseWarning> given) {
        return with(chipDifference, given.isEmpty() ? null : List.copyOf(given));
    }

    /** This view with the chip difference a close accepted (docs/results.md#closing-a-table); none when 0. */
    public TableResultView withChipDifference(long difference) {
        return with(difference == 0 ? null : difference, warnings);
    }

    private TableResultView with(Long difference, List<CloseWarning> closeWarnings) {
        return new TableResultView(
                id,
                round,
                game,
                table,
                kind,
                status,
                recordedBy,
                recordedAt,
                replaces,
                voidedBy,
                voidedAt,
                voidReason,
                places,
                difference,
                closeWarnings);
    }

    /**
     * One player's place. {@code chips} for an Italian game, {@code victoryPoints} for a Chinese
     * poker match; {@code sharedBy} above 1 when tied players share the place and its points;
     * {@code name} and {@code nickname} are the player's (the nickname absent when he has none).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Line(
            long entry,
            String name,
            @JsonInclude(JsonInclude.Include.ALWAYS) String nickname,
            int place,
            int sharedBy,
            BigDecimal points,
            Long chips,
            Long victoryPoints,
            Long eliminatedInHand,
            Long chipsAtStartOfHand) {}

    /** A result with the names of its players, read in one query. */
    public static TableResultView from(TableResult r) {
        return from(r, EntryNames.of(r.tournamentId(), entriesOf(List.of(r))));
    }

    /** Results with the names of their players, read in one query for all of them. */
    public static List<TableResultView> of(long tournamentId, List<TableResult> results) {
        EntryNames names = EntryNames.of(tournamentId, entriesOf(results));
        return results.stream().map(r -> from(r, names)).toList();
    }

    private static Set<Long> entriesOf(List<TableResult> results) {
        Set<Long> entries = new HashSet<>();
        results.forEach(r -> r.lines().forEach(l -> entries.add(l.entry())));
        return entries;
    }

    private static TableResultView from(TableResult r, EntryNames names) {
        boolean chinese = r.kind() == ResultKind.CHINESE_MATCH;
        List<Line> lines = r.lines().stream()
                .map(l -> new Line(
                        l.entry(),
                        names.name(l.entry()),
                        names.nickname(l.entry()),
                        l.place(),
                        l.sharedBy(),
                        new Points(l.pointsUnits()).toDecimal(),
                        chinese ? null : l.chips(),
                        chinese ? l.chips() : null,
                        l.eliminatedInHand(),
                        l.chipsAtStartOfHand()))
                .toList();
        GameAtTable where = r.where();
        return new TableResultView(
                r.id,
                where.round(),
                where.game(),
                where.table(),
                r.kind(),
                r.status(),
                r.recordedBy(),
                r.recordedAt(),
                r.replacesId().orElse(null),
                r.voidedBy(),
                r.voidedAt(),
                r.voidReason(),
                lines,
                null,
                null);
    }
}
