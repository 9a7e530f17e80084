package org.tavolo.clock;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}/clock")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Clock")
public class ClockResource {

    private static final String VERSION = "The clock's version as last read: the button is pressed only if nobody "
            + "pressed one since (409 clock-changed otherwise, reload the clock)";

    private final ClockService clocks;

    ClockResource(ClockService clocks) {
        this.clocks = clocks;
    }

    @GET
    @Operation(
            summary = "The clock now",
            description = "Current level, blinds, ante, seconds left, next level, time to the "
                    + "next break, players left and average stack, all computed from the stored timestamps.")
    public ClockView read(@PathParam("id") long id) {
        return clocks.read(id);
    }

    @POST
    @Path("/start")
    @Operation(summary = "Start the clock at the first period (409 clock-already-started)")
    public ClockView start(
            @PathParam("id") long id, @QueryParam("version") @Parameter(description = VERSION) Long version) {
        return clocks.start(id, version);
    }

    @POST
    @Path("/pause")
    @Operation(summary = "Pause a running clock (409 clock-not-running)")
    public ClockView pause(
            @PathParam("id") long id, @QueryParam("version") @Parameter(description = VERSION) Long version) {
        return clocks.pause(id, version);
    }

    @POST
    @Path("/resume")
    @Operation(summary = "Resume a paused clock (409 clock-not-paused)")
    public ClockView resume(
            @PathParam("id") long id, @QueryParam("version") @Parameter(description = VERSION) Long version) {
        return clocks.resume(id, version);
    }

    @POST
    @Path("/next")
    @Operation(summary = "Jump to the start of the next period")
    public ClockView next(
            @PathParam("id") long id, @QueryParam("version") @Parameter(description = VERSION) Long version) {
        return clocks.next(id, version);
    }

    @POST
    @Path("/previous")
    @Operation(summary = "Jump back to the start of the previous period")
    public ClockView previous(
            @PathParam("id") long id, @QueryParam("version") @Parameter(description = VERSION) Long version) {
        return clocks.previous(id, version);
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/add-time")
    @Operation(summary = "Add time to the current period")
    public ClockView addTime(
            @PathParam("id") long id,
            @QueryParam("version") @Parameter(description = VERSION) Long version,
            @Valid @NotNull TimeRequest request) {
        return clocks.addTime(id, request.seconds(), version);
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/remove-time")
    @Operation(summary = "Remove time from the current period, at most what it has left")
    public ClockView removeTime(
            @PathParam("id") long id,
            @QueryParam("version") @Parameter(description = VERSION) Long version,
            @Valid @NotNull TimeRequest request) {
        return clocks.removeTime(id, request.seconds(), version);
    }
}
