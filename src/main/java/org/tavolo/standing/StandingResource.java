package org.tavolo.standing;

import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}")
@Tag(name = "Standings")
public class StandingResource {

    static final String CSV = "text/csv";

    private final StandingService standings;

    StandingResource(StandingService standings) {
        this.standings = standings;
    }

    @GET
    @Path("/standings")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Standings of a round: points, then chips, then shared rank")
    public StandingsView standings(@PathParam("id") long id, @QueryParam("round") @DefaultValue("1") @Min(1) int round) {
        return standings.standings(id, round);
    }

    @GET
    @Path("/standings")
    @Produces(CSV + ";charset=UTF-8")
    @Operation(summary = "Standings of a round as CSV")
    public String standingsCsv(@PathParam("id") long id, @QueryParam("round") @DefaultValue("1") @Min(1) int round) {
        return StandingsCsv.write(standings.standings(id, round));
    }

    @GET
    @Path("/qualifiers")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Who goes through: a third of the field rounded up, or the given count; ties across the cut reported")
    public QualifiersView qualifiers(@PathParam("id") long id, @QueryParam("round") @DefaultValue("1") @Min(1) int round,
            @QueryParam("count") @Min(1) Integer count) {
        return standings.qualifiers(id, round, count);
    }
}
