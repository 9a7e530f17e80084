package org.tavolo.result;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.ledger.FinalStack;
import org.tavolo.ledger.SeenSeats;

/**
 * The end of an Italian game at a table (docs/rules.md#italian-tournament): everyone's final stack, or none to take
 * the stacks and eliminations from the chip ledger of the hands and counts entered; and, required of a table's
 * director, the table as he saw it when he closed it ({@code expected}: each seat's entry and stack,
 * docs/errors.md#entries-bound-to-what-was-seen).
 */
@Schema(description = "Final stacks of an Italian game at one table", example = """
        {"round": 1, "stacks": [{"entry": 11, "chips": 41000}, {"entry": 12, "chips": 25000},
         {"entry": 13, "chips": 14000}, {"entry": 14, "chips": 0, "eliminatedInHand": 17, "chipsAtStartOfHand": 3000}]}""")
public record CloseItalianGameRequest(
        @Min(1) Integer round,
        @Size(min = 2, max = 11) List<@Valid @NotNull FinalStack> stacks,
        @Size(max = 11) List<SeenSeats.@NotNull Seat> expected) {

    /** A close that names no table seen: the organizer's, or one from the ledger as it is. */
    public CloseItalianGameRequest(Integer round, List<FinalStack> stacks) {
        this(round, stacks, null);
    }
}
