package org.tavolo.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.response.ResponseBodyExtractionOptions;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * An answer's JSON read with Jackson, for the tests that read many answers (fixtures, walks, fuzzing).
 * RestAssured's {@code jsonPath()} compiles a Groovy script for every path it reads, and was the
 * largest cost of the unit and service tier (docs/performance.md#json-in-tests); a field read here is
 * a map lookup. A field that is not there fails the test, naming the field and the answer.
 */
public final class Json {

    /** Decimals as written, not as doubles: points such as 3.5 are compared exactly. */
    private static final ObjectMapper MAPPER =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private Json() {}

    /** The answer's body as a tree (a {@code Response}, or what {@code then()…extract()} gives). */
    public static JsonNode of(ResponseBodyExtractionOptions answer) {
        return of(answer.asString());
    }

    public static JsonNode of(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("not JSON: " + json, e);
        }
    }

    /** The whole number in the field {@code name}; fails when the field is missing or is not one. */
    public static long longAt(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || !value.canConvertToLong() || !value.isIntegralNumber()) {
            throw new AssertionError("no whole number \"" + name + "\" in " + node);
        }
        return value.longValue();
    }

    /** The number in the field {@code name}, exactly as written; fails when the field is missing or is not one. */
    public static BigDecimal decimalAt(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || !value.isNumber()) {
            throw new AssertionError("no number \"" + name + "\" in " + node);
        }
        return value.decimalValue();
    }

    /** The answer's field {@code id}: what the API answers a creation with. */
    public static long id(ResponseBodyExtractionOptions created) {
        return longAt(of(created), "id");
    }

    /** The whole numbers in the field {@code name} of each element of an array. */
    public static List<Long> longsOfEach(JsonNode array, String name) {
        List<Long> values = new ArrayList<>();
        for (JsonNode element : array) {
            values.add(longAt(element, name));
        }
        return values;
    }
}
