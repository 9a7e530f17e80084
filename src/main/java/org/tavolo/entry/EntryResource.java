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
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.table.PokerTable;

@Path("/api/tournaments/{id}/entries")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Entries")
public class EntryResource {

    private final EntryService entries;

    EntryResource(EntryService entries) {
        this.entries = entries;
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
        return Response.status(201).entity(view(id, List.of(entry)).get(0)).build();
    }

    @POST
    @Path("/csv")
    @Consumes("text/csv")
    @Operation(
            summary = "Enter players from a CSV file",
            description =
                    "One player per line: name[,nickname[,contact]]; "
                            + "an optional header line starting with 'name'. Players are found in the club register by name and nickname, "
                            + "or added to it (by name alone when a line has no nickname and the name is unique); the answer says per "
                            + "line 'matched existing id N' or 'created'. All or nothing: a 400 invalid-csv lists every bad line with its number and reason.")
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
            byte[] csv) {
        CsvImport done = entries.enterFromCsv(id, CsvText.decode(csv, charset));
        return Response.status(201)
                .entity(new CsvImportView(view(id, done.entries()), done.lines()))
                .build();
    }

    @GET
    @Operation(summary = "The entries, in registration order, with their seats")
    public List<EntryView> list(@PathParam("id") long id) {
        return view(id, entries.list(id));
    }

    @GET
    @Path("/{entryId}")
    @Operation(summary = "One entry")
    public EntryView get(@PathParam("id") long id, @PathParam("entryId") long entryId) {
        return view(id, List.of(entries.get(id, entryId))).get(0);
    }

    @DELETE
    @Path("/{entryId}")
    @Operation(summary = "Withdraw an entry before the draw")
    public Response withdraw(@PathParam("id") long id, @PathParam("entryId") long entryId) {
        entries.withdraw(id, entryId);
        return Response.noContent().build();
    }

    private static List<EntryView> view(long tournamentId, List<Entry> list) {
        Map<Long, int[]> seats = PokerTable.inPlay(tournamentId).stream()
                .flatMap(t -> t.seats().entrySet().stream()
                        .map(s -> Map.entry(s.getValue(), new int[] {t.number(), s.getKey()})))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        return list.stream()
                .map(e -> {
                    int[] at = seats.get(e.id);
                    return EntryView.from(e, at == null ? null : at[0], at == null ? null : at[1]);
                })
                .toList();
    }
}
