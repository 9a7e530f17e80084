package org.tavolo.count;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
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
 * @param gameNumber the game the count was made in (optional): refused (409 {@code not-current-game})
 *     unless it is the table's current game (docs/errors.md#entries-bound-to-what-was-seen); required of a
 *     table's director (400 {@code binding-missing}), like each count's {@code expected} and {@code entry}
 */
public record ChipCountRequest(
        @NotEmpty List<@Valid @NotNull Count> counts,
        @NotBlank @Size(max = 500) String reason,
        @Size(min = 1, max = 64) String countId,
        @Min(1) Integer gameNumber) {

    /** A count whatever the game. */
    public ChipCountRequest(List<Count> counts, String reason, String countId) {
        this(counts, reason, countId, null);
    }

    /**
     * The chips counted at one seat.
     *
     * @param expected the stack this count replaces, as the director last saw it: when the seat's
     *     stack is no longer that (a hand was entered meanwhile), the count is refused with 409
     *     {@code stale-stack} and changes nothing
     * @param entry    the entry the director saw at the seat (optional): when another sits there now, the
     *     count is refused with 409 {@code player-moved} and changes nothing
     */
    public record Count(
            @NotNull Integer seat,
            @NotNull @PositiveOrZero @Max(Chips.MAX) Long chips,
            @PositiveOrZero @Max(Chips.MAX) Long expected,
            Long entry) {

        /** A seat's count, whoever sits there. */
        public Count(Integer seat, Long chips, Long expected) {
            this(seat, chips, expected, null);
        }
    }
}
