package org.tavolo.testing;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.RestAssured;
import io.restassured.authentication.NoAuthScheme;
import io.restassured.authentication.PreemptiveBasicAuthScheme;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
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
        return testUser().post(path, json, status, params);
    }

    /** Gets {@code path}; the answer, of {@code status}. */
    public static JsonNode get(String path, int status, Object... params) {
        return testUser().get(path, status, params);
    }

    /** How many items the list at {@code path} holds; it must answer 200. */
    public static int sizeOf(String path, Object... params) {
        return get(path, 200, params).size();
    }

    /** Sends {@code body} (none when null) of {@code type} with {@code method}; the answer's body, of {@code status}. */
    public static String send(String method, String path, String type, String body, int status, Object... params) {
        return testUser().send(method, path, type, body, status, params);
    }

    /** Sends {@code body} (none when null) of {@code type} with {@code method}; what the API answered, whatever it is. */
    public static Answer call(String method, String path, String type, String body, Object... params) {
        return testUser().call(method, path, type, body, params);
    }

    /** What the API answered: its status, its body and its headers. */
    public record Answer(int status, String body, HttpHeaders headers) {

        /** Every value of the header {@code name} (in any case), in the order received. */
        public List<String> headers(String name) {
            return headers.allValues(name);
        }

        /** This answer, when it is of {@code status}; else the test fails with the status and the body. */
        public Answer expect(int status, String request) {
            if (this.status != status) {
                throw new AssertionError(
                        request + " answered " + this.status + " where " + status + " was expected: " + body);
            }
            return this;
        }
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

    /** Requests sent with one {@code Authorization} header (none when null). */
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
            return call(method, path, type, body, params)
                    .expect(status, method + " " + path)
                    .body();
        }

        /** As {@link Api#call}. */
        public Answer call(String method, String path, String type, String body, Object... params) {
            return exchange(authorization, method, path, type, body, params);
        }
    }

    private static Answer exchange(
            String authorization, String method, String path, String type, String body, Object... params) {
        HttpRequest.Builder request = HttpRequest.newBuilder(address(path, params))
                .method(
                        method,
                        body == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (type != null) {
            request.header("Content-Type", type);
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            HttpResponse<String> answer =
                    CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Answer(answer.statusCode(), answer.body(), answer.headers());
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
    private static As testUser() {
        if (RestAssured.authentication instanceof PreemptiveBasicAuthScheme basic) {
            return as(basic.getUserName(), basic.getPassword());
        }
        if (RestAssured.authentication instanceof NoAuthScheme) {
            return asNobody();
        }
        throw new IllegalStateException("the fixtures send as an organizer or as nobody, not as "
                + RestAssured.authentication.getClass().getSimpleName());
    }

    private static String basic(String username, String password) {
        String pair = username + ":" + password;
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }
}
