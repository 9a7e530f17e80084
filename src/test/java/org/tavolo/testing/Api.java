package org.tavolo.testing;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.RestAssured;
import io.restassured.authentication.NoAuthScheme;
import io.restassured.authentication.PreemptiveBasicAuthScheme;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The API called with the JDK's HTTP client, for the fixtures every test calls many times (a player,
 * an entry, a tournament). RestAssured dispatches each request through Groovy's meta-classes, and its
 * sending was the largest part left of the unit and service tier's time after its path reading
 * (docs/performance.md#json-in-tests). Sent as {@code given()} would send it: to the test application,
 * as the test's RestAssured user (the test organizer unless the test changed it: {@link TestOrganizer}),
 * or as another user over HTTP Basic ({@link #as}).
 * An answer of another status fails the test with the status and the body, as RestAssured's {@code
 * statusCode(…)} does.
 */
public final class Api {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final Pattern PARAMETER = Pattern.compile("\\{[^{}]+}");

    private Api() {}

    /** Posts {@code json} to {@code path} (its {@code {…}} filled with {@code params} in order); the answer, of {@code status}. */
    public static JsonNode post(String path, String json, int status, Object... params) {
        return Json.of(send("POST", path, "application/json", json, status, params));
    }

    /** Gets {@code path}; the answer, of {@code status}. */
    public static JsonNode get(String path, int status, Object... params) {
        return Json.of(send("GET", path, null, null, status, params));
    }

    /** Sends {@code body} (none when null) of {@code type} with {@code method}; the answer's body, of {@code status}. */
    public static String send(String method, String path, String type, String body, int status, Object... params) {
        return expected(call(method, path, type, body, params), method, path, status);
    }

    private static String expected(Answer answer, String method, String path, int status) {
        if (answer.status() != status) {
            throw new AssertionError(method + " " + path + " answered " + answer.status() + " where " + status
                    + " was expected: " + answer.body());
        }
        return answer.body();
    }

    /** What the API answered: its status, its body and its headers (names in lower case). */
    public record Answer(int status, String body, Map<String, List<String>> headers) {

        public Answer(int status, String body) {
            this(status, body, Map.of());
        }

        /** Every value of the header {@code name}, in the order received. */
        public List<String> headers(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
        }
    }

    /** Sends {@code body} (none when null) of {@code type} with {@code method}; what the API answered, whatever it is. */
    public static Answer call(String method, String path, String type, String body, Object... params) {
        return exchange(authorization(), method, path, type, body, params);
    }

    /**
     * The API as {@code username} over preemptive HTTP Basic (a table's director), as {@code
     * given().auth().preemptive().basic(username, password)} sends it, whoever the test's RestAssured
     * user is.
     */
    public static As as(String username, String password) {
        return new As(basic(username, password));
    }

    /** The API as nobody (no {@code Authorization} header), as {@code given().auth().none()} sends it. */
    public static As asNobody() {
        return new As(null);
    }

    /** Requests sent with one {@code Authorization} header (none when null); otherwise as {@link Api}'s own. */
    public record As(String authorization) {

        /** As {@link Api#post}. */
        public JsonNode post(String path, String json, int status, Object... params) {
            return Json.of(send("POST", path, "application/json", json, status, params));
        }

        /** As {@link Api#get}. */
        public JsonNode get(String path, int status, Object... params) {
            return Json.of(send("GET", path, null, null, status, params));
        }

        /** As {@link Api#send}. */
        public String send(String method, String path, String type, String body, int status, Object... params) {
            return expected(call(method, path, type, body, params), method, path, status);
        }

        /** As {@link Api#call}. */
        public Answer call(String method, String path, String type, String body, Object... params) {
            return exchange(Optional.ofNullable(authorization), method, path, type, body, params);
        }
    }

    private static Answer exchange(
            Optional<String> authorization, String method, String path, String type, String body, Object... params) {
        HttpRequest.Builder request = HttpRequest.newBuilder(address(path, params))
                .method(
                        method,
                        body == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (type != null) {
            request.header("Content-Type", type);
        }
        authorization.ifPresent(header -> request.header("Authorization", header));
        try {
            HttpResponse<String> answer =
                    CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            Map<String, List<String>> headers = new HashMap<>();
            answer.headers()
                    .map()
                    .forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
            return new Answer(answer.statusCode(), answer.body(), headers);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static URI address(String path, Object... params) {
        Matcher parameter = PARAMETER.matcher(path);
        StringBuilder filled = new StringBuilder();
        int next = 0;
        while (parameter.find()) {
            if (next == params.length) {
                throw new IllegalArgumentException("no value for " + parameter.group() + " in " + path);
            }
            parameter.appendReplacement(filled, Matcher.quoteReplacement(String.valueOf(params[next++])));
        }
        parameter.appendTail(filled);
        if (next != params.length) {
            throw new IllegalArgumentException(params.length + " values for " + next + " parameters in " + path);
        }
        String base = RestAssured.basePath.endsWith("/")
                ? RestAssured.basePath.substring(0, RestAssured.basePath.length() - 1)
                : RestAssured.basePath;
        return URI.create(RestAssured.baseURI + ":" + RestAssured.port + base + filled);
    }

    /** The test's RestAssured user, as RestAssured would send it (preemptive Basic, or nobody). */
    private static Optional<String> authorization() {
        if (RestAssured.authentication instanceof PreemptiveBasicAuthScheme basic) {
            return Optional.of(basic(basic.getUserName(), basic.getPassword()));
        }
        if (RestAssured.authentication instanceof NoAuthScheme) {
            return Optional.empty();
        }
        throw new IllegalStateException("the fixtures send as an organizer or as nobody, not as "
                + RestAssured.authentication.getClass().getSimpleName());
    }

    private static String basic(String username, String password) {
        String pair = username + ":" + password;
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }
}
