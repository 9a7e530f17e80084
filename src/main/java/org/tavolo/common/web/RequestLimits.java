package org.tavolo.common.web;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.tavolo.common.error.Problem;

/**
 * Refuses requests too large to handle with a problem document, as every other refusal. The HTTP
 * server itself would answer 413, 414 and 431 with an empty body before any resource runs; so the
 * server's own limits are set wider ({@code quarkus.http.limits.*} in application.properties) and
 * the limits the service means are checked here, first of all routes.
 */
@ApplicationScoped
public class RequestLimits {

    /** Just before the server's own body-size check (order -2). */
    private static final int ORDER = -3;

    private final long maxBodyBytes;
    private final int maxUriLength;
    private final long maxHeaderBytes;

    RequestLimits(
            @ConfigProperty(name = "quarkus.http.limits.max-body-size") Optional<MemorySize> maxBody,
            @ConfigProperty(name = "tavolo.http.max-uri-length", defaultValue = "8192") int maxUriLength,
            @ConfigProperty(name = "tavolo.http.max-header-size", defaultValue = "20K") MemorySize maxHeaders) {
        this.maxBodyBytes = maxBody.map(MemorySize::asLongValue).orElse(Long.MAX_VALUE);
        this.maxUriLength = maxUriLength;
        this.maxHeaderBytes = maxHeaders.asLongValue();
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.uri().length() > maxUriLength) {
            refuse(
                    context,
                    414,
                    "uri-too-long",
                    "URI Too Long",
                    "The address is longer than " + maxUriLength + " characters.");
        } else if (headerBytes(request.headers()) > maxHeaderBytes) {
            refuse(
                    context,
                    431,
                    "headers-too-large",
                    "Request Header Fields Too Large",
                    "The request headers are larger than " + maxHeaderBytes + " bytes.");
        } else if (declaredLength(request) > maxBodyBytes) {
            refuse(
                    context,
                    413,
                    "payload-too-large",
                    "Content Too Large",
                    "The request body is larger than " + maxBodyBytes + " bytes.");
        } else {
            context.next();
        }
    }

    private static long headerBytes(MultiMap headers) {
        long total = 0;
        for (Map.Entry<String, String> header : headers) {
            total += header.getKey().length() + header.getValue().length() + 4;
        }
        return total;
    }

    private static long declaredLength(HttpServerRequest request) {
        String length = request.getHeader("Content-Length");
        try {
            return length == null ? 0 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return 0; // left to the server, which refuses a malformed length itself
        }
    }

    private static void refuse(RoutingContext context, int status, String code, String title, String detail) {
        DoorRefusal.send(context, Problem.of(status, code, title, detail));
    }
}
