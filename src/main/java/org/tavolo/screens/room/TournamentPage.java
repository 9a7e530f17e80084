package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.ClockScreen;
import org.tavolo.screens.ClockScreens;
import org.tavolo.screens.Language;

/**
 * A tournament's public page: where and when it is played, how far the evening has gone (kept
 * current by the tournament's event stream) and the way to its clock, seating and standings.
 */
@Path("/tournaments/{id}")
@Produces(MediaType.TEXT_HTML)
public class TournamentPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(ClockScreen screen, Language lang);

        static native TemplateInstance page$summary(ClockScreen screen, Language lang);
    }

    private final ClockScreens clocks;

    TournamentPage(ClockScreens clocks) {
        this.clocks = clocks;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return request.respond(Templates.page(clocks.clock(request.id), lang));
    }

    @GET
    @Path("/summary")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> summary(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return lang.respond(Templates.page$summary(clocks.clock(request.id), lang), null);
    }
}
