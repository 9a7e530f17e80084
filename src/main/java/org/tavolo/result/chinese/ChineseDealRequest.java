package org.tavolo.result.chinese;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One deal of a Chinese poker match, stored as soon as the director confirms it
 * (docs/results.md#deal-by-deal): every player's three hands and tokens, as one deal of
 * {@link ChineseMatchDealsRequest}.
 *
 * @param entryId a client-generated id (a UUID, say): sending the same deal again returns the first answer
 * @param round   the tournament's round, 1 when absent
 * @param players the same 2 to 4 players in every deal of the match
 * @param gameNumber the match the client saw the table playing: when sent, the deal is refused (409
 *     {@code not-current-game}) unless that match is still the tournament's current one and the one
 *     addressed (docs/errors.md#entries-bound-to-what-was-seen)
 * @param expected the players the client saw, by entry beside their seats: a player no longer at that
 *     seat of the table is refused with 409 {@code player-moved}, never scored in another's place
 */
@Schema(description = "One deal of a Chinese poker match", example = """
        {"entryId": "0b6c4f7e-3d1a-4c55-9a0e-7f2b1d9c8e31", "players": [
          {"entry": 21, "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
           "third": ["4h","4s","Jd","9h","2d"], "tokens": [0, 1, 4]},
          {"entry": 22, "first": ["Ks","Kh","Kd","Kc","3s"], "second": ["Qh","Qd","5c","5d","3c"],
           "third": ["Jh","Js","6h","6c","2s"], "tokens": [2, 3, 0]}]}""")
public record ChineseDealRequest(
        @NotBlank @Size(max = 64) String entryId,
        @Min(1) Integer round,
        @NotNull @Size(min = 2, max = 4) List<ChineseMatchDealsRequest.@Valid @NotNull Hands> players,
        @Min(1) Integer gameNumber,
        @Size(max = 4) List<@Valid @NotNull SeenSeat> expected) {

    /** A player the client saw at a seat of the table. */
    public record SeenSeat(
            @NotNull @Min(1) Integer seat, @NotNull Long entry) {}
}
