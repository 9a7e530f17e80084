package org.tavolo.common.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;
import org.tavolo.testing.RawHttp;

/**
 * Every operation of the OpenAPI document, sent hostile input: wrong types, numbers out of bounds,
 * the NUL character and other control characters, repeated keys, a body too large, the wrong
 * content type, a {@code Content-Type} that is no media type at all, an address or headers too
 * large (below and above the HTTP server's own 64 KB of old), ids that do not exist. Every answer
 * must be a 4xx problem document, and no row of any table may change (a fingerprint of every
 * table's rows, a {@code version} gone up included, is compared before and after). Bodies that
 * stop arriving are sent on raw sockets by {@link StalledBodyTest}.
 * Seeded ({@code -Dtavolo.fuzz.seed}) and bounded ({@code -Dtavolo.fuzz.cases} body cases per operation).
 */
@QuarkusTest
class OpenApiFuzzTest {

    private static final long SEED = Long.getLong("tavolo.fuzz.seed", 20261122L);
    private static final int CASES = Integer.getInteger("tavolo.fuzz.cases", 12);
    private static final long MISSING_ID = 987_654_321L;
    private static final Set<String> WRITES = Set.of("post", "put", "patch", "delete");
    /** Amounts of chips: out-of-bounds values must be refused as input, whatever the state. */
    private static final Pattern CHIP_FIELD = Pattern.compile("(?i).*(chips|contributed|stack|ante|chipunit|amount).*");

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Content-Type values that are no media type at all. */
    private static final List<String> NOT_MEDIA_TYPES = List.of("a/b/c", "/", "%%%/;;;", ";;;", "x", "application/");

    @Inject
    AgroalDataSource database;

    /**
     * Every request of this test is built here, so that credentials, once the API asks for them,
     * are added in one place.
     */
    /** A hostile request that hangs fails the test instead of the build waiting for ever. */
    private static final RestAssuredConfig PATIENCE = RestAssuredConfig.config()
            .httpClient(HttpClientConfig.httpClientConfig().setParam("http.socket.timeout", 30_000));

    static RequestSpecification request() {
        return given().config(PATIENCE).redirects().follow(false);
    }

