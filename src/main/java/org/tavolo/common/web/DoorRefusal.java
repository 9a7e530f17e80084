package org.tavolo.common.web;

import io.vertx.core.json.Json;
import io.vertx.ext.web.RoutingContext;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemTexts;

/**
 * Writes a refusal at the door, before any resource runs, as the same problem document the
 * resources answer with, and {@code Connection: close}: the rest of what the client sends (a body
 * not read) cannot be trusted to start a next request.
 */
final class DoorRefusal {

    private DoorRefusal() {}

    static void send(RoutingContext context, Problem problem) {
        if (context.response().ended() || context.response().headWritten()) {
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", problem.type());
        body.put("title", problem.title());
        body.put("status", problem.status());
        body.put(
                "detail",
                ProblemTexts.detail(
                        problem, ProblemTexts.languageOf(context.request().getHeader("Accept-Language"))));
        body.putAll(problem.extensionMembers());
        context.response()
                .setStatusCode(problem.status())
                .putHeader("Content-Type", Problem.MEDIA_TYPE)
                .putHeader("Connection", "close")
                .end(Json.encode(body));
    }
}
