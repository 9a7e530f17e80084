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

    /**
     * Whether the browser says a request comes from a page of another site: {@code Sec-Fetch-Site} other than
     * {@code same-origin} (or {@code none}, the person's own doing), or failing that an {@code Origin} (the opaque
     * {@code null} included) or, without one, a {@code Referer} naming another host. A request that tells nothing of
     * where it comes from (a script) is not from another site: a browser tells it on every cross-site post. The
     * sign-in form is refused so ({@link SignInFromThisSite}): it changes no data, yet signing a browser in as
     * someone else is a forgery too.
     */
    static boolean fromAnotherSite(HttpServerRequest request) {
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null) {
            return !site.equals("same-origin") && !site.equals("none");
        }
        String from = request.getHeader("Origin");
        if (from == null) {
            from = request.getHeader("Referer");
        }
        String host = request.getHeader("Host");
        return from != null && (host == null || !host.equalsIgnoreCase(authority(from)));
    }

    private static String authority(String origin) {
        try {
            return URI.create(origin).getRawAuthority();
        } catch (IllegalArgumentException notAnOrigin) {
            return null;
        }
    }
}
