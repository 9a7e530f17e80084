package org.tavolo.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * Plain pages for organizers: the club's accounts (add, reset a password, disable) and a
 * tournament's director accesses (issue, print the QR code, revoke, unlock). Every form answers with
 * a redirect, so submitting it twice does no harm beyond the first time.
 */
@Path("/organizer")
@Produces(MediaType.TEXT_HTML)
public class OrganizerPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance accounts(List<Organizer> organizers);

        static native TemplateInstance directors(
                TournamentView tournament, List<DirectorAccessView> accesses, DirectorAccessView issued);
    }

    private final Accounts accounts;
    private final DirectorAccesses directors;
    private final TournamentService tournaments;

    @Context
    UriInfo uri;

    OrganizerPages(Accounts accounts, DirectorAccesses directors, TournamentService tournaments) {
        this.accounts = accounts;
        this.directors = directors;
        this.tournaments = tournaments;
    }

    @GET
    @Path("accounts")
    @Operation(hidden = true)
    public TemplateInstance accounts() {
        return Templates.accounts(accounts.list());
    }

    @POST
    @Path("accounts")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response addAccount(@FormParam("username") String username, @FormParam("password") String password) {
        accounts.add(username, password, "added by an organizer");
        return backTo("/organizer/accounts");
    }

    @POST
    @Path("accounts/{accountId}/password")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response resetPassword(@PathParam("accountId") long accountId, @FormParam("password") String password) {
        accounts.resetPassword(accountId, password);
        return backTo("/organizer/accounts");
    }

    @POST
    @Path("accounts/{accountId}/disable")
    @Operation(hidden = true)
    public Response disable(@PathParam("accountId") long accountId) {
        accounts.disable(accountId);
        return backTo("/organizer/accounts");
    }

    @POST
    @Path("accounts/{accountId}/enable")
    @Operation(hidden = true)
    public Response enable(@PathParam("accountId") long accountId) {
        accounts.enable(accountId);
        return backTo("/organizer/accounts");
    }

    @GET
    @Path("tournaments/{id}/directors")
    @Operation(hidden = true)
    public TemplateInstance directors(@PathParam("id") long id) {
        return directorsPage(id, null);
    }

    /** Shows the new access with its PIN, the only time the PIN is shown. */
    @POST
    @Path("tournaments/{id}/directors")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public TemplateInstance issue(
            @PathParam("id") long id, @FormParam("table") String table, @FormParam("label") String label) {
        Integer tableNo = table == null || table.isBlank() ? null : parseTable(table);
        DirectorAccesses.Issued issued = directors.issue(id, tableNo, label);
        return directorsPage(id, DirectorAccessView.from(issued.access(), issued.pin(), base()));
    }

    @POST
    @Path("tournaments/{id}/directors/{accessId}/revoke")
    @Operation(hidden = true)
    public Response revoke(@PathParam("id") long id, @PathParam("accessId") long accessId) {
        directors.revoke(id, accessId);
        return backTo("/organizer/tournaments/" + id + "/directors");
    }

    @POST
    @Path("tournaments/{id}/directors/{accessId}/unlock")
    @Operation(hidden = true)
    public Response unlock(@PathParam("id") long id, @PathParam("accessId") long accessId) {
        directors.unlock(id, accessId);
        return backTo("/organizer/tournaments/" + id + "/directors");
    }

    private TemplateInstance directorsPage(long id, DirectorAccessView issued) {
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        List<DirectorAccessView> list = directors.ofTournament(id).stream()
                .map(a -> DirectorAccessView.from(a, null, base()))
                .toList();
        return Templates.directors(tournament, list, issued);
    }

    private static Integer parseTable(String table) {
        try {
            return Integer.valueOf(table.strip());
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    private String base() {
        return uri.getBaseUri().toString();
    }

    private static Response backTo(String path) {
        return Response.seeOther(URI.create(path)).build();
    }
}
