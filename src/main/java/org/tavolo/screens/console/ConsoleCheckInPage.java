package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.registration.RegistrationCounts;
import org.tavolo.registration.RegistrationService;
import org.tavolo.registration.RegistrationView;
import org.tavolo.screens.FormErrors;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.RegistrationFormCheck;
import org.tavolo.screens.RegistrationWords;
import org.tavolo.security.PublicAddress;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * «Accoglienza», the door on the organizer's phone (docs/registration.md#the-pages): the counts in sight (with a
 * place, confirmed, present, waiting), the QR code of a player's page read from a picture of the phone's camera,
 * the registrations searched by name with one tap to mark present, each with its no-shows of the last evenings and
 * a message ready to send, and walk-ins. A refusal answers this page with the refusal at the top.
 */
@Path("/console/tournaments/{id}/check-in")
@Produces(MediaType.TEXT_HTML)
public class ConsoleCheckInPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance checkIn(
                TournamentView tournament,
                RegistrationCounts counts,
                List<DoorRow> rows,
                String query,
                String done,
                FormErrors errors,
                WalkIn walkIn,
                Language lang);
    }

    private final TournamentService tournaments;
    private final RegistrationService registrations;
    private final RegistrationFormCheck check;
    private final PublicAddress publicAddress;

    ConsoleCheckInPage(
            TournamentService tournaments,
            RegistrationService registrations,
            RegistrationFormCheck check,
            PublicAddress publicAddress) {
        this.tournaments = tournaments;
        this.registrations = registrations;
        this.check = check;
        this.publicAddress = publicAddress;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("q") String query,
            @QueryParam("present") String present) {
        Language lang = request.language();
        String done = named(id, present, lang);
        return request.respond(page(id, query, done, FormErrors.none(), WalkIn.empty(), lang));
    }

    /** The check-in by the address a QR code holds (the page's script reads it from the camera's picture). */
    @POST
    @Path("scan")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> scan(
            @BeanParam PageLanguage request, @PathParam("id") long id, @FormParam("code") String code) {
        Language lang = request.language();
        try {
            RegistrationView r = registrations.checkInByToken(id, tokenIn(code));
            return present(id, r);
        } catch (ProblemException refused) {
            FormErrors unknown = FormErrors.of("c-photo", check.words(lang).scan_unknown());
            return lang.refuse(page(id, null, null, unknown, WalkIn.empty(), lang), refused);
        }
    }

    @POST
    @Path("{registration}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> checkIn(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @PathParam("registration") long registration,
            @FormParam("q") String query) {
        Language lang = request.language();
        try {
            return present(id, registrations.checkIn(id, registration));
        } catch (ProblemException refused) {
            FormErrors said = FormErrors.of(null, lang.says(refused));
            return lang.refuse(page(id, query, null, said, WalkIn.empty(), lang), refused);
        }
    }

    @POST
    @Path("walk-in")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> walkIn(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("key") String key,
            @FormParam("name") String name,
            @FormParam("nickname") String nickname,
            @FormParam("contact") String contact,
            @FormParam("card") String card) {
        Language lang = request.language();
        WalkIn typed = WalkIn.typed(WalkIn.keyOf(key), name, nickname, contact, card);
        FormErrors errors = WalkInRequest.errors(typed, check, lang);
        if (errors.any()) {
            return lang.refuse(page(id, null, null, errors, typed, lang), RestResponse.Status.BAD_REQUEST);
        }
        try {
            return present(id, registrations.walkIn(id, WalkInRequest.of(typed)));
        } catch (ProblemException refused) {
            FormErrors said = WalkInRequest.beside(check.refusal(refused, lang));
            return lang.refuse(page(id, null, null, said, typed, lang), refused);
        }
    }

    private static RestResponse<TemplateInstance> present(long id, RegistrationView r) {
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/check-in?present=" + r.id()));
    }

    private TemplateInstance page(long id, String query, String done, FormErrors errors, WalkIn walkIn, Language lang) {
        TournamentView tournament = tournaments.view(id);
        RegistrationWords words = check.words(lang);
        String url = publicAddress.link("/tournaments/" + id + "/register");
        List<DoorRow> rows = registrations.list(id).stream()
                .filter(r -> matches(r, query))
                .map(r -> DoorRow.of(
                        r,
                        words.message_subject(tournament.name()),
                        words.message_text(tournament.name(), words.status(r.status()), url)))
                .toList();
        RegistrationCounts counts = registrations.counts(id);
        return Templates.checkIn(tournament, counts, rows, query, done, errors, walkIn, lang);
    }

    /** The notice of the player just marked present, named. */
    private String named(long id, String present, Language lang) {
        if (present == null || !present.matches("[0-9]{1,18}")) {
            return null; // a page reads anything else as no notice, never a refusal
        }
        return registrations.list(id).stream()
                .filter(r -> r.id() == Long.parseLong(present))
                .findFirst()
                .map(r -> check.words(lang).checked_in(r.name()))
                .orElse(null);
    }

    private static boolean matches(RegistrationView r, String query) {
        if (query == null || query.isBlank()) {
            return true;
        }
        String q = query.strip().toLowerCase(Locale.ROOT);
        return r.name().toLowerCase(Locale.ROOT).contains(q)
                || (r.nickname() != null
                        && r.nickname().toLowerCase(Locale.ROOT).contains(q));
    }

    /** The token in what a QR code said: the last part of the private page's address, or the token alone. */
    static String tokenIn(String code) {
        String said = code == null ? "" : code.strip();
        int at = said.lastIndexOf(RegistrationService.PAGE);
        String token = at < 0 ? said : said.substring(at + RegistrationService.PAGE.length());
        int end = token.indexOf('/');
        return end < 0 ? token : token.substring(0, end);
    }
}
