package org.tavolo.security;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The signed-in organizer's API tokens, for scripts: make one (shown once), list them, revoke one. */
@Path("/api/tokens")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Sign-in")
public class ApiTokenResource {

    private final ApiTokens tokens;
    private final SecurityIdentity identity;

    ApiTokenResource(ApiTokens tokens, SecurityIdentity identity) {
        this.tokens = tokens;
        this.identity = identity;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Make an API token, sent as Authorization: Bearer; its secret is in this answer only")
    public Response create(@Valid @NotNull CreateApiTokenRequest request) {
        ApiTokens.Created created = tokens.create(me(), request.label());
        return Response.status(Response.Status.CREATED)
                .header("Cache-Control", PrivatePages.NO_STORE)
                .entity(ApiTokenView.created(created))
                .build();
    }

    @GET
    @Operation(summary = "The signed-in organizer's API tokens (without their secrets)")
    public List<ApiTokenView> list() {
        return tokens.of(me()).stream().map(ApiTokenView::from).toList();
    }

    @POST
    @Path("/{tokenId}/revoke")
    @Operation(summary = "Revoke one of the signed-in organizer's API tokens; it stops working at once")
    public ApiTokenView revoke(@PathParam("tokenId") long tokenId) {
        return ApiTokenView.from(tokens.revoke(me(), tokenId));
    }

    private String me() {
        return identity.getPrincipal().getName();
    }
}
