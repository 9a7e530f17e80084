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
import org.tavolo.screens.desk.DirectorViews.SeatLine;
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
        TableScreen screen = director.table(id, table);
        CountPreview count = CountForm.count(screen, posted);
        DeskScreen desk = desks.fresh(screen, language()).opening(new Panel.CountView(count));
        if (!count.complete()) {
            return page(desk.withError("", "count"));
        }
        if (count.reason().isEmpty()) {
            return page(desk.withError("", "reason"));
        }
        ChipCountRequest request = countRequest(screen, count, posted);
        boolean confirmed = "confirm".equals(posted.getFirst("action"));
        try {
            if (!confirmed) {
                ChipCountAnswer previewed = ProblemException.refusing(() -> counts.preview(id, table, request));
                return page(desks.fresh(screen, language())
                        .opening(new Panel.CountView(CountForm.recorded(count, previewed))));
            }
            ProblemException.refusing(() -> counts.count(id, table, request));
            return Desks.backTo(id, table, "?done=count");
        } catch (ProblemException e) {
            if (e.problem().status() == 409 && !e.problem().type().endsWith("/count-id-reused")) {
                return page(desks.fresh(screen, language())
                        .opening(new Panel.CountView(count.against(screen.form().stacks())))
                        .refused(Refusal.conflict(ChangedMeanwhile.said(e, language()))));
            }
            return page(desk.withError(language().says(e), null));
        }
    }

    /**
     * The count as the service takes it, with the game and the players the page showed; a seat the page
     * showed that nobody holds now is counted too, so that the service refuses the count naming him.
     */
    private static ChipCountRequest countRequest(
            TableScreen screen, CountPreview count, MultivaluedMap<String, String> posted) {
        SeenOnPage seen = SeenOnPage.read(posted);
        List<ChipCountRequest.Count> counted = new ArrayList<>();
        count.lines()
                .forEach(l -> counted.add(
                        new ChipCountRequest.Count(l.seat(), l.counted(), l.before(), seen.entryAt(l.seat()))));
        for (int gone :
                seen.seatsGone(screen.seats().stream().map(SeatLine::seat).toList())) {
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
