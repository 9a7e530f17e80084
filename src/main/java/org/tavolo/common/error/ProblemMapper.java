package org.tavolo.common.error;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import jakarta.persistence.OptimisticLockException;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import org.hibernate.StaleStateException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.tavolo.poker.RuleViolation;

/**
 * The one place where failures become {@code application/problem+json}. Every 4xx and 5xx the
 * service sends is written here; nothing else builds error bodies, and no stack trace or class
 * name reaches a client. What a request got wrong is named by {@link RequestProblems}, what the
 * database refused by {@link DatabaseProblems}.
 */
public class ProblemMapper {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class);

    /**
     * Set on a request whose address holds a value its parameter cannot take ({@code /tournaments/abc}): the API
     * answers that as before (404, nothing at this address); a page says the address is malformed (400).
     */
    public static final String MALFORMED_ADDRESS = ProblemMapper.class.getName() + ".malformed-address";

    @ServerExceptionMapper
    public Response problem(ProblemException e) {
        return respond(e.problem());
    }

    @ServerExceptionMapper
    public Response ruleViolation(RuleViolation e) {
        return problem(ProblemException.of(e));
    }

    @ServerExceptionMapper
    public Response constraintViolation(ConstraintViolationException e) {
        return respond(ValidationProblems.of(e));
    }

    /**
     * Unreadable bodies. The exact types are listed because the JSON extension has its own mappers
     * for them, which a mapper of the general type alone would not override.
     */
    @ServerExceptionMapper({
        JsonProcessingException.class,
        MismatchedInputException.class,
        InvalidFormatException.class,
        JsonParseException.class
    })
    public Response unreadableJson(JsonProcessingException e) {
        return respond(RequestProblems.describeJson(e));
    }

    @ServerExceptionMapper
    public Response optimisticLock(OptimisticLockException e) {
        return respond(DatabaseProblems.concurrentChange());
    }

    @ServerExceptionMapper
    public Response staleState(StaleStateException e) {
        return respond(DatabaseProblems.concurrentChange());
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e, ContainerRequestContext request) {
        Throwable cause = e.getCause();
        if (cause instanceof JsonProcessingException json) {
            return respond(RequestProblems.describeJson(json));
        }
        if (cause instanceof ProblemException refused) {
            return problem(refused); // a parameter's converter refused it; the framework wraps that in a 404
        }
        int status = e.getResponse().getStatus();
        if (status == 404 && cause instanceof IllegalArgumentException) {
            request.setProperty(MALFORMED_ADDRESS, Boolean.TRUE); // a parameter that is no number, as /abc
        }
        if (status >= 500) {
            LOG.error("Request failed", e);
        }
        Response.Status known = Response.Status.fromStatusCode(status);
        String title = known == null ? "Error" : known.getReasonPhrase();
        return respond(Problem.of(status, codeFor(status, title), title, detailFor(status)));
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            Response known = known(cause);
            if (known != null) {
                return known;
            }
        }
        LOG.error("Unexpected failure", e);
        return respond(Problem.of(
                500,
                "internal-error",
                "Internal error",
                "The service could not complete the request; nothing was changed."));
    }

    /** The answer to a failure the service knows, found anywhere among the causes; null for an unknown one. */
    private Response known(Throwable cause) {
        if (cause instanceof ProblemException p) {
            return problem(p);
        }
        if (cause instanceof RuleViolation r) {
            return ruleViolation(r);
        }
        if (cause instanceof OptimisticLockException
                || cause instanceof StaleStateException
                || DatabaseProblems.isLockConflict(cause)) {
            return respond(DatabaseProblems.concurrentChange());
        }
        if (cause instanceof ArithmeticException) {
            return respond(Problem.of(
                    422,
                    "amount-out-of-range",
                    "Unprocessable Content",
                    "A sum of the chip amounts or points involved does not fit in the range the service counts in; "
                            + "correct the amounts that are far out of range. Nothing was changed."));
        }
        if (RequestProblems.isUnfinishedBody(cause)) {
            LOG.debug("Request body stopped arriving: " + cause.getMessage());
            return Response.fromResponse(respond(RequestProblems.bodyStalled()))
                    .header("Connection", "close")
                    .build();
        }
        return databaseTrouble(cause);
    }

    private Response databaseTrouble(Throwable cause) {
        if (DatabaseProblems.isDatabaseUnreachable(cause)) {
            LOG.warn("Database unreachable: " + cause.getMessage());
            return respondLater(DatabaseProblems.databaseUnavailable(), DatabaseProblems.RETRY_AFTER_SECONDS);
        }
        if (DatabaseProblems.isLockTimeout(cause)) {
            return respondLater(DatabaseProblems.busy(), DatabaseProblems.BUSY_RETRY_AFTER_SECONDS);
        }
        // Hibernate's ConstraintViolationException, not the Bean Validation one imported above
        if (cause instanceof org.hibernate.exception.ConstraintViolationException violation) {
            return respond(DatabaseProblems.uniqueness(violation.getConstraintName()));
        }
        return null;
    }

    private static Response respondLater(Problem problem, String seconds) {
        return Response.fromResponse(respond(problem))
                .header("Retry-After", seconds)
                .build();
    }

    private static String detailFor(int status) {
        return switch (status) {
            case 404 -> "There is nothing at this address.";
            case 405 -> "This address does not accept that method.";
            case 406 -> "The service cannot answer in the requested media type.";
            case 415 -> "Send the request body as application/json.";
            default -> "The request could not be completed.";
        };
    }

    /** The code of a refusal the framework made itself: the service's own name where it has one. */
    private static String codeFor(int status, String title) {
        return switch (status) {
            case 408 -> "request-timeout";
            case 413 -> "payload-too-large";
            case 414 -> "uri-too-long";
            case 431 -> "headers-too-large";
            default -> slug(title);
        };
    }

    private static String slug(String title) {
        return title.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    static Response respond(Problem problem) {
        return Response.status(problem.status())
                .type(Problem.MEDIA_TYPE)
                .entity(problem)
                .build();
    }
}
