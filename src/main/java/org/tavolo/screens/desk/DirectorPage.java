package org.tavolo.screens.desk;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import io.quarkus.security.identity.SecurityIdentity;
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
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.HandService;
import org.tavolo.hand.read.TableEntries;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.Notice;
import org.tavolo.screens.desk.DirectorViews.PickScreen;
import org.tavolo.screens.desk.DirectorViews.TableScreen;
import org.tavolo.security.Roles;

/**
 * The table director's page. A director lands here after signing in with code and PIN: an access
 * for one table opens that table, an access for the whole tournament picks a table first. Who may
 * open which table is decided with the API's rules (docs/security.md).
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class DirectorPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance table(DeskScreen desk, TableScreen screen, Language lang);

        static native TemplateInstance pick(PickScreen screen, Language lang);

        static native TemplateInstance order(ChineseViews.OrderLine order, Language lang);
    }

    private final DirectorService director;
    private final HandPreviews previews;
    private final HandService hands;
    private final SecurityIdentity identity;
    private final Desks desks;
    private final TableEntries entries;

    @BeanParam
    PageLanguage page;

    DirectorPage(
            DirectorService director,
            HandPreviews previews,
            HandService hands,
            SecurityIdentity identity,
            Desks desks,
            TableEntries entries) {
        this.desks = desks;
        this.entries = entries;
        this.director = director;
        this.previews = previews;
        this.hands = hands;
        this.identity = identity;
    }

    /**
     * Where a sign-in lands: an organizer in the console, a director at their table (or the choice of
     * tables), anyone else at the sign-in.
     */
    @GET
    @Path("table")
    @Operation(hidden = true)
    public Response landing() {
        if (identity.hasRole(Roles.ORGANIZER)) {
            return Response.seeOther(URI.create("/console")).build();
        }
        if (!identity.hasRole(Roles.DIRECTOR)) {
            return Response.seeOther(URI.create(identity.isAnonymous() ? "/login" : "/"))
                    .build();
        }
        Long tournament = identity.getAttribute(Roles.TOURNAMENT);
        Integer table = identity.getAttribute(Roles.TABLE);
        String path = "/director/tournaments/" + tournament + (table == null ? "" : "/tables/" + table);
        return Response.seeOther(URI.create(path)).build();
    }

    @GET
    @Path("director/tournaments/{id}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> pick(@PathParam("id") long id) {
        Language language = language();
        return language.respond(Templates.pick(director.pick(id), language), page.asked());
    }

    @GET
    @Path("director/tournaments/{id}/tables/{table}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> table(
            @PathParam("id") long id,
            @PathParam("table") int table,
            @QueryParam("hand") String handTyped,
            @QueryParam("done") String done,
            @QueryParam("deal") String dealTyped) {
        Long hand = FormNumbers.wholeOrAbsent(handTyped); // a notice only: what no page writes is none
        Long deal = FormNumbers.wholeOrAbsent(dealTyped);
        DeskScreen desk = fresh(director.table(id, table));
        if ("deal".equals(done) && deal != null && deal > 0 && deal < 100) {
            desk = desk.withNotice(new Notice("deal", deal.intValue()));
        } else if (hand != null) {
            desk = desk.withNotice(new Notice(
                    "corrected".equals(done) ? "corrected" : "hand",
                    hands.hand(id, hand).handNo()));
        } else if (done != null && Notice.KINDS.contains(done)) {
            desk = desk.withNotice(new Notice(done, 0));
        }
        return page(desk);
    }

    /**
     * A hand's preview asked with a GET (the preview buttons send the form so: it stores nothing, and Back or a reload
     * shows it again without sending anything): settled as {@link #hand} does, never recorded. The address without a
     * preview asked, or the preview of a hand recorded since (Back after confirming), leads to the table.
     */
    @GET
    @Path("director/tournaments/{id}/tables/{table}/hands")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> previewed(
            @PathParam("id") long id, @PathParam("table") int table, @Context UriInfo uri) {
        MultivaluedMap<String, String> typed = new MultivaluedHashMap<>(uri.getQueryParameters());
        if (!typed.containsKey("action") && !"false".equals(typed.getFirst("opened"))) {
            return backTo(id, table, "");
        }
        String key = typed.getFirst("entryId");
        java.util.Optional<Long> recorded = key == null ? java.util.Optional.empty() : entries.handWithKey(id, key);
        if (recorded.isPresent()) {
            return backTo(id, table, "?hand=" + recorded.get());
        }
        typed.putSingle("action", "preview");
        return hand(id, table, typed);
    }

    /**
     * A hand typed on the page: {@code action=preview} settles it without storing anything;
     * {@code action=confirm} records it through the hand service with the form's key and the stacks
     * the page showed as the hand's expected stacks, then shows the table again. A refusal, or a
     * table changed meanwhile (checked by the hand service under the table's lock), shows the form
     * again as typed.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/hands")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> hand(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        boolean confirming = "confirm".equals(posted.getFirst("action"));
        // a preview shows the whole table, read once; a confirmation parses the form against the table's seats alone
        TableScreen shown = confirming ? null : director.table(id, table);
        FormTable at = shown == null ? director.formTable(id, table) : shown.form();
        SeenOnPage seen = SeenOnPage.read(posted);
        HandForm form = HandForm.read(posted, seen.withSeatsShown(at.seatNumbers()), at.cardsPerPlayer());
        Language language = language();
        try {
            EnterHandRequest request = form.request(!at.italian(), desks.owed(at, form), seen, at.ante());
            if (!confirming) {
                HandPreview preview = ProblemException.refusing(() -> previews.preview(at, request, language));
                return page(desks.desk(shown, new HandView(form, preview), language));
            }
            HandAnswer answer = ProblemException.refusing(() -> hands.enterHand(id, table, request));
            return RestResponse.seeOther(
                    URI.create("/director/tournaments/" + id + "/tables/" + table + "?hand=" + answer.hand()));
        } catch (ProblemException e) {
            if (e.problem().status() == 409 && !e.problem().type().endsWith("/entry-id-reused")) {
                return page(desk(director.table(id, table), form)
                        .refused(Refusal.conflict(ChangedMeanwhile.said(e, language))));
            }
            Object field = e.problem().extensions().get("field");
            TableScreen now = shown == null ? director.table(id, table) : shown;
            return page(desk(now, form).withError(language.says(e), HandFields.fieldOf(field, form)));
        }
    }

    private DeskScreen desk(TableScreen screen, HandForm form) {
        return desks.desk(screen, new HandView(form, null), language());
    }

    private DeskScreen fresh(TableScreen screen) {
        return desks.fresh(screen, language());
    }

    private static RestResponse<TemplateInstance> backTo(long id, int table, String query) {
        return Desks.backTo(id, table, query);
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return render(desk, language(), page.asked());
    }

    /** The table page for a desk, in the language chosen (and remembered when {@code lang} asks for it). */
    static RestResponse<TemplateInstance> render(DeskScreen desk, Language language, String lang) {
        DeskScreen said = worded(desk, language);
        return language.respond(Templates.table(said, said.screen(), language), lang);
    }

    /** The table page refusing what its form sent (400), the refusal in the desk, what was typed kept. */
    static RestResponse<TemplateInstance> refuse(DeskScreen desk, Language language) {
        return refuse(desk, language, RestResponse.Status.BAD_REQUEST);
    }

    /** The table page refusing what its form sent with {@code status}, the refusal in the desk, what was typed kept. */
    static RestResponse<TemplateInstance> refuse(DeskScreen desk, Language language, RestResponse.Status status) {
        DeskScreen said = worded(desk, language);
        return language.refuse(Templates.table(said, said.screen(), language), status);
    }

    /**
     * A refusal of a field left empty or unreadable (a count not complete, a reason, a player or an
     * amount missing) is said at the top of the page too, in the error summary, in the words the page
     * writes beside the field: a refusal out of sight looks like a form that did nothing.
     */
    static DeskScreen worded(DeskScreen desk, Language language) {
        String error = desk.refusal().error();
        String field = desk.refusal().field();
        if (error == null || !error.isEmpty() || field == null) {
            return desk;
        }
        DirectorMessages words = MessageBundles.get(DirectorMessages.class, Localized.Literal.of(language.tag()));
        String said =
                switch (field) {
                    case "count" -> words.count_incomplete();
                    case "reason" -> words.reason_needed();
                    case "void-reason", "cn-void-reason" -> words.void_reason_needed();
                    case "correct-reason" -> words.correct_reason_needed();
                    case "penalty-seat" -> words.penalty_seat_needed();
                    case "penalty-to" -> words.penalty_to_needed();
                    case "penalty-chips" -> words.penalty_chips_needed();
                    case "penalty-reason" -> words.penalty_reason_needed();
                    default -> null;
                };
        return said == null ? desk : desk.withError(said, field);
    }

    private Language language() {
        return page.language();
    }
}
