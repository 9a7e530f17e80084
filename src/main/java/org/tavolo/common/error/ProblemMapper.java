package org.tavolo.common.error;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.vertx.core.VertxException;
import jakarta.persistence.OptimisticLockException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.nio.channels.ClosedChannelException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.hibernate.StaleStateException;
import org.hibernate.exception.JDBCConnectionException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.tavolo.common.json.ControlCharacterException;
import org.tavolo.common.json.LoneSurrogateException;
import org.tavolo.common.json.NulCharacterException;
import org.tavolo.poker.RuleViolation;

/**
 * The one place where failures become {@code application/problem+json}. Every 4xx and 5xx the
 * service sends is written here; nothing else builds error bodies, and no stack trace or class
 * name reaches a client.
 */
public class ProblemMapper {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class);
    /** How long a client waits before sending again while the database is away, in seconds. */
    public static final String RETRY_AFTER_SECONDS = "5";

    private static final String BUSY_RETRY_AFTER_SECONDS = "1";
    private static final Pattern DUPLICATE_FIELD = Pattern.compile("^Duplicate field '(.*)'");

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
        List<Problem.Violation> violations = e.getConstraintViolations().stream()
                .map(v -> new Problem.Violation(fieldOf(v), v.getMessage()))
                .sorted(Comparator.comparing(Problem.Violation::field).thenComparing(Problem.Violation::message))
                .toList();
        String detail =
                violations.stream().map(v -> v.field() + ": " + v.message()).collect(Collectors.joining("; "));
        return respond(Problem.of(400, "validation", "Invalid request", detail).withViolations(violations));
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
        return respond(describeJson(e));
    }

    @ServerExceptionMapper
    public Response optimisticLock(OptimisticLockException e) {
        return respond(concurrentChange());
    }

    @ServerExceptionMapper
    public Response staleState(StaleStateException e) {
        return respond(concurrentChange());
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e) {
        Throwable cause = e.getCause();
        if (cause instanceof JsonProcessingException json) {
            return respond(describeJson(json));
        }
        if (cause instanceof ProblemException refused) {
            return problem(refused); // a parameter's converter refused it; the framework wraps that in a 404
        }
        int status = e.getResponse().getStatus();
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
            if (cause instanceof ProblemException p) {
                return problem(p);
            }
            if (cause instanceof RuleViolation r) {
                return ruleViolation(r);
            }
            if (cause instanceof OptimisticLockException
                    || cause instanceof StaleStateException
                    || isLockConflict(cause)) {
                return respond(concurrentChange());
            }
            if (cause instanceof ArithmeticException) {
                return respond(Problem.of(
                        422,
                        "amount-out-of-range",
                        "Unprocessable Content",
                        "A sum of the chip amounts or points involved does not fit in the range the service counts in; "
                                + "correct the amounts that are far out of range. Nothing was changed."));
            }
            if (isUnfinishedBody(cause)) {
                LOG.debug("Request body stopped arriving: " + cause.getMessage());
                return Response.fromResponse(respond(bodyStalled()))
                        .header("Connection", "close")
                        .build();
            }
            if (isDatabaseUnreachable(cause)) {
                LOG.warn("Database unreachable: " + cause.getMessage());
                return respondLater(databaseUnavailable(), RETRY_AFTER_SECONDS);
            }
            if (isLockTimeout(cause)) {
                return respondLater(busy(), BUSY_RETRY_AFTER_SECONDS);
            }
            // Hibernate's ConstraintViolationException, not the Bean Validation one imported above
            if (cause instanceof org.hibernate.exception.ConstraintViolationException violation) {
                return respond(uniqueness(violation.getConstraintName()));
            }
        }
        LOG.error("Unexpected failure", e);
        return respond(Problem.of(
                500,
                "internal-error",
                "Internal error",
                "The service could not complete the request; nothing was changed."));
    }

    /** A text field (of a JSON body or a page's form) holding a control character, as {@code \u001B}. */
    public static Problem controlCharacter(String field, String character) {
        return Problem.of(
                        400,
                        "control-character",
                        "Invalid request",
                        field + ": contains the control character " + character
                                + "; only tab and line breaks are allowed in a text.")
                .with(Map.of("field", field, "character", character));
    }

    /**
     * The answer to a request body that stopped arriving before its end: nothing of it came for
     * {@code tavolo.http.read-timeout} (org.tavolo.common.web.BodyReadTimeout), or a read of a form
     * gave up after the server's {@code quarkus.http.read-timeout}.
     */
    public static Problem bodyStalled() {
        return Problem.of(
                408,
                "request-timeout",
                "Request Timeout",
                "The request body stopped arriving before its end: nothing of it came for the read timeout "
                        + "(tavolo.http.read-timeout). Nothing was changed; send the whole request again.");
    }

    /** Whether a failure, or any of its causes, is the database being out of reach (see below). */
    public static boolean databaseUnreachableIn(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (isDatabaseUnreachable(cause)) {
                return true;
            }
        }
        return false;
    }

    /** The answer while the database cannot be reached: 503, to be sent with {@code Retry-After}. */
    public static Problem databaseUnavailable() {
        return Problem.of(
                503,
                "database-unavailable",
                "Service Unavailable",
                "The database cannot be reached just now; nothing was changed. "
                        + "Try again in a few seconds (with the same idempotency key).");
    }

    /**
     * The database is away: no connection to be had within the acquisition timeout, a connection
     * broken (SQL state class 08), the server out of connections or other resources (class 53, such
     * as 53300 "too many clients"), or the server shutting down (57P01–57P03).
     */
    private static boolean isDatabaseUnreachable(Throwable e) {
        if (e instanceof JDBCConnectionException
                || e instanceof SQLTransientConnectionException
                || e instanceof SQLNonTransientConnectionException) {
            return true;
        }
        if (e instanceof SQLException sql) {
            String state = sql.getSQLState() == null ? "" : sql.getSQLState();
            String message = sql.getMessage() == null ? "" : sql.getMessage().toLowerCase();
            return state.startsWith("08")
                    || state.startsWith("53")
                    || state.startsWith("57P0")
                    || message.contains("acquisition timeout")
                    || message.contains("connection attempt failed");
        }
        return false;
    }

    /**
     * A read of the request body that gave up: nothing came for {@code quarkus.http.read-timeout}
     * ("Read timed out"), or the connection was closed under it.
     */
    private static boolean isUnfinishedBody(Throwable e) {
        if (!(e instanceof IOException) || e instanceof JsonProcessingException) {
            return false;
        }
        String message = String.valueOf(e.getMessage());
        return message.contains("Read timed out")
                || message.contains("Connection was closed")
                || e.getCause() instanceof ClosedChannelException
                || e.getCause() instanceof VertxException;
    }

    /** Two transactions waited for each other's locks (40P01), or could not be serialised (40001). */
    private static boolean isLockConflict(Throwable e) {
        if (e instanceof SQLException sql) {
            String state = sql.getSQLState() == null ? "" : sql.getSQLState();
            return state.equals("40P01") || state.equals("40001");
        }
        return false;
    }

    /**
     * A lock was not had within the transaction's {@code lock_timeout} (55P03): a table's chips are
     * being changed by a queue of requests longer than a request should wait (hand.TableAtPlay).
     */
    private static boolean isLockTimeout(Throwable e) {
        return e instanceof SQLException sql && "55P03".equals(sql.getSQLState());
    }

    private static Problem busy() {
        return Problem.of(
                503,
                "busy",
                "Service Unavailable",
                "Other changes of the same table are still being recorded; nothing was changed. "
                        + "Send the same request again in a second (with the same idempotency key).");
    }

    private static Response respondLater(Problem problem, String seconds) {
        return Response.fromResponse(respond(problem))
                .header("Retry-After", seconds)
                .build();
    }

    /** A unique constraint of the schema that a concurrent request reached first, named in the vocabulary. */
    private static Problem uniqueness(String constraint) {
        String name = constraint == null ? "" : constraint.toLowerCase();
        if (name.contains("entry_once_per_tournament")) {
            return Problem.of(409, "already-entered", "Conflict", "This player is already entered in this tournament.");
        }
        if (name.contains("player_identity_uq")) {
            return Problem.of(
                    409,
                    "duplicate-player",
                    "Conflict",
                    "The register already has a player of this name and nickname; enter that one, "
                            + "or register a namesake with ?createAnyway=true.");
        }
        if (name.contains("hand_entry_key_once") || name.contains("chip_count_key_once")) {
            return Problem.of(
                    409,
                    name.contains("hand") ? "entry-id-reused" : "count-id-reused",
                    "Conflict",
                    "This id was used at the same moment for a change at another table; send each change with its own id.");
        }
        return Problem.of(409, "conflict", "Conflict", "The change conflicts with data that already exists.");
    }

    private static Problem concurrentChange() {
        return Problem.of(
                409,
                "concurrent-change",
                "Conflict",
                "Someone else changed this at the same time; reload and try again. Nothing was changed.");
    }

    private static Problem describeJson(JsonProcessingException e) {
        if (e instanceof ValueInstantiationException vie && vie.getCause() instanceof RuleViolation rule) {
            return Problem.of(400, rule.code(), "Bad request", rule.getMessage())
                    .with(rule.details());
        }
        JsonParseException unparsable = parseFailureIn(e);
        if (unparsable != null) {
            return unparsable(unparsable);
        }
        if (!(e instanceof JsonMappingException mapping) || mapping.getPath().isEmpty()) {
            return Problem.of(
                    400,
                    "malformed-json",
                    "Malformed JSON",
                    "The request body must be a JSON object of the documented shape.");
        }
        String field = pathOf(mapping.getPath());
        if (e instanceof NulCharacterException) {
            return Problem.of(
                            400,
                            "nul-character",
                            "Invalid request",
                            field + ": contains the NUL character (\\u0000), which cannot be stored.")
                    .with(Map.of("field", field));
        }
        if (e instanceof ControlCharacterException control) {
            return controlCharacter(field, control.character());
        }
        if (e instanceof LoneSurrogateException half) {
            return Problem.of(
                            400,
                            "lone-surrogate",
                            "Invalid request",
                            field + ": contains " + half.character()
                                    + ", half of a surrogate pair without its other half, which is no character; "
                                    + "send the whole character (both halves) or leave it out.")
                    .with(Map.of("field", field, "character", half.character()));
        }
        String detail = fieldDetail(e);
        return Problem.of(400, "invalid-field", "Invalid request", field + ": " + detail)
                .withViolations(List.of(new Problem.Violation(field, detail)))
                .with(Map.of("field", field));
    }

    /** A body that is not JSON at all, or that gives a field twice. */
    private static Problem unparsable(JsonParseException unparsable) {
        Matcher duplicate = DUPLICATE_FIELD.matcher(String.valueOf(unparsable.getOriginalMessage()));
        if (duplicate.find()) {
            String field = duplicatePath(unparsable, duplicate.group(1));
            return Problem.of(
                            400,
                            "duplicate-field",
                            "Invalid request",
                            field + ": is given more than once; send each field once.")
                    .with(Map.of("field", field));
        }
        String where = unparsable.getLocation() == null
                ? ""
                : " at line " + unparsable.getLocation().getLineNr() + ", column "
                        + unparsable.getLocation().getColumnNr();
        return Problem.of(400, "malformed-json", "Malformed JSON", "The request body is not valid JSON" + where + ".");
    }

    /** What is wrong with a field's value, after its name. */
    private static String fieldDetail(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException) {
            return "is not a field of this request.";
        }
        if (e instanceof InvalidFormatException invalid
                && invalid.getTargetType() != null
                && invalid.getTargetType().isEnum()) {
            return "'" + invalid.getValue() + "' is not one of "
                    + Arrays.toString(invalid.getTargetType().getEnumConstants()) + ".";
        }
        if (e instanceof MismatchedInputException mismatched && mismatched.getTargetType() != null) {
            boolean missing = mismatched.getTargetType().isPrimitive()
                    && String.valueOf(mismatched.getOriginalMessage()).startsWith("Cannot map `null`");
            return missing
                    ? "is missing (or null); " + describe(mismatched.getTargetType()) + " is required."
                    : "expected " + describe(mismatched.getTargetType()) + ".";
        }
        return "has the wrong type or shape.";
    }

    /** Where a repeated field sits: the enclosing objects and arrays of the parser, then the field. */
    private static String duplicatePath(JsonParseException e, String name) {
        Deque<String> parts = new ArrayDeque<>();
        parts.push(name);
        JsonParser parser = e.getProcessor();
        if (parser != null) {
            for (JsonStreamContext at = parser.getParsingContext(); at != null && !at.inRoot(); at = at.getParent()) {
                JsonStreamContext parent = at.getParent();
                if (parent != null && parent.inArray()) {
                    parts.push("[" + parent.getCurrentIndex() + "]");
                } else if (parent != null && parent.getCurrentName() != null) {
                    parts.push(parent.getCurrentName());
                }
            }
        }
        return String.join(".", parts).replace(".[", "[");
    }

    /** Jackson reports a syntax error met inside a field as a mapping error with a path; the cause tells. */
    private static JsonParseException parseFailureIn(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof JsonParseException parse) {
                return parse;
            }
        }
        return null;
    }

    private static String describe(Class<?> type) {
        if (type.isEnum()) {
            return "one of " + Arrays.toString(type.getEnumConstants());
        }
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isArray() || Iterable.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (type.getName().startsWith("java.time.")) {
            return "a date in ISO format (e.g. 2026-11-22)";
        }
        return "an object";
    }

    private static String pathOf(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : references) {
            if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            } else if (ref.getFieldName() != null) {
                if (path.length() > 0) {
                    path.append('.');
                }
                path.append(ref.getFieldName());
            }
        }
        return path.toString();
    }

    /** The request field a violation is about: the property path without the method and parameter nodes. */
    private static String fieldOf(ConstraintViolation<?> violation) {
        List<String> parts = new ArrayList<>();
        for (Path.Node node : violation.getPropertyPath()) {
            ElementKind kind = node.getKind();
            if (kind == ElementKind.METHOD
                    || kind == ElementKind.CONSTRUCTOR
                    || kind == ElementKind.PARAMETER
                    || kind == ElementKind.CROSS_PARAMETER
                    || kind == ElementKind.RETURN_VALUE) {
                continue;
            }
            String name = node.getName() == null ? "" : node.getName();
            if (node.getIndex() != null && !parts.isEmpty()) {
                int last = parts.size() - 1;
                parts.set(last, parts.get(last) + "[" + node.getIndex() + "]");
            }
            if (!name.isEmpty() && !name.startsWith("<")) {
                parts.add(name);
            }
        }
        return parts.isEmpty() ? parameterOf(violation) : String.join(".", parts);
    }

    /**
     * A violation on a method parameter itself: a query or path parameter by its name in the
     * address ({@code count}), the request body as {@code body}.
     */
    private static String parameterOf(ConstraintViolation<?> violation) {
        String method = null;
        int index = -1;
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.METHOD) {
                method = node.getName();
            } else if (node.getKind() == ElementKind.PARAMETER) {
                index = node.as(Path.ParameterNode.class).getParameterIndex();
            }
        }
        if (method == null || index < 0) {
            return "body";
        }
        // the resource class itself, or the class a generated subclass stands in for
        for (Class<?> type = violation.getRootBeanClass(); type != null; type = type.getSuperclass()) {
            for (Method candidate : type.getDeclaredMethods()) {
                if (candidate.getName().equals(method) && candidate.getParameterCount() > index) {
                    for (Annotation annotation : candidate.getParameterAnnotations()[index]) {
                        if (annotation instanceof QueryParam query) {
                            return query.value();
                        }
                        if (annotation instanceof PathParam path) {
                            return path.value();
                        }
                    }
                }
            }
        }
        return "body";
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
