package org.tavolo.security;

import jakarta.validation.Valid;
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

/** Table directors' accesses of one tournament, for organizers: issue, list, QR code, revoke, unlock. */
@Path("/api/tournaments/{id}/director-accesses")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Sign-in")
public class DirectorAccessResource {

    private final DirectorAccesses accesses;
    private final PublicAddress address;

    DirectorAccessResource(DirectorAccesses accesses, PublicAddress address) {
        this.accesses = accesses;
        this.address = address;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Issue a director access (code and PIN) for one table or the whole tournament; never cached")
    public Response issue(@PathParam("id") long id, @Valid IssueDirectorAccessRequest request) {
        IssueDirectorAccessRequest r = request == null ? new IssueDirectorAccessRequest(null, null) : request;
        DirectorAccesses.Issued issued = accesses.issue(id, r.table(), r.label());
        return Response.status(Response.Status.CREATED)
                .header("Cache-Control", PrivatePages.NO_STORE)
                .entity(DirectorAccessView.from(issued.access(), issued.pin(), base()))
                .build();
    }

    @GET
    @Operation(summary = "The director accesses of a tournament (without PINs)")
    public List<DirectorAccessView> list(@PathParam("id") long id) {
        return accesses.ofTournament(id).stream()
                .map(a -> DirectorAccessView.from(a, null, base()))
                .toList();
    }

    @GET
    @Path("/{accessId}/qr")
    @Produces("image/svg+xml")
    @Operation(summary = "A QR code that opens the sign-in page with the access's code filled in")
    public String qr(@PathParam("id") long id, @PathParam("accessId") long accessId) {
        return QrCodes.svg(
                DirectorAccessView.signInUrl(base(), accesses.get(id, accessId).code()));
    }

    @POST
    @Path("/{accessId}/revoke")
    @Operation(summary = "Revoke a director access; it stops working on its next request")
    public DirectorAccessView revoke(@PathParam("id") long id, @PathParam("accessId") long accessId) {
        return DirectorAccessView.from(accesses.revoke(id, accessId), null, base());
    }

    @POST
    @Path("/{accessId}/unlock")
    @Operation(summary = "Unlock a director access locked by wrong PINs")
    public DirectorAccessView unlock(@PathParam("id") long id, @PathParam("accessId") long accessId) {
        return DirectorAccessView.from(accesses.unlock(id, accessId), null, base());
    }

    private String base() {
        return address.base();
    }
}
