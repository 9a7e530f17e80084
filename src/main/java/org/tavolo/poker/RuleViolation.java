package org.tavolo.poker;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Input that breaks a rule of the game: a card that is not in the deck, a card given twice,
 * hands in the wrong order, an amount that is not a multiple of the chip unit. The core throws
 * it with a stable {@code code} and the facts a client needs to fix the request (the seat, the
 * card, the field); the service turns it into a 400 problem.
 */
public class RuleViolation extends RuntimeException {

    private final String code;
    private final Map<String, Object> details;

    public RuleViolation(String code, String message) {
        this(code, message, Map.of());
    }

    public RuleViolation(String code, String message, Map<String, ?> details) {
        super(message);
        this.code = code;
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** Stable, kebab-case name of the broken rule, e.g. {@code duplicate-card}. */
    public String code() {
        return code;
    }

    /** What the client got wrong: keys such as {@code seat}, {@code card}, {@code field}. */
    public Map<String, Object> details() {
        return details;
    }

    /** A copy that also names the given fact, for callers that know more context (a seat, say). */
    public RuleViolation with(String key, Object value) {
        Map<String, Object> more = new LinkedHashMap<>(details);
        more.put(key, value);
        RuleViolation copy = new RuleViolation(code, getMessage(), more);
        copy.setStackTrace(getStackTrace());
        return copy;
    }
}
