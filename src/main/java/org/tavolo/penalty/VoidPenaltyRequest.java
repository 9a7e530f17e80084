package org.tavolo.penalty;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.tavolo.ledger.SeenSeats;

/**
 * Why a penalty is voided; who voids it is the signed-in caller. Required of a table's director
 * (docs/errors.md#entries-bound-to-what-was-seen): the game he voided it in ({@code gameNumber}) and every player
 * the penalty moved chips of, by entry beside the seat he had in it, with his stack now ({@code expected}).
 */
public record VoidPenaltyRequest(
        @NotBlank @Size(max = 500) String reason,
        Integer gameNumber,
        @Size(max = 11) List<SeenSeats.@NotNull Seat> expected) {}
