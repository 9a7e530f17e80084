package org.tavolo.hand;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why a hand is voided, and who voids it. */
public record VoidHandRequest(
        @NotBlank @Size(max = 500) String reason,
        @NotBlank @Size(max = 100) String by) {}
