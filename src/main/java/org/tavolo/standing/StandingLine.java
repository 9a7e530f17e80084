package org.tavolo.standing;

import java.math.BigDecimal;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.tavolo.poker.scoring.Standing;

/**
 * One line of the standings. {@code chips} is the tie-break of an Italian round, {@code victoryPoints}
 * that of a Chinese poker round; {@code shared} when players still equal share the rank.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StandingLine(int rank, boolean shared, long entry, BigDecimal points, Long chips, Long victoryPoints,
        int games) {

    static StandingLine from(Standing<Long> s, boolean victoryPoints) {
        return new StandingLine(s.rank(), s.isShared(), s.player(), s.points().toDecimal(),
                victoryPoints ? null : s.chips(), victoryPoints ? s.chips() : null, s.games());
    }
}
