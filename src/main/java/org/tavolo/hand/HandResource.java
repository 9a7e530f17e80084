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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class HandResource {

    private final HandService hands;

    HandResource(HandService hands) {
        this.hands = hands;
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
    public Response enterHand(
            @PathParam("id") long id, @PathParam("table") @Min(1) int table, @Valid @NotNull EnterHandRequest request) {
        String answer = hands.enterHand(id, table, request);
        return Response.ok(answer, MediaType.APPLICATION_JSON).build();
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
    public Response hand(@PathParam("id") long id, @PathParam("hand") long hand) {
        return Response.ok(hands.hand(id, hand), MediaType.APPLICATION_JSON).build();
    }

    @POST
    @Path("/hands/{hand}/void")
    @Operation(summary = "Void a hand: its stack changes are reversed and its eliminations undone")
    public Response voidHand(
            @PathParam("id") long id, @PathParam("hand") long hand, @Valid @NotNull VoidHandRequest request) {
        return Response.ok(hands.voidHand(id, hand, request), MediaType.APPLICATION_JSON)
                .build();
    }

    @POST
    @Path("/hands/{hand}/ruling")
    @Operation(summary = "The director's ruling on pots a cycle left unpaid: who wins each")
    public Response rule(
            @PathParam("id") long id, @PathParam("hand") long hand, @Valid @NotNull RulingRequest request) {
        return Response.ok(hands.rule(id, hand, request), MediaType.APPLICATION_JSON)
                .build();
    }

    @POST
    @Path("/tables/{table}/chip-counts")
    @Operation(summary = "Count stacks at a table, with a reason; a count that changes the total is flagged")
    public ChipCountAnswer count(
            @PathParam("id") long id, @PathParam("table") @Min(1) int table, @Valid @NotNull ChipCountRequest request) {
        return hands.count(id, table, request);
    }

    @GET
    @Path("/tables/{table}/stacks")
    @Operation(summary = "The stack of every seat at a table")
    public Map<Integer, Long> stacks(@PathParam("id") long id, @PathParam("table") @Min(1) int table) {
        return hands.stacksAt(id, table);
    }

    @GET
    @Path("/chips")
    @Operation(summary = "Chips in play in a game: started, expected, in stacks, held in pots, and the flagged counts")
    public ChipsInPlay chips(@PathParam("id") long id, @QueryParam("game") @Min(1) Integer game) {
        return hands.chipsInPlay(id, game);
    }
}
