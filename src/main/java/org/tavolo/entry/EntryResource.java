package org.tavolo.entry;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriBuilder;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}/entries")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Entries")
public class EntryResource {

    private final EntryService entries;
    private final EntryViews views;

    EntryResource(EntryService entries, EntryViews views) {
        this.entries = entries;
        this.views = views;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Enter a player",
            description =
                    "Open until the first draw; for Hold'em with late registration, "
                            + "until the level set, and the newcomer is seated at once. 409 registration-closed, 409 already-entered.")
    public Response enter(@PathParam("id") long id, @Valid @NotNull EnterRequest request) {
        Entry entry = entries.enter(id, request.playerId());
        return Response.created(UriBuilder.fromResource(EntryResource.class)
                        .path("{entryId}")
                        .build(id, entry.id))
                .entity(views.one(id, entry.id))
                .build();
    }

    @POST
    @Path("/csv")
    @Consumes("text/csv")
    @Operation(
            summary = "Enter players from a CSV file",
            description = "One player per line: name[,nickname[,contact]]; "
                    + "an optional header line starting with 'name'. Players are found in the club register by name and nickname, "
                    + "or added to it (by name alone when a line has no nickname and the name is unique); the answer says per "
                    + "line 'matched existing id N' or 'created'. All or nothing: a 400 invalid-csv lists every bad line with its number and reason. "
                    + "At most " + CsvCheck.MAX_LINES
                    + " players per file: a longer one is refused with 400 csv-too-long (limit, lines). "
                    + "With dryRun=true nothing is stored: the answer (200) says per line 'matched' (with the player), 'new' or "
                    + "'refused' and why, as the import would.")
    @RequestBody(
            content = @Content(mediaType = "text/csv", examples = @ExampleObject(name = "Three players", value = """
            name,nickname,contact
            Mario Rossi,Il Conte,mario@example.org
            "Bianchi, Luca",,
            Anna Verdi""")))
    public Response enterFromCsv(
            @PathParam("id") long id,
            @Parameter(description = "The file's encoding: utf-8 (default) or windows-1252")
                    @QueryParam("charset")
                    @DefaultValue(CsvText.UTF_8)
                    String charset,
            @Parameter(description = "Preview only: check every line and store nothing")
                    @QueryParam("dryRun")
                    @DefaultValue("false")
                    boolean dryRun,
            byte[] csv) {
        if (dryRun) {
            return Response.ok(new CsvImportView(List.of(), entries.previewCsv(id, CsvText.decode(csv, charset))))
                    .build();
        }
        CsvImport done = entries.enterFromCsv(id, CsvText.decode(csv, charset));
        return Response.created(UriBuilder.fromResource(EntryResource.class).build(id))
                .entity(new CsvImportView(
                        views.of(id, done.entries().stream().map(e -> e.id).toList()), done.lines()))
                .build();
    }

    @GET
    @Operation(summary = "The entries, in registration order, with their seats")
    public List<EntryView> list(@PathParam("id") long id) {
        return views.list(id);
    }

    @GET
    @Path("/{entryId}")
    @Operation(summary = "One entry")
    public EntryView get(@PathParam("id") long id, @PathParam("entryId") long entryId) {
        return views.one(id, entryId);
    }

    @DELETE
    @Path("/{entryId}")
    @Operation(summary = "Withdraw an entry before the draw")
    public Response withdraw(@PathParam("id") long id, @PathParam("entryId") long entryId) {
        entries.withdraw(id, entryId);
        return Response.noContent().build();
    }
}
