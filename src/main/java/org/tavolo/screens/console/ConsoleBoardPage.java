package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.live.AnnouncementService;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.table.FloorService;
import org.tavolo.table.MoveUndo;

/**
 * The floor board: every table of the current game with its status (playing, waiting for a
 * ruling, closed), stacks and chips against the starting stacks; the moves of the floor's latest
 * action to announce on the room's screens, or to undo; and the next game's draw, offered only
 * when the current game is closed.
 */
@Path("/console/tournaments/{id}/board")
@Produces(MediaType.TEXT_HTML)
public class ConsoleBoardPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance board(ConsoleBoard.Board board, String notice, String error, Language lang);
    }

    private final ConsoleBoard boards;
    private final FloorService floor;
    private final MoveUndo moves;
    private final AnnouncementService announcements;
    private final ConsoleService console;

    ConsoleBoardPage(
            ConsoleBoard boards,
            FloorService floor,
            MoveUndo moves,
            AnnouncementService announcements,
            ConsoleService console) {
        this.boards = boards;
        this.floor = floor;
        this.moves = moves;
        this.announcements = announcements;
        this.console = console;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request, @PathParam("id") long id, @jakarta.ws.rs.QueryParam("done") String done) {
        Language lang = request.language();
        return request.respond(Templates.board(boards.read(id, lang), notice(done, lang), null, lang));
    }

    /**
     * Puts each move of the latest action on the room's screens, in the organizer's words, once: a move announced
     * already is not announced again, so each move runs once however often the button is pressed.
     */
    @POST
    @Path("announce")
    @Operation(hidden = true)
    public RestResponse<?> announce(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        ConsoleMessages words = console.messages(lang);
        List<ConsoleBoard.MoveRow> moves = boards.latestMoves(id, lang);
        moves.forEach(m -> announcements.announceMove(
                id,
                m.moveId(),
                words.move_announcement(m.name(), m.fromTable(), m.fromSeat(), m.toTable(), m.toSeat())));
        return backTo(id, "announced");
    }

    /** Undoes the floor's latest action (docs/floor.md#balancing-and-breaking-tables-holdem). */
    @POST
    @Path("undo")
    @Operation(hidden = true)
    public RestResponse<?> undo(@BeanParam PageLanguage request, @PathParam("id") long id) {
        try {
            moves.undoLast(id);
        } catch (ProblemException refused) {
            return refused(id, refused, request.language());
        }
        return backTo(id, "undone");
    }

    /** Vacates the seats of players out, then breaks or balances tables as the rules require. */
    @POST
    @Path("balance")
    @Operation(hidden = true)
    public RestResponse<?> balance(@BeanParam PageLanguage request, @PathParam("id") long id) {
        try {
            floor.afterElimination(id);
        } catch (ProblemException refused) {
            return refused(id, refused, request.language());
        }
        return backTo(id, "balanced");
    }

    private String notice(String done, Language lang) {
        if (done == null) {
            return null;
        }
        ConsoleMessages words = console.messages(lang);
        return switch (done) {
            case "announced" -> words.board_announced();
            case "undone" -> words.board_undone();
            case "balanced" -> words.board_balanced();
            default -> null;
        };
    }

    private RestResponse<?> refused(long id, ProblemException refused, Language lang) {
        TemplateInstance page = Templates.board(boards.read(id, lang), null, lang.says(refused), lang);
        return lang.refuse(page, refused);
    }

    private static RestResponse<?> backTo(long id, String done) {
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/board?done=" + done));
    }
}
