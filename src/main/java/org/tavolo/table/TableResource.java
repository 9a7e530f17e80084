package org.tavolo.table;

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
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.entry.Entry;
import org.tavolo.table.TableViews.DrawView;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;

@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tables and seats")
public class TableResource {

    private final FloorService floor;

    TableResource(FloorService floor) {
        this.floor = floor;
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/draws")
    @Operation(
            summary = "Draw tables and seats for the first game",
            description =
                    "Closes registration and freezes the "
                            + "settings. The seed and algorithm are published with the result (docs/seat-draw.md). 409 already-drawn the second time.")
    public Response firstDraw(@PathParam("id") long id, @Valid DrawRequest request) {
        Draw draw = floor.firstDraw(id, request == null ? null : request.seed());
        return Response.status(201).entity(view(id, draw)).build();
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/draws/next-game")
    @Operation(
            summary = "Draw (or keep) tables for the next game",
            description =
                    "Italian and Chinese poker: a new seed "
                            + "for each game, or the previous seats kept for the second game of a round when redrawBetweenGames is false.")
    public Response nextGame(@PathParam("id") long id, @Valid DrawRequest request) {
        Draw draw = floor.nextGame(id, request == null ? null : request.seed());
        return Response.status(201).entity(view(id, draw)).build();
    }

    @GET
    @Path("/draws")
    @Operation(summary = "Every draw with its seed, algorithm, entry order and table plan")
    public List<DrawView> draws(@PathParam("id") long id) {
        Map<Long, Entry> entries = entries(id);
        return floor.draws(id).stream()
                .map(d -> TableViews.draw(d, PokerTable.ofDraw(d.id), entries))
                .toList();
    }

    @GET
    @Path("/tables")
    @Operation(summary = "The tables in play: seats, button and game number")
    public List<TableView> tables(@PathParam("id") long id) {
        Map<Long, Entry> entries = entries(id);
        int game = Draw.current(id).map(Draw::gameNumber).orElse(0);
        return floor.tablesInPlay(id).stream()
                .map(t -> TableViews.table(t, game, entries))
                .toList();
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @PUT
    @Path("/tables/{number}/button")
    @Operation(summary = "Set the button seat for the next hand")
    public TableView placeButton(
            @PathParam("id") long id, @PathParam("number") int number, @Valid @NotNull ButtonRequest request) {
        PokerTable table = floor.placeButton(id, number, request.seat());
        return TableViews.table(table, Draw.current(id).map(Draw::gameNumber).orElse(0), entries(id));
    }

    @POST
    @Path("/tables/{number}/button/advance")
    @Operation(summary = "Move the button to the next player after a hand")
    public TableView advanceButton(@PathParam("id") long id, @PathParam("number") int number) {
        PokerTable table = floor.advanceButton(id, number);
        return TableViews.table(table, Draw.current(id).map(Draw::gameNumber).orElse(0), entries(id));
    }

    @POST
    @Path("/balance")
    @Operation(
            summary = "Vacate the seats of eliminated players, then balance and break tables as needed",
            description =
                    "Hold'em (TDA rules 10–11). Returns the moves to announce; none when the tables are balanced.")
    public List<MoveView> balance(@PathParam("id") long id) {
        var moves = floor.afterElimination(id);
        Map<Long, Entry> entries = entries(id);
        return moves.stream().map(m -> TableViews.move(m, entries)).toList();
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/moves")
    @Operation(summary = "Move a player to an open seat by hand")
    public Response move(@PathParam("id") long id, @Valid @NotNull MoveRequest request) {
        var move = floor.move(id, request.entryId(), request.toTable(), request.toSeat());
        return Response.status(201).entity(TableViews.move(move, entries(id))).build();
    }

    @GET
    @Path("/moves")
    @Operation(summary = "Every move, newest first: who, from, to, why, when, by whom")
    public List<MoveView> moves(@PathParam("id") long id) {
        Map<Long, Entry> entries = entries(id);
        return floor.moves(id).stream().map(m -> TableViews.move(m, entries)).toList();
    }

    @POST
    @Path("/moves/undo")
    @Operation(summary = "Undo the last floor action (a balance, a table break, a final-table redraw or a manual move)")
    public List<MoveView> undo(@PathParam("id") long id) {
        var undone = floor.undoLast(id);
        Map<Long, Entry> entries = entries(id);
        return undone.stream().map(m -> TableViews.move(m, entries)).toList();
    }

    private DrawView view(long id, Draw draw) {
        return TableViews.draw(draw, PokerTable.ofDraw(draw.id), entries(id));
    }

    private static Map<Long, Entry> entries(long id) {
        return Entry.ofTournament(id).stream().collect(Collectors.toMap(e -> e.id, Function.identity()));
    }
}
