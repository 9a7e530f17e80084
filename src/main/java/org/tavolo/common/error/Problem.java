package org.tavolo.common.error;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An RFC 9457 problem document, the body of every 4xx and 5xx answer.
 *
 * @param type       a URI reference naming the kind of problem, e.g. {@code /problems/duplicate-card}
 * @param title      a short, fixed summary of that kind
 * @param status     the HTTP status
 * @param detail     what went wrong with this request, in words
 * @param violations field-by-field findings of validation, when there are any
 * @param extensions further facts, such as {@code seat} or {@code card}, written as top-level members
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "title", "status", "detail", "violations"})
public record Problem(
        String type,
        String title,
        int status,
        String detail,
        List<Violation> violations,
        @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public Problem {
        extensions = extensions == null ? Map.of() : new LinkedHashMap<>(extensions);
    }

    public static Problem of(int status, String code, String title, String detail) {
        return new Problem("/problems/" + code, title, status, detail, null, null);
    }

    public Problem withViolations(List<Violation> found) {
        return new Problem(type, title, status, detail, found, extensions);
    }

    public Problem with(Map<String, ?> more) {
        Map<String, Object> all = new LinkedHashMap<>(extensions);
        all.putAll(more);
        return new Problem(type, title, status, detail, violations, all);
    }

    @JsonAnyGetter
    public Map<String, Object> extensionMembers() {
        return extensions;
    }

    /** One broken constraint: the request field (a JSON path such as {@code hands[1].cards}) and why. */
    public record Violation(String field, String message) {}
}
