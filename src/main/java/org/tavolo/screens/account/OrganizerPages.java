package org.tavolo.screens.account;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.BeanParam;
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
import java.net.URI;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.time.ClubTime;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.security.Accounts;
import org.tavolo.security.ApiTokenView;
import org.tavolo.security.ApiTokens;
import org.tavolo.security.DirectorAccessView;
import org.tavolo.security.DirectorAccesses;
import org.tavolo.security.OrganizerView;
import org.tavolo.security.PublicAddress;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * Plain pages for organizers: the club's accounts (add, change a password with one's own current
 * password, disable), the signed-in organizer's API tokens (make one, shown once; revoke), and a
 * tournament's director accesses (issue, print the QR code, revoke, unlock). Every form answers with
 * a redirect, so submitting it twice does no harm beyond the first time. The account pages take
 * only a session opened at the sign-in form (docs/security.md#account-pages).
 */
@Path("/organizer")
@Produces(MediaType.TEXT_HTML)
public class OrganizerPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance accounts(
                List<OrganizerView> organizers,
                List<ApiTokenView> tokens,
                ApiTokenView created,
                PasswordRefused refused,
                FormRefused formRefused,
                Language lang,
                ZoneId zone);

        static native TemplateInstance directors(
                TournamentView tournament,
                List<DirectorAccessView> accesses,
                DirectorAccessView issued,
                FormRefused formRefused,
                Language lang,
                ZoneId zone);
    }

    private final Accounts accounts;
    private final DirectorAccesses directors;
    private final TournamentService tournaments;
    private final ApiTokens tokens;
    private final PublicAddress address;
    private final SecurityIdentity identity;
    private final ClubTime clubTime;
    private final SignedOut signedOut;

    @BeanParam
    PageLanguage page;

    OrganizerPages(
            Accounts accounts,
            DirectorAccesses directors,
            TournamentService tournaments,
            ApiTokens tokens,
            PublicAddress address,
            SecurityIdentity identity,
            ClubTime clubTime,
            SignedOut signedOut) {
        this.signedOut = signedOut;
        this.clubTime = clubTime;
        this.accounts = accounts;
        this.directors = directors;
        this.tournaments = tournaments;
        this.tokens = tokens;
        this.address = address;
        this.identity = identity;
    }

    @GET
    @Path("accounts")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> accounts() {
        return accountsPage(null);
    }

    /** Makes an API token for the signed-in organizer and shows its secret, the only time it is shown. */
    @POST
    @Path("tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> createToken(@FormParam("label") String label) {
        try {
            return accountsPage(ProblemException.refusing(() -> tokens.createShown(me(), label)));
        } catch (ProblemException refused) {
            return accountsRefused(refused, new FormRefused("token", "token-label", Map.of("label", typed(label))));
        }
    }

    @POST
    @Path("tokens/{tokenId}/revoke")
    @Operation(hidden = true)
    public Response revokeToken(@PathParam("tokenId") long tokenId) {
        tokens.revoke(me(), tokenId);
        return backTo("/organizer/accounts");
    }

    @POST
    @Path("accounts")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response addAccount(@FormParam("username") String username, @FormParam("password") String password) {
        try {
            ProblemException.refusing(() -> accounts.add(username, password, "added by an organizer"));
        } catch (ProblemException refused) {
            return accountsRefused(
                            refused, new FormRefused("account", "new-username", Map.of("username", typed(username))))
                    .toResponse();
        }
        return backTo("/organizer/accounts");
    }

    private static String typed(String value) {
        return value == null ? "" : value;
    }

    private RestResponse<TemplateInstance> accountsRefused(ProblemException refused, FormRefused form) {
        Language language = language();
        return language.refuse(accountsTemplate(null, null, form.saying(language.says(refused)), language), refused);
    }

    /**
     * Changes a password with the signed-in organizer's current one; a refusal answers the page with
     * the error beside that form. Changing one's own password ends this session too: the answer signs
     * the browser out.
     */
    @POST
    @Path("accounts/{accountId}/password")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response changePassword(
            @PathParam("accountId") long accountId,
            @FormParam("current") String current,
            @FormParam("password") String password,
            @Context HttpServerRequest request) {
        String changed;
        try {
            changed = accounts.changePassword(me(), current, address(request), accountId, password);
        } catch (ProblemException refused) {
            Language language = language();
            PasswordRefused shown = new PasswordRefused(accountId, language.says(refused));
            return language.refuse(accountsTemplate(null, shown, null, language), refused)
                    .toResponse();
        }
        return changed.equals(me()) ? signedOut.to("/login") : backTo("/organizer/accounts");
    }

    private static String address(HttpServerRequest request) {
        return request.remoteAddress() == null
                ? "unknown"
                : request.remoteAddress().hostAddress();
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
    public RestResponse<TemplateInstance> directors(@PathParam("id") long id) {
        return directorsPage(id, null);
    }

    /** Shows the new access with its PIN, the only time the PIN is shown. */
    @POST
    @Path("tournaments/{id}/directors")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> issue(
            @PathParam("id") long id, @FormParam("table") String table, @FormParam("label") String label) {
        Integer tableNo = table == null || table.isBlank() ? null : parseTable(table);
        try {
            return directorsPage(id, ProblemException.refusing(() -> directors.issueShown(id, tableNo, label, base())));
        } catch (ProblemException refused) {
            Language language = language();
            // the id of the field refused on the page
            String field =
                    "access-" + ("label".equals(refused.problem().extensions().get("field")) ? "label" : "table");
            FormRefused form = new FormRefused("access", field, Map.of("table", typed(table), "label", typed(label)));
            return language.refuse(directorsTemplate(id, null, form.saying(language.says(refused)), language), refused);
        }
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

    private RestResponse<TemplateInstance> accountsPage(ApiTokenView created) {
        return page.respond(accountsTemplate(created, null, null, page.language()));
    }

    private TemplateInstance accountsTemplate(
            ApiTokenView created, PasswordRefused refused, FormRefused formRefused, Language language) {
        List<ApiTokenView> mine = tokens.viewsOf(me());
        return Templates.accounts(accounts.views(), mine, created, refused, formRefused, language, clubTime.zone());
    }

    private Language language() {
        return page.language();
    }

    private String me() {
        return identity.getPrincipal().getName();
    }

    private RestResponse<TemplateInstance> directorsPage(long id, DirectorAccessView issued) {
        return page.respond(directorsTemplate(id, issued, null, language()));
    }

    private TemplateInstance directorsTemplate(
            long id, DirectorAccessView issued, FormRefused formRefused, Language language) {
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        List<DirectorAccessView> list = directors.viewsOf(id, base());
        return Templates.directors(tournament, list, issued, formRefused, language, clubTime.zone());
    }

    private static Integer parseTable(String table) {
        try {
            return Integer.valueOf(table.strip());
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    private String base() {
        return address.base();
    }

    private static Response backTo(String path) {
        return Response.seeOther(URI.create(path)).build();
    }
}
