package org.tavolo.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The sign-in page: organizers with username and password, directors with code and PIN (the QR
 * code of an access opens it with the code filled in). The form posts to Quarkus's
 * {@code j_security_check}; signing out ends the session in the database and forgets the cookie.
 */
@Path("/")
public class LoginPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance login(String code, boolean failed);
    }

    private final String sessionCookie;
    private final Sessions sessions;
    private final SecurityIdentity identity;

    LoginPage(
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String sessionCookie,
            Sessions sessions,
            SecurityIdentity identity) {
        this.sessionCookie = sessionCookie;
        this.sessions = sessions;
        this.identity = identity;
    }

    @GET
    @Path("login")
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public TemplateInstance login(@QueryParam("code") String code, @QueryParam("error") String error) {
        String shown = code == null ? "" : SignIn.normalized(code);
        return Templates.login(SignIn.isDirectorCode(shown) ? shown : "", error != null);
    }

    @POST
    @Path("logout")
    @Operation(hidden = true)
    public Response logout() {
        String session = identity.getAttribute(Roles.SESSION);
        if (session != null) {
            sessions.end(session);
        }
        NewCookie gone = new NewCookie.Builder(sessionCookie)
                .path("/")
                .value("")
                .maxAge(0)
                .httpOnly(true)
                .sameSite(NewCookie.SameSite.STRICT)
                .build();
        return Response.seeOther(URI.create("/")).cookie(gone).build();
    }
}
