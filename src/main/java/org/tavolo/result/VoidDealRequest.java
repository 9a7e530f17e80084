package org.tavolo.result;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why the last stored deal of a match is voided (the round, 1 when absent); who voids it is the signed-in caller. */
public record VoidDealRequest(
        @NotBlank @Size(max = 500) String reason, @Min(1) Integer round) {}
