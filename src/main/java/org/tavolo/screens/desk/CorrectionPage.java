package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.correction.HandCorrections;
import org.tavolo.hand.read.TableEntries;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * «Correggi l'ultima mano»: the director's own last hand at the table opens in the hand form as it was entered,
 * against the stacks before it; previewed, then confirmed, it voids that hand with the reason typed and records
 * the hand as corrected in one step ({@link HandCorrections}). Online only: the offline scripts take the new hand's
 * form, not this one (docs/director-page.md#correcting-the-last-hand).
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class CorrectionPage {

    private final DirectorService director;
    private final HandCorrections corrections;
    private final HandPreviews previews;
    private final TableEntries entries;
    private final Desks desks;

    @BeanParam
    PageLanguage page;

    CorrectionPage(
            DirectorService director,
            HandCorrections corrections,
            HandPreviews previews,
            TableEntries entries,
            Desks desks) {
        this.director = director;
        this.corrections = corrections;
        this.previews = previews;
        this.entries = entries;
        this.desks = desks;
    }

    /**
     * The last hand in the form as it was entered; the table page when there is none of mine to correct. With the
     * form's fields (its preview buttons send them with a GET), the correction's preview.
     */
    @GET
    @Path("director/tournaments/{id}/tables/{table}/correction")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> open(
            @PathParam("id") long id, @PathParam("table") int table, @Context UriInfo uri) {
        MultivaluedMap<String, String> typed = new MultivaluedHashMap<>(uri.getQueryParameters());
        if (typed.containsKey("correct")) { // the preview buttons send the form with a GET: nothing is stored
            typed.putSingle("action", "preview");
            return correct(id, table, typed);
        }
        TableScreen screen = director.table(id, table);
        DeskScreen desk = desks.fresh(screen, language());
        if (!Desks.mayCorrect(desk)) {
            return DirectorPage.render(desk.withError("", "void-stale"), language(), page.asked());
        }
        HandCorrections.AsEntered hand = corrections.asEntered(id, screen.last().id());
        TableScreen before = before(screen, hand);
        return page(desk(before, HandForm.asEntered(hand, seats(before))));
    }

    /**
     * The corrected hand: {@code action=preview} settles it as the correction would record it, storing nothing;
     * {@code action=confirm} voids the last hand and records this one. A resend answers the first correction; a
     * hand that is no longer the table's last (someone recorded meanwhile) is refused 409 with the form as typed.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/correction")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> correct(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        HandForm.Correction correction = HandForm.Correction.read(posted);
        if (correction == null || correction.handId() == null) { // which hand? the last, as entered, to correct again
            return incomplete(id, table);
        }
        long handId = correction.handId();
        String key = posted.getFirst("entryId");
        Long recorded = key == null ? null : entries.handWithKey(id, key).orElse(null);
        if (recorded != null) {
            return corrected(id, table, recorded); // a resend: the first send corrected it
        }
        TableScreen now = director.table(id, table);
        HandCorrections.AsEntered last;
        try {
            last = ProblemException.refusing(() -> corrections.asEntered(id, handId));
        } catch (ProblemException e) {
            return page(desks.fresh(now, language()).withError("", "void-stale"));
        }
        TableScreen screen = before(now, last);
        HandForm form = HandForm.read(posted, seats(screen), screen.form().cardsPerPlayer());
        return settled(id, table, screen, form, correction, posted);
    }

    /**
     * The correction parsed against the table before the hand it replaces: previewed, refused for want of a reason, or
     * recorded; a refusal shows the form as typed.
     */
    private RestResponse<TemplateInstance> settled(
            long id,
            int table,
            TableScreen screen,
            HandForm form,
            HandForm.Correction correction,
            MultivaluedMap<String, String> posted) {
        long handId = correction.handId();
        boolean confirming = "confirm".equals(posted.getFirst("action"));
        FormTable at = screen.form();
        try {
            EnterHandRequest request =
                    form.request(!at.italian(), desks.owed(at, form), SeenOnPage.read(posted), at.ante());
            if (!confirming || correction.reason().isBlank()) {
                HandPreview preview = ProblemException.refusing(
                        () -> previews.words(at, corrections.preview(id, table, handId, request), language()));
                DeskScreen previewed = desks.correcting(screen, new CorrectionView(form, preview));
                return page(confirming ? previewed.withError("", "correct-reason") : previewed);
            }
            HandAnswer answer = ProblemException.refusing(
                    () -> corrections.correct(id, table, handId, correction.reason(), request));
            return corrected(id, table, answer.hand());
        } catch (ProblemException e) {
            return refused(e, desk(screen, form), form);
        }
    }

    /** A correction the services refused: the form as typed, the refusal at the top or beside its field. */
    private RestResponse<TemplateInstance> refused(ProblemException e, DeskScreen desk, HandForm form) {
        if (keepsTheHand(e)) { // the service's rule of who may correct which hand, and of its game and players
            return DirectorPage.refuse(
                    desk.withError(language().says(e), ""),
                    language(),
                    RestResponse.Status.fromStatusCode(e.problem().status()));
        }
        if (e.problem().status() == 409) {
            return DirectorPage.refuse(
                    desk.refused(Refusal.conflict(language().says(e))), language(), RestResponse.Status.CONFLICT);
        }
        Object field = e.problem().extensions().get("field");
        return page(desk.withError(language().says(e), HandFields.fieldOf(field, form)));
    }

    /**
     * A correction whose form does not say which hand it corrects (sent empty, or not by this page): refused 400 with
     * the last hand in the form as entered, as opening the correction shows it, and the refusal at the top.
     */
    private RestResponse<TemplateInstance> incomplete(long id, int table) {
        TableScreen screen = director.table(id, table);
        DeskScreen desk = desks.fresh(screen, language());
        if (!Desks.mayCorrect(desk)) {
            return DirectorPage.render(desk.withError("", "void-stale"), language(), page.asked());
        }
        HandCorrections.AsEntered hand = corrections.asEntered(id, screen.last().id());
        TableScreen before = before(screen, hand);
        DeskScreen again = desk(before, HandForm.asEntered(hand, seats(before)));
        String said = MessageBundles.get(
                        DirectorMessages.class, Localized.Literal.of(language().tag()))
                .correct_incomplete();
        return DirectorPage.refuse(again.withError(said, "correct-reason"), language());
    }

    /**
     * Whether the service refused the correction as one the caller may not make ({@code not-own-entry}) or one that
     * would change the hand's game or players: said at the top of the page, the form as typed, nothing changed.
     */
    private static boolean keepsTheHand(ProblemException e) {
        String type = e.problem().type();
        return type.endsWith("/not-own-entry")
                || type.endsWith("/correction-changes-players")
                || type.endsWith("/correction-changes-game");
    }

    /** The table with the hand recorded in place of the last one (POST/redirect/GET: Back never sends it again). */
    private static RestResponse<TemplateInstance> corrected(long id, int table, long hand) {
        return RestResponse.seeOther(
                URI.create("/director/tournaments/" + id + "/tables/" + table + "?hand=" + hand + "&done=corrected"));
    }

    /**
     * The table with each stack as it was before the hand corrected: the stacks the corrected hand starts from; a
     * player of the hand who left his seat since (knocked out by it) is shown back at the seat he played, so the form
     * holds every player who was in the hand.
     */
    private static TableScreen before(TableScreen now, HandCorrections.AsEntered hand) {
        Map<Integer, SeatLine> seats = new TreeMap<>();
        now.seats().forEach(s -> seats.put(s.seat(), s));
        for (RecordedHand.Stack s : hand.stacks()) {
            SeatLine there = seats.get(s.seat());
            seats.put(
                    s.seat(),
                    there == null || there.entry() != s.entry()
                            ? new SeatLine(
                                    s.seat(),
                                    s.entry(),
                                    hand.name(s.entry()).name(),
                                    hand.name(s.entry()).nickname(),
                                    s.before(),
                                    false)
                            : new SeatLine(
                                    there.seat(),
                                    there.entry(),
                                    there.name(),
                                    there.nickname(),
                                    there.stack() - (s.after() - s.before()),
                                    there.button()));
        }
        return new TableScreen(
                now.tournament(),
                now.table(),
                now.gameNumber(),
                now.gamesPerRound(),
                now.button(),
                List.copyOf(seats.values()),
                now.clock(),
                now.deck(),
                now.italian(),
                now.chinese(),
                now.open(),
                now.held(),
                now.last());
    }

    private DeskScreen desk(TableScreen screen, HandForm form) {
        return desks.correcting(screen, new CorrectionView(form, null));
    }

    private static List<Integer> seats(TableScreen screen) {
        return screen.seats().stream().map(SeatLine::seat).toList();
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
