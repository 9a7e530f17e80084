package org.tavolo.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.paging.PageRequest;

@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments")
public class TournamentResource {

    private final TournamentService tournaments;
    private final SettingsMergePatch mergePatch;

    TournamentResource(TournamentService tournaments, SettingsMergePatch mergePatch) {
        this.tournaments = tournaments;
        this.mergePatch = mergePatch;
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
    @Operation(summary = "The tournaments, newest first, a page at a time")
    public List<TournamentView> list(
            @Parameter(description = "The page, from 0") @QueryParam("page") Integer page,
            @Parameter(description = "Rows per page: 100 unless given, at most 1000") @QueryParam("size")
                    Integer size) {
        return tournaments.list(PageRequest.of(page, size)).stream()
                .map(TournamentView::from)
                .toList();
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Delete a tournament in which nothing has been played (409 tournament-played afterwards)")
    public Response delete(@PathParam("id") long id) {
        tournaments.delete(id);
        return Response.noContent().build();
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

    @PATCH
    @Path("/{id}/settings")
    @Consumes(SettingsMergePatch.MEDIA_TYPE)
    @Operation(
            summary = "Change some settings",
            description = "A JSON Merge Patch (RFC 7396, Content-Type application/merge-patch+json): the fields "
                    + "named are replaced, null removes an optional setting, the rest stays. The same rules as "
                    + "a whole replacement apply (409 settings-frozen after the draw).")
    @RequestBody(
            content =
                    @Content(
                            mediaType = SettingsMergePatch.MEDIA_TYPE,
                            examples =
                                    @ExampleObject(
                                            name = "A bigger stack",
                                            value = "{\"startingStack\": 30000, \"ante\": 1500}")))
    public TournamentSettings patchSettings(@PathParam("id") long id, String patch) throws JsonProcessingException {
        return tournaments.patchSettings(id, mergePatch.read(patch)).settings();
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
