package org.tavolo.common.db;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.security.TestOrganizer;

/**
 * A pool whose every connection is in use, with the database up, is no outage (docs/errors.md, 503
 * database-unavailable): more writes at once than the pool has connections wait their turn and each gets its real
 * answer; none is refused 503 after the half second meant for a database that is away.
 */
@QuarkusTest
class ABusyPoolIsNoOutageTest {

    /**
     * How long the pool's connections stay in use while the writes wait, unless an answer comes first: four times
     * the half second a request waits while the database is away. A bound, not a measure of speed.
     */
    private static final Duration IN_USE = Duration.ofSeconds(2);
    /** A bound on waiting for the answers, generous for a shared machine. */
    private static final Duration WAIT = Duration.ofSeconds(60);

    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    AgroalDataSource database;

    @TestHTTPResource("/")
    URL base;

    @Test
    void moreWritesAtOnceThanThePoolHasConnectionsAreEachAnsweredWhileTheDatabaseIsUp() throws Exception {
        int connections =
                database.getConfiguration().connectionPoolConfiguration().maxSize();
        int writes = 2 * connections;
        String family = "Busy " + UUID.randomUUID().toString().substring(0, 8);
        // the organizer's credentials checked once: the writes at once recall the check, claiming no sign-in tries
        given().get("/api/players?size=1").then().statusCode(200);

        List<CompletableFuture<String>> answers = new ArrayList<>();
        List<Connection> inUse = new ArrayList<>();
        try {
            for (int i = 0; i < connections; i++) {
                inUse.add(database.getConnection());
            }
            for (int i = 0; i < writes; i++) {
                answers.add(register(family + " " + i));
            }
            try {
                CompletableFuture.anyOf(answers.toArray(CompletableFuture[]::new))
                        .get(IN_USE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillWaiting) {
                // every write waited its turn while the pool was busy
            }
        } finally {
            giveBack(inUse);
        }

        List<String> refused = new ArrayList<>();
        for (CompletableFuture<String> answer : answers) {
            String refusal = answer.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            if (refusal != null) {
                refused.add(refusal);
            }
        }
        assertEquals(List.of(), refused, "of " + writes + " writes at once, against " + connections + " connections");
        assertEquals(writes, registered(family), "every write recorded once");
    }

    /** Null when the new player was registered (201), else what the write was answered. */
    private CompletableFuture<String> register(String name) {
        String credentials = TestOrganizer.USERNAME + ":" + TestOrganizer.PASSWORD;
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "api/players"))
                .header("Content-Type", "application/json")
                .header(
                        "Authorization",
                        "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
                .timeout(WAIT)
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"" + name + "\"}"))
                .build();
        return HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(answer -> answer.statusCode() == 201
                        ? null
                        : "a write answered " + answer.statusCode() + " " + answer.body());
    }

    private static long registered(String family) {
        return QuarkusTransaction.requiringNew()
                .call(() -> Player.count("lower(name) like ?1", family.toLowerCase() + " %"));
    }

    private static void giveBack(List<Connection> inUse) throws SQLException {
        for (Connection connection : inUse) {
            connection.close();
        }
    }
}
