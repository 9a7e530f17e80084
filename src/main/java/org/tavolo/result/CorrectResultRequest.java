package org.tavolo.result;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.tavolo.ledger.FinalStack;

/**
 * The organizer's correction of a table result: the corrected stacks (Italian game) or victory
 * points (Chinese poker match) and why; who corrects it is the signed-in caller.
 */
public record CorrectResultRequest(
        @Size(min = 2, max = 11) List<@Valid @NotNull FinalStack> stacks,
        @Size(min = 2, max = 4) List<@Valid @NotNull VictoryPoints> victoryPoints,
        @NotBlank @Size(max = 500) String reason) {}
