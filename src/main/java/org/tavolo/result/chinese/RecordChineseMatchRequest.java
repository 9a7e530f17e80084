package org.tavolo.result.chinese;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.tavolo.result.VictoryPoints;
import org.tavolo.result.chinese.ChineseDealRequest.SeenSeat;

/**
 * The end of a Chinese poker match at a table: each player's victory points (docs/rules.md#chinese-tokens,
 * #chinese-match).
 *
 * @param gameNumber the match the client saw the table playing, which a table's director names (400
 *     {@code binding-missing} without it): refused (409 {@code not-current-game}) unless it is still the tournament's
 *     current match and the one addressed (docs/errors.md#entries-bound-to-what-was-seen)
 * @param expected every player of {@code victoryPoints} by entry beside the seat the client saw him at, which a
 *     director names: a player no longer at that seat of the table is refused with 409 {@code player-moved}
 */
public record RecordChineseMatchRequest(
        @Min(1) Integer round,
        @NotNull @Size(min = 2, max = 4) List<@Valid @NotNull VictoryPoints> victoryPoints,
        @Min(1) Integer gameNumber,
        @Size(max = 4) List<@Valid @NotNull SeenSeat> expected) {}
