package org.tavolo.championship;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;

/**
 * A championship's table (docs/championships.md#the-season-table): best first, each player (by
 * register id) with the points of each tournament played, the total, the evenings played; in a
 * championship of stages, the stage reached.
 */
public record SeasonStandingsView(
        long championshipId, ChampionshipKind kind, Integer bestOf, List<Long> tournaments, List<Line> standings) {

    /**
     * One player's line; {@code stage} only in a championship of stages; {@code tieBreak} only on a
     * line ranked apart from another of the same total.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Line(
            int rank,
            boolean shared,
            Player player,
            List<Evening> evenings,
            BigDecimal total,
            int played,
            Integer stage,
            TieBreak tieBreak) {}

    /**
     * What ranked a line apart from a line of the same total (docs/rules.md#season-table): the rule,
     * the line's own value and the other line's by that rule (evening wins, or points; null for no
     * result), and for {@code RECENT_RESULT} the tournament that decided.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TieBreak(TieBreakRule rule, BigDecimal own, BigDecimal other, Long tournament) {}

    /** The rules after the total, in their order (docs/rules.md#season-table). */
    public enum TieBreakRule {
        /** More evening wins. */
        EVENING_WINS,
        /** The best single evening result. */
        BEST_RESULT,
        /** The results from the most recent evening back. */
        RECENT_RESULT
    }

    /** The player, as the club's register knows them: {@code membershipCard} is the club's card (tessera), or null. */
    public record Player(long id, String name, String membershipCard) {}

    /** The points of one tournament the player was in; {@code counted} when the total adds them up (best-of). */
    public record Evening(long tournament, BigDecimal points, boolean counted) {}
}
