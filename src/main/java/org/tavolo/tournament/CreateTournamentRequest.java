package org.tavolo.tournament;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What an organizer gives to announce a tournament. */
@Schema(description = "A new tournament", example = """
        {"name": "Torneo del giovedì", "format": "ITALIAN_DRAW", "date": "2026-11-26", "venue": "Circolo Aurora"}""")
public record CreateTournamentRequest(
        @NotBlank @Size(max = 200) String name,
        @NotNull TournamentFormat format,
        @NotNull LocalDate date,
        @Size(max = 200) String venue) {}
