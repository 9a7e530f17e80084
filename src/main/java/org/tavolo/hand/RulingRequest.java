package org.tavolo.hand;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/**
 * The director's ruling on the pots a cycle left unpaid (docs/rules.md#italian: disputes are settled by the
 * evening's director): who wins each of them.
 */
public record RulingRequest(@NotEmpty List<@Valid @NotNull PotRuling> pots) {

    /**
     * One pot's winners; several winners split it in chip units, odd units from the first seat
     * left of the button (docs/rules.md#side-pots).
     */
    public record PotRuling(@NotBlank String pot, @NotEmpty List<@NotNull Integer> winners) {}
}
