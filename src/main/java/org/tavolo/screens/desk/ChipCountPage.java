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
import java.util.Objects;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.count.ChipCountAnswer;
import org.tavolo.count.ChipCountRequest;
import org.tavolo.count.ChipCountService;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * A chip count from the table page (docs/director-page.md), through the chip count service under the
 * form's key, as the API's {@code POST …/tables/{table}/counts}: its preview is the count itself run and rolled
 * back with the same request ({@link ChipCountService#preview}), showing each seat's difference as the count
 * records it or the refusal it makes; its confirmation records it.
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class ChipCountPage {

    private final DirectorService director;
    private final ChipCountService counts;
    private final Desks desks;

    @BeanParam
    PageLanguage page;

    ChipCountPage(DirectorService director, ChipCountService counts, Desks desks) {
        this.director = director;
        this.counts = counts;
        this.desks = desks;
    }

    /** A count's preview asked with a GET ({@link Desks#previewAsked}); the address alone leads to the table. */
    @GET
    @Path("director/tournaments/{id}/tables/{table}/counts")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> countPreviewed(
            @PathParam("id") long id, @PathParam("table") int table, @Context UriInfo uri) {
        return Desks.previewAsked(uri)
                .map(typed -> count(id, table, typed))
                .orElseGet(() -> Desks.backTo(id, table, ""));
    }

    /**
     * A chip count: {@code action=preview} shows each seat's difference and the total as the count records them
     * (or its refusal, as the confirmation would answer it); {@code action=confirm} sends it to the chip count service with its
     * reason, its key and those stacks as the expected ones. A count sent twice records once; a
     * page that saw other stacks gets the table as it is now, with what was typed kept.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/counts")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> count(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        boolean confirming = "confirm".equals(posted.getFirst("action"));
        // a preview shows the whole table, read once; a confirmation parses the count against the table's seats alone
        TableScreen shown = confirming ? null : director.table(id, table);
        FormTable at = shown == null ? director.formTable(id, table) : shown.form();
        CountPreview count = CountForm.count(at, posted);
        if (!count.complete() || count.reason().isEmpty()) {
            return page(typed(shown, id, table, count).withError("", count.complete() ? "reason" : "count"));
        }
        ChipCountRequest request = countRequest(at, count, posted);
        try {
            if (!confirming) {
                ChipCountAnswer previewed = ProblemException.refusing(() -> counts.preview(id, table, request));
                return page(typed(shown, id, table, CountForm.recorded(count, previewed)));
            }
            ProblemException.refusing(() -> counts.count(id, table, request));
            return Desks.backTo(id, table, "?done=count");
        } catch (ProblemException e) {
            if (e.problem().status() == 409 && !e.problem().type().endsWith("/count-id-reused")) {
                TableScreen now = shown == null ? director.table(id, table) : shown;
                return page(typed(now, id, table, count.against(now.form().stacks()))
                        .refused(Refusal.conflict(ChangedMeanwhile.said(e, language()))));
            }
            return page(typed(shown, id, table, count).withError(language().says(e), null));
        }
    }

    /** The table page with the count as typed: on the table the page shows, or else on the table as it is now. */
    private DeskScreen typed(TableScreen shown, long id, int table, CountPreview count) {
        TableScreen screen = shown == null ? director.table(id, table) : shown;
        return desks.fresh(screen, language()).opening(new Panel.CountView(count));
    }

    /**
     * The count as the service takes it, with the game and the players the page showed; a seat the page
     * showed that nobody holds now is counted too, so that the service refuses the count naming him.
     */
    private static ChipCountRequest countRequest(
            FormTable table, CountPreview count, MultivaluedMap<String, String> posted) {
        SeenOnPage seen = SeenOnPage.read(posted);
        List<ChipCountRequest.Count> counted = new ArrayList<>();
        count.lines()
                .forEach(l -> counted.add(
                        new ChipCountRequest.Count(l.seat(), l.counted(), l.before(), seen.entryAt(l.seat()))));
        for (int gone : seen.seatsGone(table.seatNumbers())) {
            Long chips = GamePreviews.chips(Objects.requireNonNullElse(posted.getFirst("count-" + gone), ""));
            Long expected = GamePreviews.chips(Objects.requireNonNullElse(posted.getFirst("expected-" + gone), ""));
            counted.add(new ChipCountRequest.Count(gone, chips == null ? 0 : chips, expected, seen.entryAt(gone)));
        }
        return new ChipCountRequest(counted, count.reason(), count.countId(), seen.gameNumber());
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
