package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.penalty.PenaltyRequest;
import org.tavolo.penalty.PenaltyService;
import org.tavolo.penalty.PenaltyTo;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.SeatLine;

/**
 * A penalty given at the table from the table page (docs/director-page.md#penalties), through the penalty
 * service under the form's key, as the API's {@code POST …/tables/{table}/penalties}: sent twice, it is
 * given once. It names the player the page showed at the seat, and the game, as the page showed them
 * ({@link SeenOnPage}): a player moved since is not the one who pays. A refusal shows the form again as typed, with the service's words beside the field it names.
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class PenaltyPage {

    private final DirectorService director;
    private final PenaltyService penalties;
    private final Desks desks;

    @BeanParam
    PageLanguage page;

    PenaltyPage(DirectorService director, PenaltyService penalties, Desks desks) {
        this.director = director;
        this.penalties = penalties;
        this.desks = desks;
    }

    @POST
    @Path("director/tournaments/{id}/tables/{table}/penalties")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> give(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        // parsed against the table's seats alone; the whole table is read only to show the form again, refused
        FormTable at = director.formTable(id, table);
        PenaltyTyped typed = PenaltyTyped.read(posted);
        SeenOnPage seen = SeenOnPage.read(posted);
        Optional<Integer> seat = seatOf(at, typed, seen);
        Long entry = seat.map(s -> entryAt(at, seen, s)).orElse(null);
        if (entry == null) {
            return refused(id, table, typed, "", "penalty-seat");
        }
        Optional<PenaltyTo> to = typed.kind();
        if (to.isEmpty()) {
            return refused(id, table, typed, "", "penalty-to");
        }
        Long chips = chips(typed.chips(), to.get());
        if (chips == null) {
            return refused(id, table, typed, "", "penalty-chips");
        }
        if (typed.reason().isEmpty()) {
            return refused(id, table, typed, "", "penalty-reason");
        }
        PenaltyRequest request = new PenaltyRequest(
                typed.entryId(), entry, chips, to.get(), typed.reason(), seat.get(), seen.gameNumber());
        return send(id, table, typed, request);
    }

    /** The penalty sent to the service: back to the table once given, else the form again with the refusal's words. */
    private RestResponse<TemplateInstance> send(long id, int table, PenaltyTyped typed, PenaltyRequest request) {
        try {
            ProblemException.refusing(() -> penalties.give(id, table, request));
            return Desks.backTo(id, table, "?done=penalty");
        } catch (ProblemException e) {
            Object field = e.problem().extensions().get("field");
            String at = field == null ? null : "penalty-" + ("entry".equals(field) ? "seat" : field);
            Language language = language();
            return refused(
                    id,
                    table,
                    typed,
                    e.problem().status() == 409 ? ChangedMeanwhile.said(e, language) : language.says(e),
                    at);
        }
    }

    /** The table page again, read whole, with the penalty as typed and the refusal ({@code said}) at {@code field}. */
    private RestResponse<TemplateInstance> refused(long id, int table, PenaltyTyped typed, String said, String field) {
        return page(desks.fresh(director.table(id, table), language())
                .withPenalty(typed)
                .withError(said, field));
    }

    /** The player the page showed at that seat, else who sits there now: should the floor have moved him, the service refuses. */
    private static Long entryAt(FormTable table, SeenOnPage seen, int seat) {
        return Optional.ofNullable(seen.entryAt(seat)).orElseGet(() -> table.seats().stream()
                .filter(s -> s.seat() == seat)
                .findFirst()
                .map(SeatLine::entry)
                .orElse(null));
    }

    /** The seat chosen: one of the table's now, or one the page showed (a player moved since, refused by the service). */
    private static Optional<Integer> seatOf(FormTable table, PenaltyTyped typed, SeenOnPage seen) {
        Optional<Integer> now =
                table.seatNumbers().stream().filter(typed::seatIs).findFirst();
        if (now.isPresent()) {
            return now;
        }
        return seen.entries().keySet().stream().filter(typed::seatIs).findFirst();
    }

    /** The chips typed, as a whole number (none for a kind that takes no chips); null when they are not a number. */
    private static Long chips(String typed, PenaltyTo to) {
        return typed.isEmpty() && !to.takesChips() ? Long.valueOf(0) : GamePreviews.chips(typed);
    }

    private RestResponse<TemplateInstance> page(DirectorViews.DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
