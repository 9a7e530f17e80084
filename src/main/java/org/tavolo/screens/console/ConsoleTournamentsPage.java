package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.console.ConsoleViews.Overview;
import org.tavolo.screens.console.ConsoleViews.TournamentList;

/**
 * The console's tournaments: upcoming first and past ones archived, a form to announce one (or copy
 * a previous one's settings), each tournament's overview, and deletion while nothing has been
 * played, asked once in words. Every form answers with a redirect, so a second submit does nothing
 * new; a refused form comes back with the message beside the field it names.
 */
@Path("/console")
@Produces(MediaType.TEXT_HTML)
public class ConsoleTournamentsPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(
                TournamentList list, TournamentForm form, Map<String, String> errors, Language lang);

        static native TemplateInstance overview(Overview overview, String notice, String error, Language lang);

        static native TemplateInstance confirmDelete(Overview overview, Language lang);
    }

    private final ConsoleService console;

    ConsoleTournamentsPage(ConsoleService console) {
        this.console = console;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<Object> home() {
        return RestResponse.seeOther(URI.create("/console/tournaments"));
    }

    @GET
    @Path("tournaments")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> list(@BeanParam PageLanguage request) {
        Language lang = request.language();
        return request.respond(Templates.list(console.tournaments(lang), TournamentForm.EMPTY, Map.of(), lang));
    }

    @POST
    @Path("tournaments")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> create(@BeanParam PageLanguage request, @BeanParam TournamentForm form) {
        Language lang = request.language();
        Map<String, String> errors = form.errors(console.messages(lang));
        if (!errors.isEmpty()) {
            TemplateInstance page = Templates.list(console.tournaments(lang), form, errors, lang);
            return lang.refuse(page, RestResponse.Status.BAD_REQUEST);
        }
        long id = console.create(form);
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "?created=true"));
    }

    @GET
    @Path("tournaments/{id}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> overview(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("created") String createdTyped) {
        boolean created = "true".equals(createdTyped); // a page reads anything else as false, never a refusal
        Language lang = request.language();
        Overview overview = console.overview(id, lang);
        String notice =
                created ? console.messages(lang).created(overview.tournament().name()) : null;
        return request.respond(Templates.overview(overview, notice, null, lang));
    }

    @GET
    @Path("tournaments/{id}/delete")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> confirmDelete(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        return request.respond(Templates.confirmDelete(console.overview(id, lang), lang));
    }

    @POST
    @Path("tournaments/{id}/delete")
    @Operation(hidden = true)
    public RestResponse<?> delete(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        try {
            console.delete(id);
        } catch (ProblemException refused) {
            if (refused.problem().status() == 404) {
                return RestResponse.seeOther(URI.create("/console/tournaments"));
            }
            Overview overview = console.overview(id, lang);
            TemplateInstance page =
                    Templates.overview(overview, null, console.messages(lang).cannot_delete(), lang);
            page.setLocale(Locale.forLanguageTag(lang.tag()));
            return RestResponse.ResponseBuilder.create(RestResponse.Status.CONFLICT, page)
                    .build();
        }
        return RestResponse.seeOther(URI.create("/console/tournaments"));
    }
}
