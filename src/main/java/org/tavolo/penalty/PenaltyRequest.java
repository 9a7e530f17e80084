package org.tavolo.penalty;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
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
 * @param chips   what he pays; none for a kind that takes no chips ({@link PenaltyTo#takesChips()})
 * @param to      where the chips go
 * @param seat    the seat the director saw the player at (optional): when he no longer sits there, the
 *     penalty is refused with 409 {@code player-moved}, never given to whoever sits there now; required of a
 *     table's director (400 {@code binding-missing})
 * @param gameNumber the game the penalty was given in (optional): refused (409 {@code not-current-game})
 *     unless it is the table's current game (docs/errors.md#entries-bound-to-what-was-seen); required of a
 *     table's director
 */
public record PenaltyRequest(
        @NotBlank @Size(max = 64) String entryId,
        @NotNull Long entry,
        @PositiveOrZero @Max(Chips.MAX) Long chips,
        @NotNull PenaltyTo to,
        @NotBlank @Size(max = 500) String reason,
        @Min(1) Integer seat,
        @Min(1) Integer gameNumber) {

    /** A penalty for an entry wherever the director saw him, in the current game. */
    public PenaltyRequest(String entryId, Long entry, Long chips, PenaltyTo to, String reason) {
        this(entryId, entry, chips, to, reason, null, null);
    }
}
