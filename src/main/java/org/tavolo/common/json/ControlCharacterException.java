package org.tavolo.common.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A text value holding a control character other than tab, line feed and carriage return (ESC,
 * BEL, backspace, DEL, the C1 controls): invisible on a page, they would garble names and texts
 * on screens and printouts.
 */
public class ControlCharacterException extends MismatchedInputException {

    private final int codePoint;

    ControlCharacterException(JsonParser parser, int codePoint) {
        super(parser, "A text value contains the control character " + codeOf(codePoint) + ".", String.class);
        this.codePoint = codePoint;
    }

    /** The character as written in JSON, {@code \u001B}. */
    public String character() {
        return codeOf(codePoint);
    }

    private static String codeOf(int codePoint) {
        return ControlCharacters.codeOf(codePoint);
    }
}
