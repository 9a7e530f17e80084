package org.tavolo.common.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/** A text value holding the NUL character (U+0000), which PostgreSQL cannot store in text columns. */
public class NulCharacterException extends MismatchedInputException {

    NulCharacterException(JsonParser parser) {
        super(parser, "A text value contains the NUL character (\\u0000).", String.class);
    }
}
