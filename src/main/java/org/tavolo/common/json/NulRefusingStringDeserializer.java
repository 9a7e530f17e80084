package org.tavolo.common.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import java.io.IOException;

/**
 * Reads strings as Jackson does, then refuses any that holds U+0000: PostgreSQL refuses it in text
 * columns, so it would otherwise fail deep in a transaction instead of at the door.
 */
final class NulRefusingStringDeserializer extends StdScalarDeserializer<String> {

    NulRefusingStringDeserializer() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        String value = StringDeserializer.instance.deserialize(parser, context);
        if (value != null && value.indexOf('\u0000') >= 0) {
            throw new NulCharacterException(parser);
        }
        return value;
    }
}
