package org.tavolo.circuit;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.tournament.TournamentFormat;

/** A new circuit: its name, variant, season, the evenings that count (best N) and the qualifiers to the final. */
@Schema(description = "A new circuit", example = """
        {"name": "Circuito Puglia", "variant": "ITALIAN_DRAW", "season": "2026/27", "bestEvenings": 8, "qualifiers": 16}""")
public record CreateCircuitRequest(
        @NotBlank @Size(max = 200) String name,
        @NotNull TournamentFormat variant,
        @NotBlank @Size(max = 50) String season,
        @NotNull @Min(1) @Max(1000) Integer bestEvenings,
        @NotNull @Min(0) @Max(100000) Integer qualifiers) {}
