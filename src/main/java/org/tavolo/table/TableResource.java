package org.tavolo.table;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriBuilder;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;
import org.tavolo.table.TableViews.DrawView;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;

@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tables and seats")
public class TableResource {

    private final SeatDraws draws;
    private final FloorService floor;
    private final TableButtons buttons;
    private final FloorViews views;
    private final DrawUndo undo;
    private final MoveUndo moveUndo;

    TableResource(
            SeatDraws draws,
            FloorService floor,
            TableButtons buttons,
            FloorViews views,
            DrawUndo undo,
            MoveUndo moveUndo) {
        this.draws = draws;
        this.floor = floor;
        this.buttons = buttons;
        this.views = views;
        this.undo = undo;
        this.moveUndo = moveUndo;
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
        Draw draw = draws.firstDraw(id, request == null ? null : request.seed());
        return created(id, draw);
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/draws/next-game")
    @Operation(
            summary = "Draw (or keep) tables for the next game",
            description = "Italian and Chinese poker: a new seed "
                    + "for each game, or the previous seats kept for the second game of a round when redrawBetweenGames is false. "
                    + "The body names the game drawn ({\"game\": 2}): the same request again answers 200 with the same draw. "
                    + "409 game-out-of-turn, round-complete, tables-not-closed (docs/floor.md#game-lifecycle).")
    public Response nextGame(@PathParam("id") long id, @Valid NextGameRequest request) {
        if (request == null) {
            throw ProblemException.badRequest(
                    "validation",
                    "game: is missing; the request names the game it draws, as in {\"game\": 2}.",
                    Map.of("field", "game", "violations", List.of(Map.of("field", "game", "message", "is missing"))));
        }
        SeatDraws.NextDraw next = draws.nextGame(id, request.game(), request.seed());
        return next.repeated() ? Response.ok(views.draw(id, next.draw().id)).build() : created(id, next.draw());
    }

    @DELETE
    @Path("/draws/{game}")
    @Operation(
            summary = "Undo the draw of the latest game",
            description = "While no hand, chip count or result refers to it; the tables of the game before come back"
                    + " into play. 409 draw-not-latest, first-draw-kept, draw-in-use (docs/floor.md#game-lifecycle).")
    public Response undoDraw(@PathParam("id") long id, @PathParam("game") int game) {
        undo.undo(id, game);
        return Response.noContent().build();
    }

    @GET
    @Path("/draws")
    @Operation(summary = "Every draw with its seed, algorithm, entry order and table plan")
    public List<DrawView> draws(@PathParam("id") long id) {
        return views.draws(id);
    }

    @GET
    @Path("/tables")
    @Operation(summary = "The tables in play: seats, button and game number")
    public List<TableView> tables(@PathParam("id") long id) {
        return views.tables(id);
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @PUT
    @Path("/tables/{number}/button")
    @Operation(summary = "Set the button seat for the next hand")
    public TableView placeButton(
            @PathParam("id") long id, @PathParam("number") int number, @Valid @NotNull ButtonRequest request) {
        buttons.placeButton(id, number, request.seat());
        return views.table(id, number);
    }

    @POST
    @Path("/tables/{number}/button/advance")
    @Operation(summary = "Move the button to the next player after a hand")
    public TableView advanceButton(@PathParam("id") long id, @PathParam("number") int number) {
        buttons.advanceButton(id, number);
        return views.table(id, number);
    }

    @POST
    @Path("/balance")
    @Operation(
            summary = "Vacate the seats of eliminated players, then balance and break tables as needed",
            description =
                    "Hold'em (TDA rules 10–11). Returns the moves to announce; none when the tables are balanced.")
    public List<MoveView> balance(@PathParam("id") long id) {
        return views.moves(id, floor.afterElimination(id));
    }

    @Consumes(MediaType.APPLICATION_JSON)
    @POST
    @Path("/moves")
    @Operation(summary = "Move a player to an open seat by hand")
    public Response move(@PathParam("id") long id, @Valid @NotNull MoveRequest request) {
        var move = floor.move(id, request.entryId(), request.toTable(), request.toSeat());
        return Response.created(UriBuilder.fromResource(TableResource.class)
                        .path("moves")
                        .build(id))
                .entity(views.moves(id, List.of(move)).get(0))
                .build();
    }

    @GET
    @Path("/moves")
    @Operation(summary = "Every move, newest first: who, from, to, why, when, by whom")
    public List<MoveView> moves(@PathParam("id") long id) {
        return views.history(id);
    }

    @POST
    @Path("/moves/undo")
    @Operation(summary = "Undo the last floor action (a balance, a table break, a final-table redraw or a manual move)")
    public List<MoveView> undo(@PathParam("id") long id) {
        return views.moves(id, moveUndo.undoLast(id));
    }

    /** A new draw, answered with its view and found again among the tournament's draws. */
    private Response created(long id, Draw draw) {
        return Response.created(UriBuilder.fromResource(TableResource.class)
                        .path("draws")
                        .build(id))
                .entity(views.draw(id, draw.id))
                .build();
    }
}
