package org.tavolo.common.web;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.tavolo.common.error.Problem;

/**
 * A {@code Content-Type} that is not a media type at all ({@code a/b/c}, {@code /}, {@code ;;;},
 * {@code application/}) is refused with 415 naming the header, on every address, before the
 * framework tries to read it: read later, it would fail as an internal error.
 */
@ApplicationScoped
public class ContentTypeSyntax {

    private static final Logger LOG = Logger.getLogger(ContentTypeSyntax.class);
    /** With the size checks, before the server's own body-size check (order -2). */
    private static final int ORDER = -3;
    /** RFC 9110 section 8.3.1: {@code type "/" subtype *( OWS ";" OWS parameter )}; parameters are checked below. */
    private static final Pattern TYPE =
            Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+[ \\t]*(;.*)?", Pattern.DOTALL);

    private static final int SHOWN = 100;

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext context) {
        String value = context.request().getHeader("Content-Type");
        if (value == null || isMediaType(value.strip())) {
            context.next();
            return;
        }
        String shown = value.length() > SHOWN ? value.substring(0, SHOWN) + "…" : value;
        LOG.debugf(
                "Refused Content-Type '%s' of %s %s",
                shown, context.request().method(), context.request().path());
        DoorRefusal.send(
                context,
                Problem.of(
                                415,
                                "unsupported-media-type",
                                "Unsupported Media Type",
                                "Content-Type: '" + shown + "' is not a media type; send JSON as application/json "
                                        + "(a settings patch as application/merge-patch+json, a registration file as "
                                        + "text/csv).")
                        .with(Map.of("header", "Content-Type")));
    }

    /** Whether the framework will read the value as a media type: the grammar, then the framework's own parser. */
    static boolean isMediaType(String value) {
        if (!TYPE.matcher(value).matches()) {
            return false;
        }
        try {
            MediaType type = MediaType.valueOf(value);
            return !type.getType().isEmpty() && !type.getSubtype().isEmpty();
        } catch (RuntimeException e) {
            return false;
        }
    }
}
