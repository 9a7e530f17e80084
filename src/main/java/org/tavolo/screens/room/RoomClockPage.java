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
 * The TV clock: full screen, dark, readable from across the room. The face and the announcements
 * are fragments of the same template, re-read when the event stream says they changed; between
 * events the browser counts down to the period's end as the server gave it.
 */
@Path("/tournaments/{id}/clock")
@Produces(MediaType.TEXT_HTML)
public class RoomClockPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(ClockScreen screen, Language lang);

        static native TemplateInstance page$face(ClockScreen screen, Language lang);

        static native TemplateInstance page$ticker(ClockScreen screen, Language lang);
    }

    private final ClockScreens clocks;

    RoomClockPage(ClockScreens clocks) {
        this.clocks = clocks;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return request.respond(Templates.page(clocks.clock(request.id), lang));
    }

    @GET
    @Path("/face")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> face(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return lang.respond(Templates.page$face(clocks.clock(request.id), lang), null);
    }

    @GET
    @Path("/ticker")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> ticker(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return lang.respond(Templates.page$ticker(clocks.clock(request.id), lang), null);
    }
}
