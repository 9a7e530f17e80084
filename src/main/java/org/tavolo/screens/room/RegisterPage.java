package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.mail.RegistrationMails;
import org.tavolo.registration.NewRegistration;
import org.tavolo.registration.PublicRegistrations;
import org.tavolo.registration.Registered;
import org.tavolo.registration.RegistrationService;
import org.tavolo.screens.FormErrors;
import org.tavolo.screens.Language;
import org.tavolo.screens.RegistrationFormCheck;
import org.tavolo.security.PublicAddress;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The public registration form of a tournament (docs/registration.md#the-pages), made for a phone: name, nickname,
 * a phone or an e-mail, the club card; the counts and the names (or nicknames) of who registered, never a contact.
 * A registration lands on its private page; a refusal answers this page with the refusal at the top, beside its
 * field, and what was typed kept. A hidden field people do not see and a least time to fill the form in
 * ({@link FillTime}) turn scripts away.
 */
@Path("/tournaments/{id}/register")
@Produces(MediaType.TEXT_HTML)
public class RegisterPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance register(
                TournamentView tournament,
                PublicRegistrations list,
                RegistrationForm form,
                FormErrors errors,
                String stamp,
                Language lang);
    }

    private final TournamentService tournaments;
    private final RegistrationService registrations;
    private final RegistrationFormCheck check;
    private final FillTime fillTime;
    private final RegistrationMails mails;
    private final PublicAddress publicAddress;

    RegisterPage(
            TournamentService tournaments,
            RegistrationService registrations,
            RegistrationFormCheck check,
            FillTime fillTime,
            RegistrationMails mails,
            PublicAddress publicAddress) {
        this.tournaments = tournaments;
        this.registrations = registrations;
        this.check = check;
        this.fillTime = fillTime;
        this.mails = mails;
        this.publicAddress = publicAddress;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request) {
        return request.respond(page(request.id, RegistrationForm.EMPTY, FormErrors.none(), request.language()));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> register(
            @BeanParam RoomRequest request,
            @BeanParam RegistrationForm form,
            @FormParam("started") String started,
            @Context HttpServerRequest http) {
        Language lang = request.language();
        RegistrationForm typed = form.stripped();
        if (typed.byAScript() || fillTime.tooSoon(started)) {
            FormErrors tooSoon = FormErrors.of(null, check.words(lang).too_fast());
            return lang.refuse(page(request.id, typed, tooSoon, lang), RestResponse.Status.BAD_REQUEST);
        }
        NewRegistration asked = typed.request();
        FormErrors errors = check.errors(asked, lang);
        if (errors.any()) {
            return lang.refuse(page(request.id, typed, errors, lang), RestResponse.Status.BAD_REQUEST);
        }
        try {
            Registered made = registrations.register(request.id, asked, address(http));
            String page = publicAddress.link(made.pageUrl());
            mails.registered(request.id, made, typed.email(), page);
            return RestResponse.seeOther(URI.create(made.pageUrl()));
        } catch (ProblemException refused) {
            return lang.refuse(page(request.id, typed, check.refusal(refused, lang), lang), refused);
        }
    }

    private TemplateInstance page(long id, RegistrationForm form, FormErrors errors, Language lang) {
        TournamentView tournament = tournaments.view(id);
        return Templates.register(tournament, registrations.publicList(id), form, errors, fillTime.stamp(), lang);
    }

    private static String address(HttpServerRequest request) {
        return request.remoteAddress() == null
                ? "unknown"
                : request.remoteAddress().hostAddress();
    }
}
