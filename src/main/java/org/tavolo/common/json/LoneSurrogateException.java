package org.tavolo.common.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A text value holding half of a surrogate pair ({@code "\ud800"} alone): it is no character, and
 * the database would store it as {@code ?}.
 */
public class LoneSurrogateException extends MismatchedInputException {

    private final char half;

    LoneSurrogateException(JsonParser parser, char half) {
        super(
                parser,
                "A text value contains half of a surrogate pair, " + ControlCharacters.codeOf(half) + ".",
                String.class);
        this.half = half;
    }

    /** The half as written in JSON, {@code \uD800}. */
    public String character() {
        return ControlCharacters.codeOf(half);
    }
}
