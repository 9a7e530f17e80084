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
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.championship.ChampionshipBoard;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.console.ConsoleChampionships.Evening;
import org.tavolo.screens.console.ConsoleChampionships.Page;
import org.tavolo.screens.console.ConsoleChampionships.Row;

/**
 * The console's championships (docs/championships.md#pages): the list with the form to create one,
 * and a championship's page with its evenings in order, the form to attach a tournament, taking one
 * out (asked once, in words) and the ways to its screens and downloads. Every form answers with a
 * redirect; a refused one comes back as sent, with the reason beside the field in the page's
 * language.
 */
@Path("/console/championships")
@Produces(MediaType.TEXT_HTML)
public class ConsoleChampionshipsPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(
                List<Row> rows, ChampionshipForm form, Map<String, String> errors, Language lang);

        static native TemplateInstance championship(
                Page page, String chosen, String notice, String error, Language lang);

        static native TemplateInstance confirmDetach(Page page, Evening evening, Language lang);
    }

    private final ConsoleChampionships championships;

    ConsoleChampionshipsPage(ConsoleChampionships championships) {
        this.championships = championships;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> list(@BeanParam PageLanguage request) {
        Language lang = request.language();
        return request.respond(Templates.list(championships.list(lang), ChampionshipForm.EMPTY, Map.of(), lang));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> create(@BeanParam PageLanguage request, @BeanParam ChampionshipForm form) {
        Language lang = request.language();
        Map<String, String> errors = form.errors(championships.words(lang), championships.champ(lang));
        if (!errors.isEmpty()) {
            return lang.refuse(
                    Templates.list(championships.list(lang), form, errors, lang), RestResponse.Status.BAD_REQUEST);
        }
        try {
            ChampionshipBoard.Made made = championships.create(form);
            return RestResponse.seeOther(
                    URI.create("/console/championships/" + made.id() + (made.created() ? "?created=true" : "")));
        } catch (ProblemException refused) {
            Map<String, String> reason = Map.of("name", championships.refusal(refused, lang));
            return lang.refuse(Templates.list(championships.list(lang), form, reason, lang), refused);
        }
    }

    @GET
    @Path("{id}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> championship(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("created") String createdTyped,
            @QueryParam("attached") String attachedTyped,
            @QueryParam("detached") String detached) {
        boolean created = "true".equals(createdTyped); // a page reads anything else as false, never a refusal
        Long attached = FormNumbers.wholeOrAbsent(attachedTyped);
        Language lang = request.language();
        Page page = championships.page(id, lang);
        ChampionshipMessages words = championships.champ(lang);
        String notice = null;
        if (created) {
            notice = words.created(page.name());
        } else if (attached != null) {
            notice = championships
                    .evening(page, attached)
                    .map(e -> words.attached(e.name()))
                    .orElse(null);
        } else if (detached != null && !detached.isBlank()) {
            notice = words.detached(detached);
        }
        return request.respond(Templates.championship(page, "", notice, null, lang));
    }

    @GET
    @Path("{id}/standings.csv")
    @Produces("text/csv;charset=UTF-8")
    @Operation(hidden = true)
    public RestResponse<String> csv(@PathParam("id") long id) {
        return RestResponse.ResponseBuilder.ok(championships.csv(id))
                .header("Content-Disposition", "attachment; filename=\"championship-" + id + ".csv\"")
                .build();
    }

    @POST
    @Path("{id}/tournaments")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> attach(
            @BeanParam PageLanguage request, @PathParam("id") long id, @FormParam("tournament") String tournament) {
        Language lang = request.language();
        Long chosen = number(tournament);
        if (chosen == null) {
            return refused(id, tournament, championships.words(lang).field_required(), lang, null);
        }
        try {
            championships.attach(id, chosen);
        } catch (ProblemException refused) {
            if (!alreadyHere(refused, id)) {
                return refused(id, tournament, championships.refusal(refused, lang), lang, refused);
            }
        }
        return RestResponse.seeOther(URI.create("/console/championships/" + id + "?attached=" + chosen));
    }

    @GET
    @Path("{id}/tournaments/{tournament}/detach")
    @Operation(hidden = true)
    public RestResponse<?> confirmDetach(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("tournament") long tournament) {
        Language lang = request.language();
        Page page = championships.page(id, lang);
        Optional<Evening> evening = championships.evening(page, tournament);
        if (evening.isEmpty()) {
            return RestResponse.seeOther(URI.create("/console/championships/" + id));
        }
        return request.respond(Templates.confirmDetach(page, evening.get(), lang));
    }

    @POST
    @Path("{id}/tournaments/{tournament}/detach")
    @Operation(hidden = true)
    public RestResponse<?> detach(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("tournament") long tournament) {
        Language lang = request.language();
        Optional<Evening> evening = championships.evening(championships.page(id, lang), tournament);
        if (evening.isEmpty()) {
            return RestResponse.seeOther(URI.create("/console/championships/" + id));
        }
        try {
            championships.detach(id, tournament);
        } catch (ProblemException refused) {
            if (refused.problem().status() != 404) {
                return refused(id, "", championships.refusal(refused, lang), lang, refused);
            }
        }
        String name = URLEncoder.encode(evening.get().name(), StandardCharsets.UTF_8);
        return RestResponse.seeOther(URI.create("/console/championships/" + id + "?detached=" + name));
    }

    private RestResponse<TemplateInstance> refused(
            long id, String chosen, String message, Language lang, ProblemException problem) {
        TemplateInstance page =
                Templates.championship(championships.page(id, lang), chosen == null ? "" : chosen, null, message, lang);
        return problem == null ? lang.refuse(page, RestResponse.Status.BAD_REQUEST) : lang.refuse(page, problem);
    }

    /** A second send of the same attach finds the tournament already in this championship: done. */
    private static boolean alreadyHere(ProblemException refused, long id) {
        Object owner = refused.problem().extensions().get("championshipId");
        return refused.problem().type().endsWith("/tournament-in-championship")
                && owner instanceof Number n
                && n.longValue() == id;
    }

    private static Long number(String value) {
        try {
            return value == null || value.isBlank() ? null : Long.valueOf(value.strip());
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }
}
