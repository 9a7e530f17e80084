package org.tavolo.common.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import java.io.IOException;

/**
 * Reads strings as Jackson does, then refuses any that holds U+0000 (PostgreSQL refuses it in text
 * columns, so it would otherwise fail deep in a transaction instead of at the door) or another
 * control character: every C0 control but tab, line feed and carriage return (which a text of
 * several lines, such as an announcement, legitimately holds), DEL and the C1 controls.
 */
final class NulRefusingStringDeserializer extends StdScalarDeserializer<String> {

    NulRefusingStringDeserializer() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        String value = StringDeserializer.instance.deserialize(parser, context);
        if (value == null) {
            return null;
        }
        if (value.indexOf('\u0000') >= 0) {
            throw new NulCharacterException(parser);
        }
        int control = firstControl(value);
        if (control >= 0) {
            throw new ControlCharacterException(parser, control);
        }
        int half = ControlCharacters.firstLoneSurrogate(value);
        if (half >= 0) {
            throw new LoneSurrogateException(parser, (char) half);
        }
        return value;
    }

    /** The first refused control character of the text, or -1. */
    static int firstControl(String value) {
        return ControlCharacters.first(value);
    }
}
