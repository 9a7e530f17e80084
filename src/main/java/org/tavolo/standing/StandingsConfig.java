package org.tavolo.standing;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Settings of the standings (docs/performance.md, "Standings under concurrent readers"). */
@ConfigMapping(prefix = "tavolo.standings")
public interface StandingsConfig {

    /**
     * Rounds whose last computed standings are kept and served again while nothing that changes
     * them has happened; the least recently read go first. 0 computes them on every request.
     */
    @WithDefault("8")
    int roundsKept();
}
