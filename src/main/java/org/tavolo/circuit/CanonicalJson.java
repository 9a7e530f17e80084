package org.tavolo.circuit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * The canonical document of a result file (docs/circuit.md#receipts): its canonical form ({@link
 * ResultFile#canonical}) as JSON with the members of each object in alphabetical order, no member whose value is
 * null, no white space, numbers as written out (no exponent), dates as {@code 2026-12-01}, UTF-8. Its SHA-256, in hexadecimal, is the receipt.
 */
final class CanonicalJson {

    private static final ObjectMapper JSON = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .configure(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true)
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true)
            .configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private CanonicalJson() {}

    static String of(ResultFile file) {
        try {
            return JSON.writeValueAsString(file.canonical());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a result file is always written", e);
        }
    }

    static ResultFile read(String document) {
        try {
            return JSON.readValue(document, ResultFile.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a kept document is always read back", e);
        }
    }
}
