package org.tavolo.championship;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.tavolo.tournament.TournamentFormat;

/** A championship as clients see it, with its tournaments in the order the season table reads them. */
public record ChampionshipView(
        long id,
        String name,
        String season,
        ChampionshipKind kind,
        Integer bestOf,
        List<BigDecimal> pointsByPlace,
        List<Evening> tournaments) {

    /** One of its tournaments; {@code stage} counts from 1 in that order, {@code final} marks the last stage. */
    public record Evening(
            int stage,
            long tournament,
            String name,
            TournamentFormat format,
            LocalDate date,
            @JsonProperty("final") boolean finalStage) {}
}
