package org.tavolo.result;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why a table result is voided; who voids it is the signed-in caller. */
public record VoidResultRequest(@NotBlank @Size(max = 500) String reason) {}
