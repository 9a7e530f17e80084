package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.ChineseViews.OrderLine;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.Notice;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * A Chinese poker match at the director's table, deal by deal: the order of a player's hands
 * checked as they are typed, each deal previewed, then stored by the service as it is confirmed, the
 * match recorded with the third (docs/director-page.md#chinese-poker).
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class ChineseDealPage {

    private final DirectorService director;
    private final ChineseDeals chinese;
    private final Desks desks;

    @BeanParam
    PageLanguage page;

    ChineseDealPage(DirectorService director, ChineseDeals chinese, Desks desks) {
        this.director = director;
        this.chinese = chinese;
        this.desks = desks;
    }

    /** A deal's preview asked with a GET ({@link Desks#previewAsked}); the address alone leads to the table. */
    @GET
    @Path("director/tournaments/{id}/tables/{table}/chinese")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> chinesePreviewed(
            @PathParam("id") long id, @PathParam("table") int table, @Context UriInfo uri) {
        return Desks.previewAsked(uri)
                .map(typed -> chineseDeal(id, table, typed))
                .orElseGet(() -> Desks.backTo(id, table, ""));
    }

    /**
     * A Chinese poker deal: {@code action=preview} scores it as storing it will; {@code action=confirm}
     * stores it through the result feature's per-deal operation (the API's {@code POST
     * …/matches/{match}/deals/{deal}}) under the form's key, so a resend stores it once, and the third
     * stored deal records the match; {@code action=reorder-3-second.first.third} moves seat 3's hands
     * between rows as the page proposed (what the page's script does without a round trip).
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/chinese")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> chineseDeal(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        String action = String.valueOf(posted.getFirst("action"));
        if ("confirm".equals(action)) {
            return confirmed(id, table, posted);
        }
        TableScreen screen = director.table(id, table);
        // a seat the page showed that nobody holds now still names its player: the service refuses him as moved
        List<Integer> seats =
                SeenOnPage.read(posted).withSeatsShown(screen.form().seatNumbers());
        ChineseForm read = ChineseForm.read(posted, seats);
        ChineseForm form = reordered(read, action, seats);
        Language language = language();
        DeskScreen desk = desks.dealing(screen, chinese.desk(screen, form == null ? read : form, language));
        if (form == null) {
            return DirectorPage.refuse(desk.withError(language.says(unknownReorder(action)), "chinese"), language);
        }
        if (action.startsWith("reorder-")) {
            return page(desk);
        }
        try {
            // a rule of the game the deal breaks (a foul) comes back as the page's refusal, the grid as tapped
            return page(desks.dealing(
                    screen,
                    desk.chinese()
                            .withPreview(ProblemException.refusing(
                                    () -> chinese.preview(screen, form, SeenOnPage.read(posted), language)))));
        } catch (ProblemException e) {
            return page(refused(desk, e));
        }
    }

    /**
     * A deal confirmed: parsed against the table's seats alone ({@link DirectorService#formTable}) and stored; the
     * whole table is read only to show the deal again, as typed, when the service refuses it.
     */
    private RestResponse<TemplateInstance> confirmed(long id, int table, MultivaluedMap<String, String> posted) {
        FormTable at = director.formTable(id, table);
        SeenOnPage seen = SeenOnPage.read(posted);
        ChineseForm form = ChineseForm.read(posted, seen.withSeatsShown(at.seatNumbers()));
        try {
            if (ProblemException.refusing(() -> chinese.confirm(at, form, seen))) {
                return Desks.backTo(id, table, "?done=match");
            }
            return Desks.backTo(id, table, "?done=deal&deal=" + form.deal());
        } catch (ProblemException e) {
            TableScreen screen = director.table(id, table);
            return page(refused(desks.dealing(screen, chinese.desk(screen, form, language())), e));
        }
    }

    /** The deal refused by the service: said at the seat's hand it names, else under the deal, the deal kept. */
    private DeskScreen refused(DeskScreen desk, ProblemException e) {
        Language language = language();
        String field = String.valueOf(e.problem().extensions().get("field"));
        String said = e.problem().status() == 409 ? ChangedMeanwhile.said(e, language) : language.says(e);
        return desk.withError(said, field.matches("(cn|tok)-.*") ? field : "chinese");
    }

    /**
     * Voids the last stored deal of the match with the director's reason, until the match is recorded
     * (the API's {@code POST …/deals/{deal}/void}); the deal stays listed, voided. The void reads nothing of the table
     * but the match the page showed; the whole table is read once, for the page that answers it.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/chinese/void")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> voidDeal(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        Language language = language();
        String reason =
                Objects.requireNonNullElse(posted.getFirst("reason"), "").strip();
        String deal = Objects.requireNonNullElse(posted.getFirst("deal"), "");
        if (reason.isEmpty() || !deal.matches("[1-9]")) {
            return page(voiding(id, table, reason).withError("", "cn-void-reason"));
        }
        SeenOnPage seen = SeenOnPage.read(posted);
        // the match the page showed; the table's now when the page said none
        int match = seen.gameNumber() != null
                ? seen.gameNumber()
                : director.formTable(id, table).gameNumber();
        try {
            ProblemException.refusing(() -> {
                chinese.voidDeal(id, table, match, Integer.parseInt(deal), reason, seen);
                return deal;
            });
            return page(desks.fresh(director.table(id, table), language).withNotice(new Notice("voided", 0)));
        } catch (ProblemException e) {
            // a reason the void refuses (too long) is said beside it, the reason kept; any other refusal at the deal
            boolean atReason = "reason".equals(e.problem().extensions().get("field"));
            return page(
                    voiding(id, table, reason).withError(language.says(e), atReason ? "cn-void-reason" : "chinese"));
        }
    }

    /** The table with the deal's void form open as typed: the whole table, read to show it again. */
    private DeskScreen voiding(long id, int table, String reason) {
        return desks.fresh(director.table(id, table), language()).opening(new Panel.VoidView(reason));
    }

    /**
     * The deal as typed, with a seat's hands moved between rows when the action asks it; {@code null} for a reorder
     * that names no seat of the table and its rows.
     */
    private static ChineseForm reordered(ChineseForm read, String action, List<Integer> seats) {
        if (!action.startsWith("reorder-")) {
            return read;
        }
        Matcher reorder = REORDER.matcher(action);
        if (!reorder.matches() || !seats.contains(Integer.valueOf(reorder.group(1)))) {
            return null;
        }
        return read.reordered(
                Integer.parseInt(reorder.group(1)), List.of(reorder.group(2).split("\\.")));
    }

    /** A seat's hands moved between rows: the seat (a table has at most a few dozen), then the rows in their new order. */
    private static final Pattern REORDER =
            Pattern.compile("reorder-(\\d{1,3})-((?:first|second|third)(?:\\.(?:first|second|third)){2})");

    /** A reorder no page of this table offers: a seat the table does not have, or rows not named. */
    private static ProblemException unknownReorder(String action) {
        String shown = action.length() > 60 ? action.substring(0, 60) + "…" : action;
        return ProblemException.badRequest(
                "invalid-field",
                "action: '" + shown + "' names no seat of this table and its three rows; reload the table.",
                java.util.Map.of("field", "action"));
    }

    /** The order of one seat's hands as typed, for the page to show a foul at once (htmx). */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/chinese/order")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> chineseOrder(
            @PathParam("id") long id,
            @PathParam("table") int table,
            @QueryParam("seat") String seatTyped,
            MultivaluedMap<String, String> posted) {
        FormTable at = director.formTable(id, table);
        Language language = language();
        int seat;
        try {
            seat = FormNumbers.integer("seat", seatTyped);
        } catch (ProblemException malformed) {
            // the seat's line of the page, saying the address names no seat: the typed hands stay in the page
            OrderLine refusal = new OrderLine(0, null, language.says(malformed), null, null);
            return language.refuse(DirectorPage.Templates.order(refusal, language), malformed);
        }
        ChineseForm form = ChineseForm.read(posted, List.of(seat));
        return RestResponse.ok(DirectorPage.Templates.order(
                chinese.order(seat, form.seat(seat), at.seats().size(), language), language));
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
