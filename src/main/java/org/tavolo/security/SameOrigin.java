package org.tavolo.security;

import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import java.net.URI;
import java.util.Set;

/**
 * The guard against cross-site request forgery: a request that changes something and is signed in
 * by the session cookie must come from a page of this server, as the browser tells through
 * {@code Sec-Fetch-Site} or, failing that, {@code Origin}. Requests signed in with HTTP Basic carry
 * their credentials themselves, which another site cannot make a browser do.
 */
final class SameOrigin {

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);

    private SameOrigin() {}

    static boolean allows(HttpServerRequest request, String sessionCookie) {
        if (SAFE.contains(request.method())
                || request.getCookie(sessionCookie) == null
                || request.getHeader("Authorization") != null) {
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
