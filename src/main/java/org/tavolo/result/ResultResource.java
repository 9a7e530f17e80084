package org.tavolo.result;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class ResultResource {

    private final ResultService results;
    private final ResultCorrections corrections;
    private final PointsSchemeService schemes;

    ResultResource(ResultService results, ResultCorrections corrections, PointsSchemeService schemes) {
        this.results = results;
        this.corrections = corrections;
        this.schemes = schemes;
    }

    @POST
    @Path("/tables/{table}/games/{game}/result")
    @Operation(summary = "Close an Italian game at a table: final stacks, places and points")
    public Response closeItalianGame(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("game") @Min(1) int game,
            @Valid @NotNull CloseItalianGameRequest request) {
        return created(id, results.closeItalianGame(id, table, game, request));
    }

    @GET
    @Path("/results")
    @Operation(summary = "Every table result, voided and corrected ones included: the audit trail")
    public List<TableResultView> history(@PathParam("id") long id) {
        return results.history(id);
    }

    @GET
    @Path("/results/{result}")
    @Operation(summary = "One table result")
    public TableResultView get(@PathParam("id") long id, @PathParam("result") long result) {
        return results.get(id, result);
    }

    @POST
    @Path("/results/{result}/correction")
    @Operation(summary = "Correct a table result; the old one is voided and kept")
    public Response correct(
            @PathParam("id") long id, @PathParam("result") long result, @Valid @NotNull CorrectResultRequest request) {
        return created(id, corrections.correct(id, result, request));
    }

    @POST
    @Path("/results/{result}/void")
    @Operation(summary = "Void a table result; it leaves the standings and stays in the audit trail")
    public TableResultView voidResult(
            @PathParam("id") long id, @PathParam("result") long result, @Valid @NotNull VoidResultRequest request) {
        return corrections.voidResult(id, result, request);
    }

    @GET
    @Path("/points-schemes")
    @Operation(
            summary = "The points schemes in force: per table size (from the settings), and the Hold'em league scheme")
    public PointsSchemesView pointsSchemes(@PathParam("id") long id) {
        return schemes.view(id);
    }

    @PUT
    @Path("/points-schemes/league")
    @Operation(summary = "Set the Hold'em league points by finishing place")
    public PointsSchemesView setLeagueScheme(@PathParam("id") long id, @Valid @NotNull SetPointsSchemeRequest request) {
        return schemes.setLeague(id, request.points());
    }

    /** A result just recorded: 201 with its address. */
    public static Response created(long tournamentId, TableResultView result) {
        return Response.created(URI.create("/api/tournaments/" + tournamentId + "/results/" + result.id()))
                .entity(result)
                .build();
    }
}
