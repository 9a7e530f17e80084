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

    /** One player's line; {@code stage} only in a championship of stages. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Line(
            int rank,
            boolean shared,
            Player player,
            List<Evening> evenings,
            BigDecimal total,
            int played,
            Integer stage) {}

    /** The player, as the club's register knows them. */
    public record Player(long id, String name) {}

    /** The points of one tournament the player was in; {@code counted} when the total adds them up (best-of). */
    public record Evening(long tournament, BigDecimal points, boolean counted) {}
}
