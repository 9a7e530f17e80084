package org.tavolo.result;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why a table result is voided, and who voids it. */
public record VoidResultRequest(
        @NotBlank @Size(max = 500) String reason,
        @NotBlank @Size(max = 100) String by) {}
