package org.tavolo.security;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Sends the Content-Security-Policy with every answer: scripts, styles and images from this service
 * only, no inline script or style, never framed. The one exception is the API documentation page
 * ({@code /q/swagger-ui}, served in dev mode and tests, and in production only when switched on),
 * whose bundled page starts itself with an inline script and style.
 */
@ApplicationScoped
public class ContentSecurityPolicy {

    static final String HEADER = "Content-Security-Policy";
    static final String PAGES =
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'";
    static final String API_DOCUMENTATION = "default-src 'self'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

    /** As a filter, ahead of sign-in, so that refusals carry it too. */
    void install(@Observes Filters filters) {
        filters.register(ContentSecurityPolicy::send, 10_000);
    }

    private static void send(RoutingContext context) {
        String policy = context.normalizedPath().startsWith("/q/swagger-ui") ? API_DOCUMENTATION : PAGES;
        context.addHeadersEndHandler(ignored -> context.response().headers().set(HEADER, policy));
        context.next();
    }
}
