package org.tavolo.championship;

import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A new championship: its name, its season, its kind (SEASON unless given), how many of a player's
 * best evenings count (all unless given) and the points by finishing place for evenings without
 * points of their own.
 */
@Schema(description = "A new championship", example = """
        {"name": "Campionato sociale", "season": "2026/27", "kind": "SEASON", "bestOf": null, "pointsByPlace": null}""")
public record CreateChampionshipRequest(
        @NotBlank @Size(max = 200) String name,
        @NotBlank @Size(max = 50) String season,
        ChampionshipKind kind,
        @Min(1) Integer bestOf,
        @Size(max = 500) List<@NotNull @DecimalMin("0") BigDecimal> pointsByPlace) {}
