package org.tavolo.entry;

import jakarta.validation.constraints.NotNull;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Enters a registered player into the tournament. */
@Schema(description = "Enter a player from the club register", example = """
        {"playerId": 7}""")
public record EnterRequest(@NotNull Long playerId) {}
