package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.SeasonScreens;
import org.tavolo.screens.SeasonScreens.SeasonScreen;

/**
 * A championship's table for the public (docs/championships.md#pages): on a phone, and on the TV
 * across the room (dark, large, paging through a long table). Both follow the championship's event
 * stream and re-read the table in place when an evening's result changes or a tournament is
 * attached or taken out.
 */
@Path("/championships/{id}")
@Produces(MediaType.TEXT_HTML)
public class SeasonPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(SeasonScreen screen, boolean tv, Language lang);

        static native TemplateInstance page$table(SeasonScreen screen, boolean tv, Language lang);
    }

    private final SeasonScreens seasons;

    @PathParam("id")
    long id;

    @BeanParam
    PageLanguage page;

    SeasonPage(SeasonScreens seasons) {
        this.seasons = seasons;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> phone() {
        return page(false);
    }

    @GET
    @Path("/tv")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tv() {
        return page(true);
    }

    @GET
    @Path("/table")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> table(@QueryParam("tv") String tvTyped) {
        boolean tv = "true".equals(tvTyped); // a page reads anything else as false, never a refusal
        Language language = page.language();
        return language.respond(Templates.page$table(seasons.screen(id, language), tv, language), null);
    }

    private RestResponse<TemplateInstance> page(boolean tv) {
        Language language = page.language();
        return page.respond(Templates.page(seasons.screen(id, language), tv, language));
    }
}
