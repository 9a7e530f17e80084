package org.tavolo.common.web;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;
import org.tavolo.common.error.Problem;

/**
 * A body must say what it is. Without a Content-Type the framework would read it as whatever the
 * endpoint consumes, so a cross-site form (which cannot send {@code application/json}) could post
 * JSON; here a body without one is refused with 415 naming the header, on every address, before any
 * resource sees it. Whether a body comes is read from the head of the request (a
 * {@code Content-Length} above 0, or a {@code Transfer-Encoding}), since at this point none of the
 * body has been read, and a request without one (a button's empty POST) passes.
 */
@ApplicationScoped
public class ContentTypeRequired {

    /** With the other checks of the head, before the server's own body-size check (order -2). */
    private static final int ORDER = -3;

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.getHeader("Content-Type") != null || !announcesBody(request)) {
            context.next();
            return;
        }
        DoorRefusal.send(
                context,
                Problem.of(
                                415,
                                "unsupported-media-type",
                                "Unsupported Media Type",
                                "The request has a body but no Content-Type; send JSON as application/json "
                                        + "(a settings patch as application/merge-patch+json, a registration file as "
                                        + "text/csv).")
                        .with(Map.of("header", "Content-Type")));
    }

    private static boolean announcesBody(HttpServerRequest request) {
        if (request.getHeader("Transfer-Encoding") != null) {
            return true;
        }
        String length = request.getHeader("Content-Length");
        if (length == null) {
            return false;
        }
        try {
            return Long.parseLong(length.trim()) > 0;
        } catch (NumberFormatException e) {
            return false; // left to the server, which refuses a malformed length itself
        }
    }
}
