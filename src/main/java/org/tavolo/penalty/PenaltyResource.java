package org.tavolo.penalty;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Penalties at a table (docs/rules.md#penalties). */
@Path("/api/tournaments/{id}/tables/{table}/penalties")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class PenaltyResource {

    private final PenaltyService penalties;

    PenaltyResource(PenaltyService penalties) {
        this.penalties = penalties;
    }

    @POST
    @Operation(
            summary = "Give a penalty: chips to the pot, to the other players or out of play, or a skipped hand; "
                    + "a resend with the same entryId returns the first answer")
    public PenaltyAnswer give(
            @PathParam("id") long id, @PathParam("table") @Min(1) int table, @Valid @NotNull PenaltyRequest request) {
        return penalties.give(id, table, request);
    }

    @POST
    @Path("/{penalty}/void")
    @Operation(summary = "Void a penalty: its stack changes are reversed")
    public PenaltyAnswer voidPenalty(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("penalty") long penalty,
            @Valid @NotNull VoidPenaltyRequest request) {
        return penalties.voidPenalty(id, table, penalty, request);
    }
}
