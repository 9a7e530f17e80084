package org.tavolo.screens.account;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.tavolo.security.AccessPolicy;

/**
 * The answer that ends a browser's sign-in (signing out, changing one's own password): the session
 * cookie is dropped, and the browser is told to forget what it kept of private pages ({@code
 * Clear-Site-Data: "cache"}; the service worker forgets the table pages it keeps, sw.js). The
 * offline queue is not touched: entries waiting there are never dropped silently.
 */
@ApplicationScoped
class SignedOut {

    private final String sessionCookie;

    SignedOut(@ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String sessionCookie) {
        this.sessionCookie = sessionCookie;
    }

    Response to(String path) {
        NewCookie gone = new NewCookie.Builder(sessionCookie)
                .path("/")
                .value("")
                .maxAge(0)
                .httpOnly(true)
                .sameSite(NewCookie.SameSite.STRICT)
                .build();
        return Response.seeOther(URI.create(path))
                .cookie(gone)
                .header(AccessPolicy.FORGET, AccessPolicy.FORGET_CACHE)
                .build();
    }
}
