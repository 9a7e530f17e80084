package org.tavolo.tournament;

import jakarta.validation.Valid;
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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments")
public class TournamentResource {

    private final TournamentService tournaments;

    TournamentResource(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @POST
    @Operation(summary = "Announce a tournament")
    public Response create(@Valid @NotNull CreateTournamentRequest request) {
        TournamentView created = TournamentView.from(tournaments.announce(request));
        return Response.created(URI.create("/api/tournaments/" + created.id()))
                .entity(created)
                .build();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One tournament")
    public TournamentView get(@PathParam("id") long id) {
        return TournamentView.from(tournaments.get(id));
    }

    @GET
    @Operation(summary = "All tournaments, newest first")
    public List<TournamentView> list() {
        return tournaments.list().stream().map(TournamentView::from).toList();
    }

    @GET
    @Path("/{id}/settings")
    @Operation(summary = "The tournament's settings (rule-book defaults of its format until changed)")
    public TournamentSettings settings(@PathParam("id") long id) {
        return tournaments.get(id).settings();
    }

    @PUT
    @Path("/{id}/settings")
    @Operation(
            summary = "Change the settings",
            description = "Any valid change before the first draw; afterwards only "
                    + "clock periods not yet played (409 settings-frozen otherwise).")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            examples =
                                    @ExampleObject(
                                            name = "Italian, 90-minute games",
                                            value = SettingsExamples.ITALIAN)))
    public TournamentSettings changeSettings(@PathParam("id") long id, @Valid @NotNull TournamentSettings settings) {
        return tournaments.changeSettings(id, settings).settings();
    }

    @PUT
    @Path("/{id}/settings/clock")
    @Operation(
            summary = "Change the clock structure",
            description = "Blind levels and breaks, or the game clock. Once "
                    + "the clock runs, the periods already played and the current one cannot change.")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            examples =
                                    @ExampleObject(name = "Three levels and a break", value = SettingsExamples.CLOCK)))
    public TournamentSettings changeClock(@PathParam("id") long id, @Valid @NotNull ClockSettings clock) {
        return tournaments.changeClock(id, clock).settings();
    }
}