    @Test
    void everyOperationAnswersHostileInputWithAProblemAndChangesNothing() throws Exception {
        long tournament = italianTableOfFour();
        JsonNode api = JSON.readTree(request().get("/q/openapi?format=json").asString());
        Map<String, String> before = DataFingerprint.of(database);
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        int sent = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths = api.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (!path.getKey().startsWith("/api/")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                String method = op.getKey().toLowerCase(Locale.ROOT);
                if (streams(op.getValue())) {
                    continue; // an event stream never ends; its bad input is tested in LiveEventsTest
                }
                for (Hostile hostile : cases(api, path.getKey(), method, op.getValue(), tournament, random)) {
                    Response answer = hostile.send();
                    sent++;
                    String why = judge(answer);
                    if (why != null) {
                        failures.add(method.toUpperCase(Locale.ROOT) + " " + hostile.describe() + " -> "
                                + answer.statusCode() + " " + why + ": " + abbreviate(answer.asString()));
                    }
                }
            }
        }
        assertTrue(sent > 100, "only " + sent + " hostile requests were sent");
        assertTrue(
                failures.isEmpty(),
                failures.size() + " of " + sent + " answers were wrong:\n" + String.join("\n", failures));
        assertEquals(before, DataFingerprint.of(database), "a hostile request changed the data");
    }

    /**
     * A body sent without any {@code Content-Type} (written on a socket: a client library adds one
     * of its own) to every write operation, signed in and not: signed in always 415 naming the
     * header, unsigned a 4xx problem (the sign-in is asked for first), never a 500, nothing changed.
     */
    @Test
    void everyOperationRefusesABodyWithoutContentTypeWith415() throws Exception {
        long tournament = italianTableOfFour();
        JsonNode api = JSON.readTree(request().get("/q/openapi?format=json").asString());
        Map<String, String> before = DataFingerprint.of(database);
        List<String> failures = new ArrayList<>();
        int sent = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths = api.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (!path.getKey().startsWith("/api/")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                String method = op.getKey().toUpperCase(Locale.ROOT);
                if (!WRITES.contains(op.getKey().toLowerCase(Locale.ROOT)) || streams(op.getValue())) {
                    continue;
                }
                JsonNode schema = bodySchema(op.getValue());
                String body = schema == null ? "{}" : validish(api, schema).toString();
                byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
                String address = path(path.getKey(), tournament, false);
                for (String credentials : List.of("", RawHttp.organizer())) {
                    RawHttp.Answer answer = RawHttp.send(
                            method + " " + address + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                                    + credentials + "Content-Length: " + bytes.length + "\r\n",
                            bytes,
                            30_000);
                    sent++;
                    String header = answer.isProblem()
                            ? Json.of(answer.body()).path("header").textValue()
                            : null;
                    // unsigned, the sign-in is asked for first (401); signed in, the missing type is named
                    boolean refused = credentials.isEmpty()
                            ? answer.status() >= 400 && answer.status() < 500 && answer.isProblem()
                            : answer.status() == 415 && "Content-Type".equals(header);
                    if (!refused) {
                        failures.add(method + " " + address + (credentials.isEmpty() ? "" : " (signed in)") + " " + body
                                + " -> " + answer);
                    }
                }
            }
        }
        assertTrue(sent > 50, "only " + sent + " bodies without Content-Type were sent");
        assertTrue(
                failures.isEmpty(),
                failures.size() + " of " + sent + " answers were wrong:\n" + String.join("\n", failures));
        assertEquals(before, DataFingerprint.of(database), "a body without Content-Type changed the data");
    }

    private static boolean streams(JsonNode op) {
        for (JsonNode response : op.path("responses")) {
            if (response.path("content").has("text/event-stream")) {
                return true;
            }
        }
        return false;
    }

    /** What is wrong with an answer to hostile input, or null when it is a 4xx problem document. */
    private static String judge(Response answer) {
        int status = answer.statusCode();
        if (status < 400 || status >= 500) {
            return "not a 4xx";
        }
        if (answer.contentType() == null || !answer.contentType().startsWith("application/problem+json")) {
            return "not problem+json (" + answer.contentType() + ")";
        }
        String type = answer.asString().isBlank()
                ? null
                : Json.of(answer).path("type").textValue();
        return type != null && type.startsWith("/problems/") ? null : "an empty problem";
    }

    private static List<Hostile> cases(
            JsonNode api, String template, String method, JsonNode op, long tournament, Random random) {
        List<Hostile> cases = new ArrayList<>();
        JsonNode schema = bodySchema(op);
        String mediaType = mediaType(op);
        ObjectNode base = validish(api, schema);
        String body = schema == null ? null : base.toString();
        String real = path(template, tournament, false);
        String missing = path(template, tournament, true);
        if (!missing.equals(real)) {
            cases.add(new Hostile(method, missing, mediaType, body, Map.of()));
        }
        if (template.contains("{id}")) {
            cases.add(new Hostile(method, path(template, MISSING_ID, true), mediaType, body, Map.of()));
        }
        // a hostile parameter on a write goes with an empty body, so that nothing can be accepted
        String paramBody = WRITES.contains(method) && schema != null ? "{}" : body;
        for (String param : queryParameters(op)) {
            for (String value : List.of("abc", "-1", "99999999999999999999", "\u0000", "\u001b[2J", "1e400")) {
                cases.add(new Hostile(method, missing, "application/json", paramBody, Map.of(param, value)));
            }
        }
        for (String notAMediaType : NOT_MEDIA_TYPES) {
            cases.add(new Hostile(method, real, notAMediaType, body == null ? "{}" : body, Map.of()));
        }
        String large = random.nextBoolean() ? "h".repeat(21 * 1024) : "h".repeat(100 * 1024);
        cases.add(new Hostile(method, real, mediaType, body, Map.of(), Map.of("X-Filler", large)));
        cases.add(new Hostile(method, real + "?filler=" + large, mediaType, body, Map.of(), Map.of()));
        if (schema == null) {
            return cases;
        }
        if (!mediaType.contains("json")) {
            cases.add(new Hostile(method, real, "text/plain", "Nobody\n", Map.of()));
            cases.add(new Hostile(method, real, null, "Nobody\n", Map.of()));
            cases.add(new Hostile(method, real, mediaType, "Nul\u0000 Player\n", Map.of()));
            return cases;
        }
        Map<String, JsonNode> properties = properties(api, schema);
        List<String> fields = new ArrayList<>(properties.keySet());
        for (int i = 0; i < CASES && !fields.isEmpty(); i++) {
            String field = fields.get(random.nextInt(fields.size()));
            JsonNode property = resolve(api, properties.get(field));
            ObjectNode hostile = base.deepCopy();
            switch (i % 4) {
                case 0 -> hostile.set(field, wrongType(property));
                case 1 -> hostile.put(field, (random.nextBoolean() ? "Nul\u0000" : "Esc\u001b[31m") + field);
                case 2 -> hostile.put(field, Long.MAX_VALUE - random.nextInt(1000));
                default -> hostile.put(field, -1 - random.nextInt(1000));
            }
            // Wrong types, NUL and chip amounts out of bounds are refused whatever the state, so they go
            // to the real tournament; other numbers may be legal (a seed), so they go to a missing one.
            boolean inputLevel = i % 4 < 2 || CHIP_FIELD.matcher(field).matches();
            String nowhere = path(template, MISSING_ID, true);
            cases.add(new Hostile(method, inputLevel ? real : nowhere, mediaType, hostile.toString(), Map.of()));
        }
        cases.add(new Hostile(method, real, mediaType, duplicateKeys(base), Map.of()));
        cases.add(new Hostile(method, real, "text/plain", base.toString(), Map.of()));
        cases.add(new Hostile(method, real, null, base.toString(), Map.of()));
        cases.add(new Hostile(method, real, mediaType, "[1, 2, 3]", Map.of()));
        cases.add(new Hostile(method, real, mediaType, "{\"unknownField\": 1}", Map.of()));
        if (random.nextInt(8) == 0) {
            cases.add(new Hostile(
                    method, real, mediaType, "{\"x\": \"" + "x".repeat(10 * 1024 * 1024 + 1) + "\"}", Map.of()));
        }
        return cases;
    }

    /** A body with the example's fields, the first given twice. */
    private static String duplicateKeys(ObjectNode base) {
        if (base.isEmpty()) {
            return "{\"a\": 1, \"a\": 2}";
        }
        Map.Entry<String, JsonNode> first = base.fields().next();
        return "{\"" + first.getKey() + "\": " + first.getValue() + ", "
                + base.toString().substring(1);
    }

    private static JsonNode wrongType(JsonNode property) {
        String type = property.path("type").asText("object");
        return switch (type) {
            case "string" -> JsonNodeFactory.instance.booleanNode(true);
            case "integer", "number" -> JsonNodeFactory.instance.textNode("12abc");
            case "boolean" -> JsonNodeFactory.instance.textNode("yes");
            case "array" -> JsonNodeFactory.instance.objectNode().put("not", "a list");
            default -> JsonNodeFactory.instance.numberNode(42);
        };
    }

    /** The operation's example body when it documents one, else an empty object. */
    private static ObjectNode validish(JsonNode api, JsonNode schema) {
        if (schema == null) {
            return JsonNodeFactory.instance.objectNode();
        }
        JsonNode example = resolve(api, schema).get("example");
        try {
            JsonNode parsed = example == null ? null : example.isTextual() ? JSON.readTree(example.asText()) : example;
            return parsed != null && parsed.isObject() ? (ObjectNode) parsed : JsonNodeFactory.instance.objectNode();
        } catch (Exception e) {
            return JsonNodeFactory.instance.objectNode();
        }
    }

    private static JsonNode bodySchema(JsonNode op) {
        Iterator<JsonNode> content = op.path("requestBody").path("content").elements();
        return content.hasNext() ? content.next().get("schema") : null;
    }

    private static String mediaType(JsonNode op) {
        Iterator<String> types = op.path("requestBody").path("content").fieldNames();
        return types.hasNext() ? types.next() : "application/json";
    }

    private static List<String> queryParameters(JsonNode op) {
        List<String> names = new ArrayList<>();
        for (JsonNode p : op.path("parameters")) {
            if ("query".equals(p.path("in").asText())) {
                names.add(p.path("name").asText());
            }
        }
        return names;
    }

    private static Map<String, JsonNode> properties(JsonNode api, JsonNode schema) {
        Map<String, JsonNode> all = new LinkedHashMap<>();
        resolve(api, schema).path("properties").fields().forEachRemaining(e -> all.put(e.getKey(), e.getValue()));
        return all;
    }

    private static JsonNode resolve(JsonNode api, JsonNode schema) {
        JsonNode at = schema;
        for (int depth = 0; at != null && at.has("$ref") && depth < 10; depth++) {
            String name = at.get("$ref").asText().replace("#/components/schemas/", "");
            at = api.path("components").path("schemas").get(name);
        }
        if (at != null && at.has("allOf") && !at.get("allOf").isEmpty()) {
            return resolve(api, at.get("allOf").get(0));
        }
        return at == null ? JsonNodeFactory.instance.objectNode() : at;
    }

    /** The address with the tournament's id for {id}; the other ids are 1, or ids that do not exist. */
    private static String path(String template, long tournament, boolean missingIds) {
        Matcher m = Pattern.compile("\\{([^}]+)}").matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            long value = m.group(1).equals("id") ? tournament : missingIds ? MISSING_ID : 1;
            m.appendReplacement(out, String.valueOf(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }

    /** One hostile request. */
    private record Hostile(
            String method,
            String path,
            String contentType,
            String body,
            Map<String, String> query,
            Map<String, String> headers) {

        Hostile(String method, String path, String contentType, String body, Map<String, String> query) {
            this(method, path, contentType, body, query, Map.of());
        }

        Response send() {
            RequestSpecification spec = request();
            if (contentType != null) {
                spec = NOT_MEDIA_TYPES.contains(contentType)
                        ? spec.header("Content-Type", contentType)
                        : spec.contentType(contentType + (contentType.startsWith("text/") ? "; charset=UTF-8" : ""));
            }
            spec = spec.headers(headers);
            if (WRITES.contains(method) && body != null) {
                spec = spec.body(body.getBytes(StandardCharsets.UTF_8));
            }
            for (Map.Entry<String, String> q : query.entrySet()) {
                spec = spec.queryParam(q.getKey(), q.getValue());
            }
            return spec.request(method.toUpperCase(Locale.ROOT), path);
        }

        String describe() {
            String b = body == null ? "" : body;
            String shown = path.length() > 120 ? path.substring(0, 120) + "…" : path;
            String sizes = headers.isEmpty()
                    ? ""
                    : " headers of "
                            + headers.values().stream().mapToInt(String::length).sum();
            return shown + sizes + (query.isEmpty() ? "" : " " + query) + " [" + contentType + "] "
                    + (b.length() > 120 ? b.substring(0, 120) + "…" : b);
        }
    }
}
