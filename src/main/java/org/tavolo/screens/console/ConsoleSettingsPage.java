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
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentView;

/**
 * A tournament's settings in the console: the rule book's preset for its format, the main numbers
 * and the clock's schedule (add, remove and reorder levels and breaks). The schedule's buttons only
 * change the form; saving stores it through the settings' merge patch, and a refused value is
 * shown beside its field.
 */
@Path("/console/tournaments/{id}/settings")
@Produces(MediaType.TEXT_HTML)
public class ConsoleSettingsPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance settings(
                TournamentView tournament, SettingsView view, boolean saved, Language lang);
    }

    private final ConsoleSettings settings;
    private final ConsoleService console;

    ConsoleSettingsPage(ConsoleSettings settings, ConsoleService console) {
        this.settings = settings;
        this.console = console;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> show(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("saved") String savedTyped) {
        boolean saved = "true".equals(savedTyped); // a page reads anything else as false, never a refusal
        TournamentView t = settings.tournament(id);
        Language lang = request.language();
        return request.respond(Templates.settings(
                t, view(t, SettingsForm.of(settings.settings(id)), Map.of(), null, null, lang), saved, lang));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> submit(
            @BeanParam PageLanguage request, @PathParam("id") long id, @BeanParam SettingsForm form) {
        Language lang = request.language();
        TournamentView tournament = settings.tournament(id);
        if (!form.isSave()) {
            form.edit(form.op);
            return request.respond(
                    Templates.settings(tournament, view(tournament, form, Map.of(), null, null, lang), false, lang));
        }
        Map<String, String> errors = settings.save(id, form, console.messages(lang), lang);
        if (errors.isEmpty()) {
            return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/settings?saved=true"));
        }
        Integer lowerBothTo = ConsoleSettings.finalTableOffer(form, settings.settings(id));
        SeatsFix seats = ConsoleSettings.seatsFix(form, settings.settings(id));
        TemplateInstance page =
                Templates.settings(tournament, view(tournament, form, errors, lowerBothTo, seats, lang), false, lang);
        return lang.refuse(page, RestResponse.Status.BAD_REQUEST);
    }

    private SettingsView view(
            TournamentView t,
            SettingsForm form,
            Map<String, String> errors,
            Integer lowerBothTo,
            SeatsFix seats,
            Language lang) {
        return SettingsView.of(t.format(), form, errors, lowerBothTo, seats, console.messages(lang), lang);
    }

    @POST
    @Path("preset")
    @Operation(hidden = true)
    public RestResponse<?> preset(@PathParam("id") long id) {
        settings.applyPreset(id);
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/settings?saved=true"));
    }
}
