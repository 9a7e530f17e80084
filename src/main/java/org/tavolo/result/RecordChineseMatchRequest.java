package org.tavolo.result;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** The end of a Chinese poker match at a table: each player's victory points (docs/rules.md#chinese-tokens, #chinese-match). */
public record RecordChineseMatchRequest(
        @Min(1) Integer round,
        @NotNull @Size(min = 2, max = 4) List<@Valid @NotNull VictoryPoints> victoryPoints) {}
