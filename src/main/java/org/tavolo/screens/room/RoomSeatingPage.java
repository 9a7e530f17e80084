package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;
import org.tavolo.screens.room.RoomViews.SeatingScreen;

/**
 * Every table and seat, recent moves highlighted: "find my seat" on a phone, and the TV's own screen
 * (every table large, paged by itself when they do not fit, docs/room-screens.md#tv).
 */
@Path("/tournaments/{id}/seating")
@Produces(MediaType.TEXT_HTML)
public class RoomSeatingPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(SeatingScreen screen, Language lang);

        static native TemplateInstance page$tables(SeatingScreen screen, Language lang);

        static native TemplateInstance tv(SeatingScreen screen, Language lang);

        static native TemplateInstance tv$tables(SeatingScreen screen, Language lang);
    }

    private final RoomService room;

    RoomSeatingPage(RoomService room) {
        this.room = room;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request, @QueryParam("q") String query) {
        Language lang = request.language();
        return request.respond(Templates.page(room.seating(request.id, query), lang));
    }

    @GET
    @Path("/tables")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tables(@BeanParam RoomRequest request, @QueryParam("q") String query) {
        Language lang = request.language();
        return lang.respond(Templates.page$tables(room.seating(request.id, query), lang), null);
    }

    @GET
    @Path("/tv")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tv(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return request.respond(Templates.tv(room.seating(request.id, null), lang));
    }

    @GET
    @Path("/tv/tables")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tvTables(@BeanParam RoomRequest request) {
        Language lang = request.language();
        return lang.respond(Templates.tv$tables(room.seating(request.id, null), lang), null);
    }
}
