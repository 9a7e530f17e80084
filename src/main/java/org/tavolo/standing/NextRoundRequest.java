package org.tavolo.standing;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.util.List;

/**
 * A new round for the qualifiers of this one: its name and date, how many go through (default as
 * for {@code GET …/qualifiers}), and, when players are tied across the cut, the entries the
 * director picked among them. {@code "final": true} makes the new round the final of the
 * championship of stages this round belongs to (docs/championships.md#stages).
 */
public record NextRoundRequest(
        @NotBlank @Size(max = 200) String name,
        @NotNull LocalDate date,
        @Min(1) Integer round,
        @Min(1) Integer count,
        List<@NotNull Long> fromTie,
        @JsonProperty("final") Boolean finalRound) {

    /** A next round that is not a championship's final. */
    public NextRoundRequest(String name, LocalDate date, Integer round, Integer count, List<Long> fromTie) {
        this(name, date, round, count, fromTie, null);
    }
}
