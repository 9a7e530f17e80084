package org.tavolo.hand;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.tavolo.common.chips.Chips;

/**
 * A director's count of some stacks at a table (long Italian games are not entered hand by hand),
 * or a correction, always with a reason.
 */
public record ChipCountRequest(
        @NotEmpty List<@Valid @NotNull Count> counts,
        @NotBlank @Size(max = 500) String reason,
        @NotBlank @Size(max = 100) String by) {

    /** The chips counted at one seat. */
    public record Count(
            @NotNull Integer seat,
            @NotNull @PositiveOrZero @Max(Chips.MAX) Long chips) {}
}
