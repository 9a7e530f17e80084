package org.tavolo.hand;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.hand.voids.HandVoids;
import org.tavolo.hand.voids.VoidHandRequest;
import org.tavolo.hand.voids.VoidedHand;

@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class HandResource {

    private final HandService hands;
    private final HandVoids voids;

    HandResource(HandService hands, HandVoids voids) {
        this.hands = hands;
        this.voids = voids;
    }

    @POST
    @Path("/tables/{table}/hands")
    @Operation(
            summary = "Enter a hand: settled with the evaluator, stacks and eliminations stored at once; "
                    + "a retry with the same entryId returns the first answer")
    @APIResponse(
            responseCode = "200",
            description = "The settled hand (the stored answer on a retry)",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = HandAnswer.class)))
    public HandAnswer enterHand(
            @PathParam("id") long id, @PathParam("table") @Min(1) int table, @Valid @NotNull EnterHandRequest request) {
        return hands.enterHand(id, table, request);
    }

    @GET
    @Path("/hands/{hand}")
    @Operation(summary = "A hand as it was answered")
    @APIResponse(
            responseCode = "200",
            description = "The hand's answer",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = HandAnswer.class)))
    public HandAnswer hand(@PathParam("id") long id, @PathParam("hand") long hand) {
        return hands.hand(id, hand);
    }

    @POST
    @Path("/hands/{hand}/void")
    @Operation(summary = "Void a hand: its stack changes are reversed and its eliminations undone")
    public VoidedHand voidHand(
            @PathParam("id") long id, @PathParam("hand") long hand, @Valid @NotNull VoidHandRequest request) {
        return voids.voidHand(id, hand, request);
    }
}
