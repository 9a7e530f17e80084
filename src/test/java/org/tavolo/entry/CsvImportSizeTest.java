package org.tavolo.entry;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.tournament;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.player.PlayerService;
import org.tavolo.testing.DataFingerprint;

/**
 * A registration file has at most {@value CsvCheck#MAX_LINES} player lines: a longer one is refused
 * with 400 naming the limit before anything is read from or written to the database, and one of
 * that many lines is imported whole. Registering many names holds a bounded number of the
 * database's locks, so that an import never exhausts PostgreSQL's lock table
 * ({@code max_locks_per_transaction}) and turns into a 503 for itself and for everyone else.
 */
@QuarkusTest
class CsvImportSizeTest {

    /** An import of the longest file allowed takes a while on a busy machine. */
    private static final RestAssuredConfig PATIENT = RestAssuredConfig.config()
            .httpClient(HttpClientConfig.httpClientConfig().setParam("http.socket.timeout", 180_000));

    @Inject
    AgroalDataSource database;

    @Inject
    PlayerService players;

    @Inject
    EntityManager entityManager;

    private static String players(int count) {
        String batch = UUID.randomUUID().toString().substring(0, 8);
        return IntStream.rangeClosed(1, count)
                .mapToObj(i -> "Player " + batch + " " + i)
                .collect(Collectors.joining("\n", "name\n", "\n"));
    }

    private static Response importing(long tournament, String csv, boolean dryRun) {
        return given().config(PATIENT)
                .contentType("text/csv; charset=UTF-8")
                .body(csv)
                .post("/api/tournaments/{id}/entries/csv?dryRun=" + dryRun, tournament);
    }

    @Test
    void aFileOfThirtyThousandLinesIsRefusedNamingTheLimitAndChangesNothing() throws Exception {
        long t = tournament("ITALIAN_DRAW");
        Map<String, String> before = DataFingerprint.of(database);
        for (boolean dryRun : List.of(false, true)) {
            Response answer = importing(t, players(30_000), dryRun);
            assertEquals(400, answer.statusCode(), answer.asString());
            assertTrue(answer.contentType().startsWith("application/problem+json"), answer.contentType());
            assertEquals("/problems/csv-too-long", answer.jsonPath().getString("type"));
            assertEquals(CsvCheck.MAX_LINES, answer.jsonPath().getInt("limit"));
            assertEquals(30_000, answer.jsonPath().getInt("lines"));
            assertTrue(answer.jsonPath().getString("detail").contains(String.valueOf(CsvCheck.MAX_LINES)));
        }
        assertEquals(before, DataFingerprint.of(database), "a refused file changed the data");
    }

    @Test
    void aFileOfAsManyLinesAsTheLimitIsImportedWhole() {
        long t = tournament("ITALIAN_DRAW");
        Response answer = importing(t, players(CsvCheck.MAX_LINES), false);
        assertEquals(
                201,
                answer.statusCode(),
                answer.asString().substring(0, Math.min(500, answer.asString().length())));
        assertEquals(CsvCheck.MAX_LINES, answer.jsonPath().getList("entries").size());
    }

    @Test
    void registeringTwentyThousandNamesHoldsABoundedNumberOfLocks() {
        List<String> names =
                IntStream.range(0, 20_000).mapToObj(i -> "Name " + i).toList();
        long held = QuarkusTransaction.requiringNew().call(() -> {
            players.lockNames(names);
            return ((Number) entityManager
                            .createNativeQuery("select count(*) from pg_locks where locktype = 'advisory'"
                                    + " and pid = pg_backend_pid()")
                            .getSingleResult())
                    .longValue();
        });
        assertTrue(held <= 1024, held + " advisory locks held for 20,000 names");
    }
}
