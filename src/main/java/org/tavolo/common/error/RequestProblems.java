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
import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.common.json.ControlCharacterException;
import org.tavolo.common.json.LoneSurrogateException;
import org.tavolo.common.json.NulCharacterException;
import org.tavolo.poker.RuleViolation;

/**
 * What is wrong with a request as it was sent, named in the problem vocabulary: a body that is not
 * JSON, a field of the wrong type or shape (with its path, {@code players[2].seat}), a field given twice,
 * characters that cannot be stored, a body that stopped arriving. {@link ProblemMapper} answers with them.
 */
public final class RequestProblems {

    private static final Pattern DUPLICATE_FIELD = Pattern.compile("^Duplicate field '(.*)'");

    private RequestProblems() {}

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

    /**
     * A read of the request body that gave up: nothing came for {@code quarkus.http.read-timeout}
     * ("Read timed out"), or the connection was closed under it.
     */
    static boolean isUnfinishedBody(Throwable e) {
        if (!(e instanceof IOException) || e instanceof JsonProcessingException) {
            return false;
        }
        String message = String.valueOf(e.getMessage());
        return message.contains("Read timed out")
                || message.contains("Connection was closed")
                || e.getCause() instanceof ClosedChannelException
                || e.getCause() instanceof VertxException;
    }

    static Problem describeJson(JsonProcessingException e) {
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
        Problem character = badCharacter(e, field);
        if (character != null) {
            return character;
        }
        String detail = fieldDetail(e);
        return Problem.of(400, "invalid-field", "Invalid request", field + ": " + detail)
                .withViolations(List.of(new Problem.Violation(field, detail)))
                .with(Map.of("field", field));
    }

    /** A text field holding a character that cannot be stored; null when the failure is another. */
    private static Problem badCharacter(JsonProcessingException e, String field) {
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
        return null;
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
}
