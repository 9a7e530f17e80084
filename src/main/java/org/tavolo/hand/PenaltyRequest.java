package org.tavolo.hand;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import org.tavolo.common.chips.Chips;

/**
 * A penalty given at a table (docs/rules.md#penalties).
 *
 * @param entryId a client-generated id: sending the same penalty again returns the first answer
 *     and changes nothing
 * @param entry   the entry of the penalized player, seated at the table
 * @param chips   what he pays; none for {@link PenaltyTo#SKIP_HAND}
 * @param to      where the chips go
 */
public record PenaltyRequest(
        @NotBlank @Size(max = 64) String entryId,
        @NotNull Long entry,
        @PositiveOrZero @Max(Chips.MAX) Long chips,
        @NotNull PenaltyTo to,
        @NotBlank @Size(max = 500) String reason) {}
