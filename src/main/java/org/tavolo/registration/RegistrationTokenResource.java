package org.tavolo.registration;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A registration by its private page's token (docs/registration.md#the-api), public: whoever holds the token sees
 * its status, cancels and confirms; any other token answers the same 404 {@code unknown-registration}.
 */
@Path("/api/registrations/{token}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Registrations")
public class RegistrationTokenResource {

    private final RegistrationService registrations;

    RegistrationTokenResource(RegistrationService registrations) {
        this.registrations = registrations;
    }

    @GET
    @Operation(summary = "A registration, by its private page's token (public; 404 unknown-registration otherwise)")
    public TokenView byToken(@PathParam("token") String token) {
        return registrations.byToken(token);
    }

    @POST
    @Path("/cancel")
    @Operation(summary = "Cancel a registration by its token; the first waiting is promoted at once")
    public TokenView cancel(@PathParam("token") String token) {
        return registrations.cancel(token);
    }

    @POST
    @Path("/confirm")
    @Operation(summary = "Confirm a registration by its token")
    public TokenView confirm(@PathParam("token") String token) {
        return registrations.confirm(token);
    }
}
