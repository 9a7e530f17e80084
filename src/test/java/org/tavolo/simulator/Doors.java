package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.RestAssured;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.sql.DataSource;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The service's own doors as a night uses them: the API as the organizer or as a table's director (HTTP Basic), the
 * director's desk forms as the browser posts them (a session cookie), and the database read directly for the checks.
 * Every answer passes two checks before a step sees it: never a 5xx, and a page path ({@code /director/…}) never
 * answers JSON.
 */
final class Doors {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private final DataSource database;
    private Random random = new Random(0);
    /** While the database is away on purpose, 503 is the answer expected. */
    private boolean outage;

    Doors(DataSource database) {
        this.database = database;
    }

    /** The step's own randomness: a step replayed with the same seed makes the same choices on the same model. */
    Random random() {
        return random;
    }

    void reseed(long seed) {
        random = new Random(seed);
    }

    void outage(boolean away) {
        outage = away;
    }

    /** The API as the organizer. */
    Api.Answer organizer(String method, String path, String json) {
        return checked(path, Api.call(method, path, json == null ? null : "application/json", json));
    }

    /** The API as the public calls it, nobody signed in (registration before the night). */
    Api.Answer nobody(String method, String path, String json) {
        return checked(path, Api.asNobody().call(method, path, json == null ? null : "application/json", json));
    }

    /** The API as a director over HTTP Basic. */
    Api.Answer director(Directors director, String method, String path, String json) {
        return checked(path, director.api().call(method, path, json == null ? null : "application/json", json));
    }

    /** A desk form posted as the browser posts it, with a director's session; redirects are not followed. */
    Api.Answer page(String cookie, String method, String path, Map<String, List<String>> form) {
        String encoded = encode(form);
        boolean get = method.equals("GET");
        URI address = URI.create(base() + path + (get && !encoded.isEmpty() ? "?" + encoded : ""));
        HttpRequest.Builder request = HttpRequest.newBuilder(address)
                .header("Cookie", "quarkus-credential=" + cookie)
                .header("Sec-Fetch-Site", "same-origin")
                .header("Accept", "text/html");
        if (get) {
            request.GET();
        } else {
            request.header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(encoded, StandardCharsets.UTF_8));
        }
        try {
            HttpResponse<String> answer =
                    CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            Api.Answer a = new Api.Answer(answer.statusCode(), answer.body(), answer.headers());
            return checkedPage(path, checked(path, a));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * The hand a desk form recorded, read from the API where its redirect (303) leads ({@code …?hand=N}); null when the
     * desk answered anything else.
     */
    JsonNode handRedirectedTo(long tournament, Api.Answer answer) {
        if (answer.status() != 303) {
            return null;
        }
        String to = answer.headers().firstValue("Location").orElse("");
        String hand = URI.create(to).getQuery().replaceAll(".*hand=(\\d+).*", "$1");
        return read("/api/tournaments/" + tournament + "/hands/" + hand);
    }

    /** A GET of the API as the organizer that must answer 200. */
    JsonNode read(String path) {
        Api.Answer answer = organizer("GET", path, null);
        if (answer.status() != 200) {
            throw new AssertionError("GET " + path + " answered " + answer.status() + ": " + answer.body());
        }
        return Json.of(answer.body());
    }

    /** Each entry's stack in one game, read from the chip ledger's rows: the starting stack plus every movement. */
    Map<Long, Long> ledgerNet(long tournament, int game) {
        Map<Long, Long> net = new HashMap<>();
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("select entry_id, sum(delta) from chip_movement"
                        + " where tournament_id = ? and game_no = ? group by entry_id")) {
            s.setLong(1, tournament);
            s.setInt(2, game);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    net.put(r.getLong(1), r.getLong(2));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return net;
    }

    /**
     * Waits until the test's own connections to the database work again after a restart of the database: a connection
     * the restart cut fails once and leaves the pool. The service's pool does the same when the service runs in the
     * test's JVM; a child service leaves the test's pool idle, its connections cut.
     */
    void awaitDatabase() {
        SQLException last = null;
        for (int attempt = 0; attempt < 100; attempt++) {
            try (Connection c = database.getConnection();
                    PreparedStatement s = c.prepareStatement("select 1")) {
                s.execute();
                return;
            } catch (SQLException cut) {
                last = cut;
            }
        }
        throw new IllegalStateException("the test's connections to the database did not come back", last);
    }

    /** How many hands the database holds with this key in the tournament (the service's answer to a resend aside). */
    long handsWithKey(long tournament, String key) {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "select count(*) from hand_entry where tournament_id = ? and entry_key = ?")) {
            s.setLong(1, tournament);
            s.setString(2, key);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every table's rows, but for the sessions, the accesses' sign-in marks and the audit trail, which a refused
     * request may write on purpose (a refusal is audited; a page keeps its session alive), and the tables' locks,
     * which count every time a table was locked, an entry answered from its key included.
     */
    Map<String, String> fingerprint() {
        try {
            return DataFingerprint.ofWrites(
                    database,
                    table -> table.contains("access")
                            || table.contains("session")
                            || table.equals("audit_event")
                            || table.equals("table_lock"));
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private Api.Answer checked(String path, Api.Answer answer) {
        if (answer.status() >= 500 && !(outage && answer.status() == 503)) {
            throw new AssertionError(path + " answered " + answer.status() + ": " + answer.body());
        }
        return answer;
    }

    private Api.Answer checkedPage(String path, Api.Answer answer) {
        String type = answer.headers().firstValue("Content-Type").orElse("");
        if (answer.status() != 303 && answer.status() != 302 && !type.startsWith("text/html")) {
            throw new AssertionError(
                    "the page " + path + " answered " + answer.status() + " " + type + ": " + answer.body());
        }
        if (answer.status() >= 500 && !outage) {
            throw new AssertionError("the page " + path + " answered " + answer.status() + ": " + answer.body());
        }
        return answer;
    }

    private static String encode(Map<String, List<String>> form) {
        StringBuilder out = new StringBuilder();
        form.forEach((name, values) -> values.forEach(value -> {
            if (!out.isEmpty()) {
                out.append('&');
            }
            out.append(URLEncoder.encode(name, StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(value, StandardCharsets.UTF_8));
        }));
        return out.toString();
    }

    private static String base() {
        String path = RestAssured.basePath.endsWith("/")
                ? RestAssured.basePath.substring(0, RestAssured.basePath.length() - 1)
                : RestAssured.basePath;
        return RestAssured.baseURI + ":" + RestAssured.port + path;
    }
}
