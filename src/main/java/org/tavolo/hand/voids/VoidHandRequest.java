package org.tavolo.hand.voids;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why a hand is voided; who voids it is the signed-in caller. */
public record VoidHandRequest(@NotBlank @Size(max = 500) String reason) {}
