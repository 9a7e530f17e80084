package org.tavolo.common.web;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Locale;

/**
 * Declares UTF-8 on every {@code text/*} answer (pages, style sheets, scripts, CSV, the event stream) that does not
 * name its charset: the pages speak Italian, and a browser or a spreadsheet left to guess reads {@code è} as
 * {@code Ã¨}. Every text this service writes is UTF-8.
 */
@ApplicationScoped
public class TextCharset {

    /** As a filter ahead of everything else, so that refusals and static files carry it too. */
    void install(@Observes Filters filters) {
        filters.register(TextCharset::declare, 10_001);
    }

    private static void declare(RoutingContext context) {
        context.addHeadersEndHandler(ignored -> {
            HttpServerResponse response = context.response();
            String type = response.headers().get(HttpHeaders.CONTENT_TYPE);
            if (type != null && withoutCharset(type)) {
                response.headers().set(HttpHeaders.CONTENT_TYPE, type + ";charset=UTF-8");
            }
        });
        context.next();
    }

    static boolean withoutCharset(String contentType) {
        String type = contentType.toLowerCase(Locale.ROOT);
        return type.startsWith("text/") && !type.contains("charset=");
    }
}
