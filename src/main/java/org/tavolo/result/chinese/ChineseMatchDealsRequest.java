package org.tavolo.result.chinese;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A Chinese poker match as the director enters it (docs/rules.md#chinese-tokens, #chinese-match): the three deals, each with
 * every player's three hands and the tokens on them. Tavolo scores the victory points with the
 * tournament's token set and rule, then ranks the table.
 *
 * @param gameNumber the match the client saw the table playing, as in {@link RecordChineseMatchRequest}: a table's
 *     director names it
 * @param expected every player of the deals by entry beside the seat the client saw him at, as in
 *     {@link RecordChineseMatchRequest}: a table's director names them
 */
public record ChineseMatchDealsRequest(
        @Min(1) Integer round,
        @NotNull @Size(min = 3, max = 3) List<@Valid @NotNull Deal> deals,
        @Min(1) Integer gameNumber,
        @Size(max = 4) List<ChineseDealRequest.@Valid @NotNull SeenSeat> expected) {

    /** One deal: the same 2 to 4 players every time. */
    public record Deal(@NotNull @Size(min = 2, max = 4) List<@Valid @NotNull Hands> players) {}

    /** A player's three hands, first (strongest) to third, and the token on each. */
    public record Hands(
            @NotNull Long entry,
            @NotNull List<@NotNull String> first,
            @NotNull List<@NotNull String> second,
            @NotNull List<@NotNull String> third,
            @NotNull List<@NotNull Integer> tokens) {}
}
