package org.tavolo.screens.account;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.security.Roles;
import org.tavolo.security.Sessions;
import org.tavolo.security.SignIn;

/**
 * The sign-in page: organizers with username and password, directors with code and PIN (the QR
 * code of an access opens it with the code filled in). The form posts to Quarkus's
 * {@code j_security_check}; signing out (only from a page of this server) ends the session in the
 * database, forgets the cookie and tells the browser to forget the private pages it kept.
 */
@Path("/")
public class LoginPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance login(String code, String user, boolean failed, boolean ended, Language lang);
    }

    private final Sessions sessions;
    private final SecurityIdentity identity;
    private final SignedOut signedOut;
    private final SignIn signIn;

    LoginPage(Sessions sessions, SecurityIdentity identity, SignedOut signedOut, SignIn signIn) {
        this.signIn = signIn;
        this.sessions = sessions;
        this.identity = identity;
        this.signedOut = signedOut;
    }

    @GET
    @Path("login")
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> login(
            @QueryParam("code") String code,
            @QueryParam("error") String error,
            @CookieParam(SignIn.USER_KEPT) String userKept,
            @BeanParam PageLanguage page) {
        boolean failed = error != null;
        String typed = code != null ? code : failed ? codeOfTheFailedTry(page.headers()) : null;
        String shown = typed == null ? "" : SignIn.normalized(typed);
        Language language = page.language();
        String director = SignIn.isDirectorCode(shown) ? shown : "";
        boolean ended = !director.isEmpty() && signIn.hasEnded(director);
        String user = failed && director.isEmpty() ? userOfTheFailedTry(userKept) : "";
        RestResponse<TemplateInstance> answer = page.respond(Templates.login(director, user, failed, ended, language));
        if (userKept == null) {
            return answer;
        }
        // shown once: the username of the refused try is forgotten as soon as the page has it
        return RestResponse.ResponseBuilder.fromResponse(answer)
                .cookie(new NewCookie.Builder(SignIn.USER_KEPT)
                        .value("")
                        .path("/login")
                        .maxAge(0)
                        .httpOnly(true)
                        .build())
                .build();
    }

    /** The organizer's username of a refused sign-in, kept by the way back ({@code SignInCodeKept}); else empty. */
    private static String userOfTheFailedTry(String kept) {
        if (kept == null) {
            return "";
        }
        try {
            String user = URLDecoder.decode(kept, StandardCharsets.UTF_8).strip();
            return SignIn.isDirectorCode(SignIn.normalized(user)) ? "" : user;
        } catch (IllegalArgumentException unreadable) {
            return "";
        }
    }

    /**
     * A refused director sign-in comes back with the code typed ({@code SignInCodeKept}); from an
     * older page, the page it was sent from may still name the code the QR code filled in.
     */
    private static String codeOfTheFailedTry(HttpHeaders headers) {
        String referer = headers.getHeaderString("Referer");
        if (referer == null) {
            return null;
        }
        try {
            String query = URI.create(referer).getRawQuery();
            if (query == null) {
                return null;
            }
            for (String pair : query.split("&")) {
                if (pair.startsWith("code=")) {
                    return URLDecoder.decode(pair.substring(5), StandardCharsets.UTF_8);
                }
            }
        } catch (IllegalArgumentException unreadable) {
            return null;
        }
        return null;
    }

    @POST
    @Path("logout")
    @Operation(hidden = true)
    public Response logout() {
        String session = identity.getAttribute(Roles.SESSION);
        if (session != null) {
            sessions.end(session);
        }
        return signedOut.to("/");
    }
}
