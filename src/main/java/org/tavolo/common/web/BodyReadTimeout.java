package org.tavolo.common.web;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.RequestProblems;

/**
 * Reads a request body before any resource does, so that a body that stops arriving (a
 * {@code Content-Length} larger than what is sent, a chunk never finished) is answered 408 with a
 * problem document once nothing of it has come for {@code tavolo.http.read-timeout}, and its
 * connection closed. Read by the framework instead, it would hold a worker for a minute and end
 * without an answer. The body read here is handed on whole; a chunked body larger than
 * {@code quarkus.http.limits.max-body-size} is refused with 413 on the way. The pages' forms,
 * url-encoded or multipart, are read so too (their readers take the body read here); a url-encoded
 * one is refused with 400 if a field holds a control character ({@link FormControlCharacters}).
 */
@ApplicationScoped
public class BodyReadTimeout {

    private static final Logger LOG = Logger.getLogger(BodyReadTimeout.class);
    /** After the size checks (RequestLimits, same order, installed first), before the server's own (-2). */
    private static final int ORDER = -3;

    private final long timeoutMillis;
    private final long maxBodyBytes;

    BodyReadTimeout(
            @ConfigProperty(name = "tavolo.http.read-timeout", defaultValue = "10s") Duration timeout,
            @ConfigProperty(name = "quarkus.http.limits.max-body-size") Optional<MemorySize> maxBody) {
        this.timeoutMillis = Math.max(1, timeout.toMillis());
        this.maxBodyBytes = maxBody.map(MemorySize::asLongValue).orElse(Long.MAX_VALUE);
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::read);
    }

    private void read(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (context.response().ended() || request.isEnded() || !hasBody(request)) {
            context.next();
            return;
        }
        new Reading(context).start();
    }

    private static boolean hasBody(HttpServerRequest request) {
        String length = request.getHeader("Content-Length");
        return request.getHeader("Transfer-Encoding") != null
                || (length != null && !length.strip().equals("0"));
    }

    /** One body being read: what came so far, and the timer that runs while nothing comes. */
    private final class Reading {

        private final RoutingContext context;
        private final Buffer body = Buffer.buffer();
        private long timer;
        private boolean over;

        Reading(RoutingContext context) {
            this.context = context;
        }

        void start() {
            HttpServerRequest request = context.request();
            timer = context.vertx().setTimer(timeoutMillis, id -> stalled());
            request.handler(this::chunk);
            request.endHandler(done -> finish());
            request.exceptionHandler(failure -> stop());
            request.resume();
        }

        private void chunk(Buffer chunk) {
            if (over) {
                return;
            }
            body.appendBuffer(chunk);
            context.vertx().cancelTimer(timer);
            if (body.length() > maxBodyBytes) {
                refuse(Problem.of(
                        413,
                        "payload-too-large",
                        "Content Too Large",
                        "The request body is larger than " + maxBodyBytes + " bytes."));
                return;
            }
            timer = context.vertx().setTimer(timeoutMillis, id -> stalled());
        }

        private void finish() {
            if (over) {
                return;
            }
            stop();
            String type = context.request().getHeader("Content-Type");
            if (FormControlCharacters.isUrlEncoded(type)) {
                Optional<Problem> refused = FormControlCharacters.refusal(type, body);
                if (refused.isPresent()) {
                    DoorRefusal.send(context, refused.get());
                    return;
                }
            }
            context.setBody(body);
            context.next();
        }

        private void stalled() {
            if (over) {
                return;
            }
            HttpServerRequest request = context.request();
            LOG.debugf("Body of %s %s stopped after %d bytes", request.method(), request.path(), body.length());
            refuse(RequestProblems.bodyStalled());
        }

        private void refuse(Problem problem) {
            stop();
            context.response().endHandler(sent -> context.request().connection().close());
            DoorRefusal.send(context, problem);
        }

        private void stop() {
            over = true;
            context.vertx().cancelTimer(timer);
        }
    }
}
