package org.tavolo.security;

import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import java.net.URI;
import java.util.Set;

/**
 * The guard against cross-site request forgery: a request that changes something and was signed in
 * by the session cookie must come from a page of this server, as the browser tells through {@code
 * Sec-Fetch-Site} or, failing that, {@code Origin}. A request signed in by its own Authorization
 * header (HTTP Basic, an API token) carries its credentials itself, which another site cannot make a
 * browser do; an Authorization header that signed nothing in exempts nothing.
 */
final class SameOrigin {

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);

    private SameOrigin() {}

    static boolean allows(HttpServerRequest request, SecurityIdentity who) {
        if (SAFE.contains(request.method()) || who.getAttribute(Roles.SESSION) == null) {
            return true;
        }
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null) {
            return site.equals("same-origin");
        }
        String origin = request.getHeader("Origin");
        String host = request.getHeader("Host");
        return origin != null && host != null && host.equalsIgnoreCase(authority(origin));
    }

    private static String authority(String origin) {
        try {
            return URI.create(origin).getRawAuthority();
        } catch (IllegalArgumentException notAnOrigin) {
            return null;
        }
    }
}
