package org.tavolo.table;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The organizer moves a player to an open seat. */
@Schema(description = "Move a player to an open seat", example = """
        {"entryId": 42, "toTable": 2, "toSeat": 7}""")
public record MoveRequest(
        @NotNull Long entryId,
        @Positive int toTable,
        @Positive int toSeat) {}
