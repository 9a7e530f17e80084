package org.tavolo.testing;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.response.ResponseBodyExtractionOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeDiagnosingMatcher;

/**
 * An answer's JSON read with Jackson, for the tests that read many answers (fixtures, walks, fuzzing).
 * RestAssured's {@code jsonPath()} compiles a Groovy script for every path it reads, and was the
 * largest cost of the unit and service tier (docs/performance.md#json-in-tests); a field read here is
 * a map lookup. A field that is not there fails the test, naming the field and the answer.
 *
 * <p>{@link #at} checks a field of an answer as RestAssured's {@code body(path, matcher)} does, and
 * reads the same paths the same way (docs/performance.md#json-checks).
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

    /** {@code value} (a map, a list, a record) written as JSON, as RestAssured writes a body it is given: with Jackson. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not writable as JSON: " + value, e);
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

    /** The first element of an array whose field {@code name} is the whole number {@code value} ({@code find { it.name == value }}). */
    public static Optional<JsonNode> firstWith(JsonNode array, String name, long value) {
        for (JsonNode element : array) {
            JsonNode field = element.path(name);
            if (field.isIntegralNumber() && field.longValue() == value) {
                return Optional.of(element);
            }
        }
        return Optional.empty();
    }

    /**
     * A check of the answer's body at {@code path}, for RestAssured's {@code then().body(…)}: the
     * value there, read as RestAssured reads it, must match {@code matcher}. Paths are RestAssured's
     * (GPath) without closures: {@code a.b} (null when {@code a} is), {@code a[0].b}, {@code a['key']}, {@code a.'1'}, {@code a.size()},
     * {@code $} for the whole body; a name read on a list reads it on each element, in order.
     * Numbers come as RestAssured gives them: whole numbers as {@code Integer}, {@code Long} or
     * {@code BigInteger}, whichever holds them; decimals as {@code Float}, or {@code Double} when a
     * float cannot hold them.
     */
    public static Matcher<String> at(String path, Matcher<?> matcher) {
        return new At(path, matcher);
    }

    /** The value at {@code path} in {@code json}, as {@link #at} reads it. */
    public static Object valueAt(String json, String path) {
        Object value = parsed(json);
        for (String step : steps(path)) {
            value = step(value, step, path);
        }
        return value;
    }

    /** The value at {@code path} as text, as RestAssured's {@code jsonPath().getString(path)} gives it; null when none. */
    public static String stringAt(String json, String path) {
        Object value = valueAt(json, path);
        return value == null ? null : String.valueOf(value);
    }

    private static final class At extends TypeSafeDiagnosingMatcher<String> {
        private final String path;
        private final Matcher<?> matcher;

        At(String path, Matcher<?> matcher) {
            this.path = path;
            this.matcher = matcher;
        }

        @Override
        protected boolean matchesSafely(String body, Description mismatch) {
            Object value = valueAt(body, path);
            if (matcher.matches(value)) {
                return true;
            }
            mismatch.appendText("at ").appendText(path).appendText(" ");
            matcher.describeMismatch(value, mismatch);
            mismatch.appendText("\n  in ").appendText(body.length() > 2_000 ? body.substring(0, 2_000) + "…" : body);
            return false;
        }

        @Override
        public void describeTo(Description description) {
            description.appendText("JSON at ").appendText(path).appendText(": ").appendDescriptionOf(matcher);
        }
    }

    /** The last body read, kept (read-only, since it is shared): an answer is usually checked at several paths in a row. */
    private static String lastJson;

    private static Object lastValue;

    private static synchronized Object parsed(String json) {
        if (json != lastJson && !json.equals(lastJson)) {
            try (JsonParser parser = MAPPER.getFactory().createParser(json)) {
                parser.nextToken();
                lastValue = read(parser);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + json, e);
            }
            lastJson = json;
        }
        return lastValue;
    }

    private static Object read(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT:
                Map<String, Object> object = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.put(name, read(parser));
                }
                return Collections.unmodifiableMap(object);
            case START_ARRAY:
                List<Object> array = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(read(parser));
                }
                return Collections.unmodifiableList(array);
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
                return parser.getNumberValue(); // Integer, Long or BigInteger: the smallest that holds it
            case VALUE_NUMBER_FLOAT:
                BigDecimal decimal = parser.getDecimalValue();
                float single = decimal.floatValue();
                return Float.isInfinite(single) ? (Object) decimal.doubleValue() : single;
            case VALUE_TRUE:
                return true;
            case VALUE_FALSE:
                return false;
            case VALUE_NULL:
                return null;
            default:
                throw new IOException("unexpected " + token);
        }
    }

    /** {@code a.b[0]['c d'].size()} → {@code a}, {@code b}, {@code [0]}, {@code ['c d']}, {@code size()}. */
    private static List<String> steps(String path) {
        if (path.replace("size()", "").matches(".*[{}()].*")) {
            throw new IllegalArgumentException("a path with a closure or a call is RestAssured's to read: " + path);
        }
        List<String> steps = new ArrayList<>();
        if (path.isEmpty() || path.equals("$")) {
            return steps;
        }
        int i = 0;
        while (i < path.length()) {
            char c = path.charAt(i);
            if (c == '.') {
                i++;
            } else if (c == '\'') {
                int end = path.indexOf('\'', i + 1);
                steps.add(path.substring(i, end + 1));
                i = end + 1;
            } else if (c == '[') {
                int end = path.indexOf(']', path.charAt(i + 1) == '\'' ? path.indexOf('\'', i + 2) : i);
                steps.add(path.substring(i, end + 1));
                i = end + 1;
            } else {
                int end = i;
                while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
                    end++;
                }
                steps.add(path.substring(i, end));
                i = end;
            }
        }
        return steps;
    }

    private static Object step(Object value, String step, String path) {
        if (step.equals("size()")) {
            if (value instanceof List<?> list) {
                return list.size();
            }
            if (value instanceof Map<?, ?> map) {
                return map.size();
            }
            if (value instanceof String text) {
                return text.length();
            }
            throw new AssertionError("no size() of " + value + " in " + path);
        }
        if (step.startsWith("'")) {
            return step(value, step.substring(1, step.length() - 1), path);
        }
        if (step.startsWith("['")) {
            return step(value, step.substring(2, step.length() - 2), path);
        }
        if (step.startsWith("[")) {
            int index = Integer.parseInt(step.substring(1, step.length() - 1));
            if (!(value instanceof List<?> list)) {
                throw new AssertionError("no list to read " + step + " of, in " + path + ": " + value);
            }
            int at = index < 0 ? list.size() + index : index;
            return at >= 0 && at < list.size() ? list.get(at) : null;
        }
        if (value == null) {
            return null;
        }
        if (value instanceof Map<?, ?> map) {
            return map.get(step);
        }
        if (value instanceof List<?> list) {
            List<Object> each = new ArrayList<>();
            for (Object element : list) {
                if (element != null) {
                    each.add(step(element, step, path));
                }
            }
            return each;
        }
        throw new AssertionError("nothing to read " + step + " of, in " + path + ": " + value);
    }
}
