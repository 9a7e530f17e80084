package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.ledger.SeenSeats;
import org.tavolo.result.CloseItalianGameRequest;
import org.tavolo.result.ResultService;
import org.tavolo.result.TableResultView;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * The close of an Italian game from the table page (docs/director-page.md): its preview is the close itself run
 * and rolled back ({@link ResultService#previewItalianClose}), showing the places and points it records or the
 * refusal it makes; its confirmation closes the game through the result service from the ledger, with the same
 * request, as the API's {@code POST …/tables/{table}/games/{game}/result}.
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class GameClosePage {

    private final DirectorService director;
    private final ResultService results;
    private final Desks desks;

    @BeanParam
    PageLanguage page;

    GameClosePage(DirectorService director, ResultService results, Desks desks) {
        this.director = director;
        this.results = results;
        this.desks = desks;
    }

    /** The close's preview asked with a GET ({@link Desks#previewAsked}); the address alone leads to the table. */
    @GET
    @Path("director/tournaments/{id}/tables/{table}/close")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> closePreviewed(
            @PathParam("id") long id, @PathParam("table") int table, @Context UriInfo uri) {
        return Desks.previewAsked(uri)
                .map(typed -> close(id, table, typed))
                .orElseGet(() -> Desks.backTo(id, table, ""));
    }

    /**
     * The close of an Italian game at the table: {@code action=preview} shows the places and points the close
     * records, or its refusal, with no button to confirm it; {@code action=confirm} closes it through the result
     * service from the ledger.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/close")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> close(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        SeenOnPage seen = SeenOnPage.read(posted);
        CloseItalianGameRequest fromTheLedger = new CloseItalianGameRequest(null, null, seenSeats(seen, posted));
        if ("confirm".equals(posted.getFirst("action"))) {
            // the game the page showed (the table's now when it said none): the whole table only to show a refusal
            int game = seen.gameNumber() != null
                    ? seen.gameNumber()
                    : director.formTable(id, table).gameNumber();
            try {
                ProblemException.refusing(() -> results.closeItalianGame(id, table, game, fromTheLedger));
                return Desks.backTo(id, table, "?done=closed");
            } catch (ProblemException e) {
                return page(desks.fresh(director.table(id, table), language())
                        .withError(language().says(e), null));
            }
        }
        TableScreen screen = director.table(id, table);
        DeskScreen desk = desks.fresh(screen, language());
        int game = seen.gameNumber() != null ? seen.gameNumber() : screen.gameNumber();
        try {
            TableResultView previewed =
                    ProblemException.refusing(() -> results.previewItalianClose(id, table, game, fromTheLedger));
            return page(desk.opening(new Panel.CloseView(ClosedResults.lines(previewed, language()))));
        } catch (ProblemException e) {
            return page(desk.withError(language().says(e), null));
        }
    }

    /**
     * The table as the page showed it (docs/director-page.md#binding): each seat's entry and, from the hidden
     * {@code stack-<seat>} fields, its stack; a stack that is not a number is left out, and the close refused.
     */
    private static List<SeenSeats.Seat> seenSeats(SeenOnPage seen, MultivaluedMap<String, String> posted) {
        List<SeenSeats.Seat> seats = new ArrayList<>();
        seen.entries().forEach((seat, entry) -> {
            String stack = posted.getFirst("stack-" + seat);
            seats.add(new SeenSeats.Seat(
                    seat,
                    entry,
                    stack != null && stack.strip().matches("\\d{1,18}") ? Long.valueOf(stack.strip()) : null));
        });
        return seats.isEmpty() ? null : seats;
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
