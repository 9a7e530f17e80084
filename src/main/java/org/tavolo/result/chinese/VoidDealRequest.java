package org.tavolo.result.chinese;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * Why the last stored deal of a match is voided (the round, 1 when absent); who voids it is the
 * signed-in caller. {@code gameNumber}, when sent, is the match the client saw the table playing:
 * the void is refused (409 {@code not-current-game}) once the match is no longer the current one.
 */
public record VoidDealRequest(
        @NotBlank @Size(max = 500) String reason,
        @Min(1) Integer round,
        @Min(1) Integer gameNumber) {}
