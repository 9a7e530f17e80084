package org.tavolo.standing;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}")
@Tag(name = "Standings")
public class StandingResource {

    static final String CSV = "text/csv";

    private final StandingService standings;
    private final NextRoundService nextRounds;
    private final OutlookService outlooks;

    StandingResource(StandingService standings, NextRoundService nextRounds, OutlookService outlooks) {
        this.standings = standings;
        this.nextRounds = nextRounds;
        this.outlooks = outlooks;
    }

    @GET
    @Path("/entries/{entry}/outlook")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "What the round's last game must bring a player to qualify",
            description = "Once the round's last game is drawn: the worst place at the player's table that"
                    + " qualifies whatever the other tables do (safePlace), the worst that can still qualify"
                    + " (hopePlace), and QUALIFIED, OPEN or OUT; UNKNOWN before that game is drawn and in"
                    + " Hold'em. A tie on points counts against a safe place and for a hope (docs/rules.md#outlook).")
    @APIResponse(
            responseCode = "200",
            description = "The player's outlook",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = OutlookView.class)))
    public OutlookView outlook(@PathParam("id") long id, @PathParam("entry") long entry) {
        return outlooks.of(id, entry);
    }

    @GET
    @Path("/standings")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Standings of a round: points, then chips, then shared rank")
    @APIResponse(
            responseCode = "200",
            description = "The standings, best first",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = StandingsView.class)))
    public Response standings(
            @PathParam("id") long id,
            @QueryParam("round") @DefaultValue("1") @Min(1) int round,
            @Parameter(description = "For the CSV only; a value other than plain or it is refused here too")
                    @QueryParam("dialect")
                    String dialect) {
        StandingsCsv.Dialect.named(dialect);
        return Response.ok(standings.standingsJson(id, round), MediaType.APPLICATION_JSON_TYPE)
                .build();
    }

    @GET
    @Path("/standings")
    @Produces(CSV + ";charset=UTF-8")
    @Operation(
            summary = "Standings of a round as CSV",
            description = "With the player's nickname. dialect=it writes what an Italian spreadsheet opens as it is: "
                    + "';' between fields, a decimal comma, a UTF-8 byte-order mark. A cell starting with = + - @ is "
                    + "written with a leading apostrophe, so that no name runs as a formula.")
    public String standingsCsv(
            @PathParam("id") long id,
            @QueryParam("round") @DefaultValue("1") @Min(1) int round,
            @Parameter(description = "plain (the default: RFC 4180) or it (Italian spreadsheets)")
                    @QueryParam("dialect")
                    String dialect) {
        StandingsCsv.Dialect chosen = StandingsCsv.Dialect.named(dialect);
        return StandingsCsv.write(standings.standings(id, round), chosen, standings.qualifiers(id, round, null));
    }

    @POST
    @Path("/next-round")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Create the next round from the qualifiers: a new tournament with them entered")
    public Response nextRound(@PathParam("id") long id, @Valid @NotNull NextRoundRequest request) {
        NextRoundView created = nextRounds.create(id, request);
        return Response.created(URI.create("/api/tournaments/" + created.tournamentId()))
                .entity(created)
                .build();
    }

    @GET
    @Path("/qualifiers")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Who goes through: a third of the field rounded up, or the given count; ties across the cut reported")
    public QualifiersView qualifiers(
            @PathParam("id") long id,
            @QueryParam("round") @DefaultValue("1") @Min(1) int round,
            @QueryParam("count") @Min(1) Integer count) {
        return standings.qualifiers(id, round, count);
    }
}
