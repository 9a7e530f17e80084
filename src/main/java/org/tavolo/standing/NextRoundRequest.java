package org.tavolo.standing;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.util.List;

/**
 * A new round for the qualifiers of this one: its name and date, how many go through (default as
 * for {@code GET …/qualifiers}), and, when players are tied across the cut, the entries the
 * director picked among them.
 */
public record NextRoundRequest(
        @NotBlank @Size(max = 200) String name,
        @NotNull LocalDate date,
        @Min(1) Integer round,
        @Min(1) Integer count,
        List<@NotNull Long> fromTie) {}
