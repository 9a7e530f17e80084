package org.tavolo.championship;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.live.LastEventId;

@Path("/api/championships")
@Tag(name = "Championships")
public class ChampionshipResource {

    static final String CSV = "text/csv";

    private final ChampionshipService championships;
    private final SeasonStandings standings;
    private final ChampionshipViews views;
    private final ChampionshipHub hub;
    private final ArchiveExport export;
    private final ArchiveImport archiveImport;

    ChampionshipResource(
            ChampionshipService championships,
            SeasonStandings standings,
            ChampionshipViews views,
            ChampionshipHub hub,
            ArchiveExport export,
            ArchiveImport archiveImport) {
        this.championships = championships;
        this.export = export;
        this.archiveImport = archiveImport;
        this.standings = standings;
        this.views = views;
        this.hub = hub;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Create a championship: a season of evenings (SEASON, the default) or the stages of a tournament")
    public Response create(@Valid @NotNull CreateChampionshipRequest request) {
        ChampionshipView created = views.of(championships.create(request));
        return Response.created(URI.create("/api/championships/" + created.id()))
                .entity(created)
                .build();
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The championships, newest first")
    public List<ChampionshipView> list() {
        return championships.list().stream().map(views::of).toList();
    }

    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "One championship, with its tournaments in the order its table reads them")
    public ChampionshipView get(@PathParam("id") long id) {
        return views.of(championships.get(id));
    }

    @POST
    @Path("/{id}/tournaments")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Attach an existing tournament as the next evening",
            description = "A tournament belongs to at most one championship (409 tournament-in-championship).")
    public ChampionshipView attach(@PathParam("id") long id, @Valid @NotNull AttachTournamentRequest request) {
        championships.attach(id, request.tournament());
        hub.changed(id);
        return views.of(championships.get(id));
    }

    @DELETE
    @Path("/{id}/tournaments/{tournamentId}")
    @Operation(summary = "Take a tournament out of the championship (its own results stay)")
    public Response detach(@PathParam("id") long id, @PathParam("tournamentId") long tournamentId) {
        championships.detach(id, tournamentId);
        hub.changed(id);
        return Response.noContent().build();
    }

    @GET
    @Path("/{id}/standings")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "The season table: each player's points at each evening, the total, the evenings played",
            description = "Computed from the evenings' standings on every read, so a correction shows at once. "
                    + "Ties are broken as docs/rules.md#season-table says; a line ranked apart from another of the same total names the rule that did it (tieBreak). A championship of stages ranks by the "
                    + "stage reached, then by the rank there.")
    public SeasonStandingsView standings(@PathParam("id") long id) {
        return standings.of(id);
    }

    @GET
    @Path("/{id}/standings")
    @Produces(CSV + ";charset=UTF-8")
    @Operation(
            summary = "The season table as CSV for an Italian spreadsheet",
            description = "';' between fields, a decimal comma, a UTF-8 byte-order mark, Italian headings.")
    public String standingsCsv(@PathParam("id") long id) {
        return SeasonCsv.write(standings.of(id));
    }

    @GET
    @Path("/{id}/archive")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "The championship as one JSON archive",
            description = "Its tournaments and settings, entries, players (name and nickname), every table result "
                    + "with its corrections and voids, the Hold'em eliminations: what another installation needs to "
                    + "compute the same standings (docs/championships.md#archive).")
    public Response archive(@PathParam("id") long id) {
        return Response.ok(export.of(id))
                .header("Content-Disposition", "attachment; filename=\"championship-" + id + ".json\"")
                .build();
    }

    @POST
    @Path("/archive")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Import a championship archive as a new championship with new tournaments",
            description = "All or nothing. Players are found in the register by name and nickname, or registered. "
                    + "Each part is checked as the API checks it; a part refused is a 400 archive-invalid naming its "
                    + "field, line and column (docs/championships.md#archive-validation). With dryRun=true the "
                    + "import is run and rolled back: the answer tells what would be created, and nothing is stored.")
    public Response importArchive(
            @QueryParam("dryRun") @DefaultValue("false") boolean dryRun,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = ChampionshipArchive.class)))
                    String archive)
            throws JsonProcessingException {
        if (dryRun) {
            return Response.ok(archiveImport.dryRun(archive)).build();
        }
        ChampionshipArchive.Imported imported = archiveImport.apply(archive);
        return Response.created(URI.create("/api/championships/" + imported.championshipId()))
                .entity(imported)
                .build();
    }

    @GET
    @Path("/{id}/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(
            summary = "The championship's live events",
            description = "A server-sent event named standings whenever the table may have changed: a result "
                    + "recorded, corrected or voided at one of its tournaments, an entry, a tournament attached or "
                    + "taken out. Event ids follow the audit trail: reconnect with Last-Event-ID (or ?lastEventId=) "
                    + "to be told whether a change was missed.")
    @APIResponse(
            responseCode = "200",
            description = "The stream; it stays open",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS))
    public void events(
            @PathParam("id") long id,
            @BeanParam LastEventId lastEventId,
            @Context SseEventSink sink,
            @Context Sse sse) {
        Long lastSeen = lastEventId.value();
        championships.get(id);
        hub.subscribe(id, lastSeen, sink, sse);
    }
}
