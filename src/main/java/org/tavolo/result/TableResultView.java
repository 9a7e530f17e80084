package org.tavolo.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
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
        Long chipDifference) {

    /** This view with the chip difference a close accepted (docs/results.md#closing-a-table); none when 0. */
    public TableResultView withChipDifference(long difference) {
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
                difference == 0 ? null : difference);
    }

    /**
     * One player's place. {@code chips} for an Italian game, {@code victoryPoints} for a Chinese
     * poker match; {@code sharedBy} above 1 when tied players share the place and its points.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Line(
            long entry,
            int place,
            int sharedBy,
            BigDecimal points,
            Long chips,
            Long victoryPoints,
            Long eliminatedInHand,
            Long chipsAtStartOfHand) {}

    public static TableResultView from(TableResult r) {
        boolean chinese = r.kind() == ResultKind.CHINESE_MATCH;
        List<Line> lines = r.lines().stream()
                .map(l -> new Line(
                        l.entry(),
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
                null);
    }
}
