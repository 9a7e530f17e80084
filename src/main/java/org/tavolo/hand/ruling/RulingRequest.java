package org.tavolo.hand.ruling;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.tavolo.ledger.SeenSeats;

/**
 * The director's ruling on the pots a cycle left unpaid (docs/rules.md#italian: disputes are settled by the
 * evening's director): who wins each of them; and, required of a table's director, the game he ruled in
 * ({@code gameNumber}) and each of the hand's players as he saw them, by entry beside the hand's seats with their
 * stacks now ({@code expected}, docs/errors.md#entries-bound-to-what-was-seen).
 */
public record RulingRequest(
        @NotEmpty List<@Valid @NotNull PotRuling> pots,
        Integer gameNumber,
        @Size(max = 11) List<SeenSeats.@NotNull Seat> expected) {

    /** A ruling that names nothing it was made against: the organizer's. */
    public RulingRequest(List<PotRuling> pots) {
        this(pots, null, null);
    }

    /**
     * One pot's winners; several winners split it in chip units, odd units from the first seat
     * left of the button (docs/rules.md#side-pots).
     */
    public record PotRuling(@NotBlank String pot, @NotEmpty List<@NotNull Integer> winners) {}
}
