package org.tavolo.live;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A tournament's event stream and the organizer's announcements. */
@Path("/api/tournaments/{id}")
@Tag(name = "Live updates")
public class LiveResource {

    private final LiveHub hub;
    private final AnnouncementService announcements;

    LiveResource(LiveHub hub, AnnouncementService announcements) {
        this.hub = hub;
        this.announcements = announcements;
    }

    @GET
    @Path("/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(
            summary = "The tournament's live events",
            description = "Server-sent events named clock, seating, standings and announcement. A clock event "
                    + "carries the period's end (periodEndsAt) and the server's time (serverNow). Event ids follow "
                    + "the audit trail: reconnect with Last-Event-ID (or ?lastEventId=) to get one event for each "
                    + "part changed meanwhile.")
    @APIResponse(
            responseCode = "200",
            description = "The stream; it stays open",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS))
    public void events(
            @PathParam("id") long id,
            @BeanParam LastEventId lastEventId,
            @Context SseEventSink sink,
            @Context Sse sse) {
        hub.subscribe(id, lastEventId.value(), sink, sse);
    }

    @POST
    @Path("/announcements")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Tell the room something: it scrolls along the bottom of the clock (at most 280 characters)")
    public Response announce(@PathParam("id") long id, @Valid @NotNull AnnounceRequest request) {
        return Response.status(Response.Status.CREATED)
                .entity(announcements.announce(id, request.text()))
                .build();
    }

    @GET
    @Path("/announcements")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The announcements of the last half hour, newest first")
    public List<AnnouncementView> recent(@PathParam("id") long id) {
        return announcements.recent(id);
    }
}
