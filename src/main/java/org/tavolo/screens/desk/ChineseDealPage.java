package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.ChineseDealPreviews;
import org.tavolo.result.ResultService;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.Notice;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * A Chinese poker match at the director's table, deal by deal: the order of a player's hands
 * checked as they are typed, each deal previewed and confirmed, the match recorded with the third
 * (docs/director-page.md).
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class ChineseDealPage {

    private final DirectorService director;
    private final ChineseDeals chinese;
    private final ResultService results;
    private final Desks desks;

    @Context
    HttpHeaders headers;

    @QueryParam("lang")
    String lang;

    @CookieParam(Language.COOKIE)
    String remembered;

    ChineseDealPage(DirectorService director, ChineseDeals chinese, ResultService results, Desks desks) {
        this.director = director;
        this.chinese = chinese;
        this.results = results;
        this.desks = desks;
    }

    /**
     * A Chinese poker deal: {@code action=preview} scores it as the match's recording will;
     * {@code action=confirm} adds it to the deals confirmed on the page, and the third confirmed
     * deal records the match through the result service.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/chinese")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> chineseDeal(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        TableScreen screen = director.table(id, table);
        List<Integer> seats = screen.seats().stream().map(SeatLine::seat).toList();
        ChineseForm form = ChineseForm.read(posted, seats);
        Language language = language();
        DeskScreen desk = desks.fresh(screen, language).withChinese(chinese.desk(screen, form, language));
        try {
            if (!"confirm".equals(posted.getFirst("action"))) {
                return page(desk.withChinese(desk.chinese().withPreview(chinese.preview(screen, form, language))));
            }
            String done = chinese.confirm(screen, form);
            if (form.deal() < ChineseDealPreviews.DEALS) {
                ChineseForm next =
                        new ChineseForm(done, ChineseForm.fresh(seats).seats());
                return page(desks.fresh(screen, language)
                        .withChinese(chinese.desk(screen, next, language))
                        .withNotice(new Notice("deal", form.deal())));
            }
            ProblemException.refusing(
                    () -> results.recordChineseDeals(id, table, screen.gameNumber(), ChineseDeals.match(done)));
            return Desks.backTo(id, table, "?done=match");
        } catch (ProblemException e) {
            String field = String.valueOf(e.problem().extensions().get("field"));
            return page(desk.withError(language().says(e), field.matches("(cn|tok)-.*") ? field : "chinese"));
        }
    }

    /** The order of one seat's hands as typed, for the page to show a foul at once (htmx). */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/chinese/order")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public TemplateInstance chineseOrder(
            @PathParam("id") long id,
            @PathParam("table") int table,
            @QueryParam("seat") int seat,
            MultivaluedMap<String, String> posted) {
        TableScreen screen = director.table(id, table);
        ChineseForm form = ChineseForm.read(posted, List.of(seat));
        Language language = language();
        return DirectorPage.Templates.table$order(
                chinese.order(form.seat(seat), screen.seats().size(), language), language);
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), lang);
    }

    private Language language() {
        return Language.choose(lang, remembered, headers);
    }
}
