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
 *
 * @param countId a client-generated id (a UUID, say), like a hand's {@code entryId}: sending the
 *     same count again returns the first answer and changes nothing
 */
public record ChipCountRequest(
        @NotEmpty List<@Valid @NotNull Count> counts,
        @NotBlank @Size(max = 500) String reason,
        @Size(min = 1, max = 64) String countId) {

    /**
     * The chips counted at one seat.
     *
     * @param expected the stack this count replaces, as the director last saw it: when the seat's
     *     stack is no longer that (a hand was entered meanwhile), the count is refused with 409
     *     {@code stale-stack} and changes nothing
     */
    public record Count(
            @NotNull Integer seat,
            @NotNull @PositiveOrZero @Max(Chips.MAX) Long chips,
            @PositiveOrZero @Max(Chips.MAX) Long expected) {}
}
