package org.tavolo.registration;

import io.vertx.core.http.HttpServerRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriBuilder;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Registration before the night (docs/registration.md#the-api), a tournament's: the public registers and sees the
 * names and counts; the organizer lists, checks in, marks no-shows, removes and registers walk-ins.
 */
@Path("/api/tournaments/{id}/registrations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Registrations")
public class RegistrationResource {

    private final RegistrationService registrations;

    RegistrationResource(RegistrationService registrations) {
        this.registrations = registrations;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Register for a tournament (public)",
            description = "201 with the status (REGISTERED or WAITING), the place on the waiting list, and the private "
                    + "page's token and address, given only here. 409 registrations-closed, 409 already-registered, "
                    + "400 contact-required, 429 too-many-registrations.")
    public Response register(
            @PathParam("id") long id, @Valid @NotNull NewRegistration request, @Context HttpServerRequest http) {
        Registered made = registrations.register(id, request, address(http));
        return Response.created(
                        UriBuilder.fromPath("/api/registrations/{token}").build(made.token()))
                .entity(made)
                .build();
    }

    @GET
    @Path("/public")
    @Operation(summary = "Whether registration is open, the counts, and the names or nicknames (public)")
    public PublicRegistrations shown(@PathParam("id") long id) {
        return registrations.publicList(id);
    }

    @GET
    @Operation(summary = "Every registration, with status, contacts and recent no-shows (organizers)")
    public List<RegistrationView> list(@PathParam("id") long id) {
        return registrations.list(id);
    }

    @GET
    @Path("/draw-outlook")
    @Operation(summary = "What the first draw would do with the registrations now (organizers)")
    public DrawOutlook drawOutlook(@PathParam("id") long id) {
        return registrations.drawOutlook(id);
    }

    @GET
    @Path("/{rid}")
    @Operation(summary = "One registration (organizers)")
    public RegistrationView get(@PathParam("id") long id, @PathParam("rid") long rid) {
        return registrations.get(id, rid);
    }

    @POST
    @Path("/walk-in")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Register a walk-in at the door: checked in when a place is free, else present and waiting")
    public Response walkIn(@PathParam("id") long id, @Valid @NotNull NewRegistration request) {
        RegistrationView made = registrations.walkIn(id, request);
        return Response.created(UriBuilder.fromPath("/api/tournaments/{id}/registrations/{rid}")
                        .build(id, made.id()))
                .entity(made)
                .build();
    }

    @POST
    @Path("/check-in")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Check a player in by the token their QR code carries (organizers)")
    public RegistrationView checkInByToken(@PathParam("id") long id, @Valid @NotNull TokenRequest request) {
        return registrations.checkInByToken(id, request.token());
    }

    @POST
    @Path("/{rid}/check-in")
    @Operation(summary = "Mark a player present (organizers)")
    public RegistrationView checkIn(@PathParam("id") long id, @PathParam("rid") long rid) {
        return registrations.checkIn(id, rid);
    }

    @POST
    @Path("/{rid}/no-show")
    @Operation(summary = "Mark a registered player who did not come (organizers)")
    public RegistrationView noShow(@PathParam("id") long id, @PathParam("rid") long rid) {
        return registrations.noShow(id, rid);
    }

    @POST
    @Path("/{rid}/cancel")
    @Operation(summary = "Remove a registration; the first waiting is promoted at once (organizers)")
    public RegistrationView remove(@PathParam("id") long id, @PathParam("rid") long rid) {
        return registrations.remove(id, rid);
    }

    private static String address(HttpServerRequest http) {
        return http == null || http.remoteAddress() == null
                ? "unknown"
                : http.remoteAddress().hostAddress();
    }
}
