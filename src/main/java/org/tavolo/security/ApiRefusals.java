package org.tavolo.security;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.security.AuthenticationCompletionException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.tavolo.common.error.DatabaseProblems;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemTexts;

/**
 * Writes the API's refusals, which happen before any endpoint runs, in the one error vocabulary
 * (docs/errors.md#sign-in): 401 {@code unauthenticated} with the Basic challenge, 403 {@code
 * forbidden} or {@code cross-origin}, and 503 {@code database-unavailable} with {@code Retry-After}
 * when checking the caller needed a database that could not be reached. Pages are left alone: they
 * keep sending the browser to {@code /login}.
 */
@ApplicationScoped
class ApiRefusals {

    /** Set on a request by {@link AccessPolicy} when it refused a change made from another site. */
    static final String CROSS_ORIGIN = ApiRefusals.class.getName() + ".cross-origin";

    static final String BASIC_CHALLENGE = "Basic realm=\"Tavolo\"";

    private final ObjectMapper json;

    ApiRefusals(ObjectMapper json) {
        this.json = json;
    }

    void register(@Observes Router router) {
        router.route("/api/*").order(Integer.MIN_VALUE).failureHandler(this::refused);
    }

    static boolean isApi(RoutingContext rc) {
        return rc.normalizedPath().startsWith("/api/");
    }

    private void refused(RoutingContext rc) {
        Throwable failure = rc.failure();
        if (rc.response().ended() || failure == null) {
            rc.next();
        } else if (DatabaseProblems.databaseUnreachableIn(failure)) {
            unavailable(rc);
        } else if (isA(failure, ForbiddenException.class)) {
            forbidden(rc);
        } else if (isA(failure, AuthenticationFailedException.class)
                || isA(failure, AuthenticationCompletionException.class)
                || isA(failure, UnauthorizedException.class)) {
            unauthenticated(rc);
        } else {
            rc.next();
        }
    }

    /**
     * The API's challenge: 401, unless the credentials could not be checked because the database
     * was out of reach (then 503: the caller is not told to sign in again).
     */
    void challenge(RoutingContext rc) {
        AuthenticationFailedException failure = HttpSecurityUtils.getAuthenticationFailureFromEvent(rc);
        if (failure != null && DatabaseProblems.databaseUnreachableIn(failure)) {
            unavailable(rc);
        } else {
            unauthenticated(rc);
        }
    }

    private void unavailable(RoutingContext rc) {
        rc.response().putHeader("Retry-After", DatabaseProblems.RETRY_AFTER_SECONDS);
        send(rc, DatabaseProblems.databaseUnavailable());
    }

    /** 401: nobody is signed in, or the credentials sent are not (or no longer) good. */
    private void unauthenticated(RoutingContext rc) {
        rc.response().putHeader("WWW-Authenticate", BASIC_CHALLENGE);
        send(
                rc,
                Problem.of(
                        401,
                        "unauthenticated",
                        "Unauthorized",
                        "Sign in first: an organizer's API token (Authorization: Bearer), an organizer's username and "
                                + "password or a director's code and PIN, over HTTP Basic or at /login."));
    }

    private void forbidden(RoutingContext rc) {
        if (Boolean.TRUE.equals(rc.get(CROSS_ORIGIN))) {
            send(
                    rc,
                    Problem.of(
                            403,
                            "cross-origin",
                            "Forbidden",
                            "A change signed in with the session cookie is accepted only from a page of this server; "
                                    + "nothing was changed."));
            return;
        }
        send(
                rc,
                Problem.of(
                        403,
                        "forbidden",
                        "Forbidden",
                        "Whoever is signed in may not make this call: it is for organizers, or for a director of another "
                                + "tournament or table; or the session has ended (access revoked, expired or account "
                                + "disabled)."));
    }

    private void send(RoutingContext rc, Problem problem) {
        String body;
        try {
            body = json.writeValueAsString(ProblemTexts.speak(
                    problem, ProblemTexts.languageOf(rc.request().getHeader("Accept-Language"))));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        rc.response()
                .setStatusCode(problem.status())
                .putHeader("Content-Type", Problem.MEDIA_TYPE)
                .end(body);
    }

    private static boolean isA(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }
}
