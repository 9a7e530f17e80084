package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

@QuarkusTest
class TournamentDeletionTest {

    @Test
    void aTournamentWithEntriesButNoDrawIsDeletedWithItsEntries() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 3);
        given().delete("/api/tournaments/{id}", t).then().statusCode(204);
        given().get("/api/tournaments/{id}", t).then().statusCode(404);
        given().get("/api/tournaments/{id}/entries", t).then().statusCode(404);
    }

    @Test
    void aDrawnTournamentIsNotDeletedAndKeepsEverything() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 42);
        Answers.problem(given().delete("/api/tournaments/{id}", t), 409, "/problems/tournament-played");
        given().get("/api/tournaments/{id}", t).then().statusCode(200).body(Json.at("id", equalTo((int) t)));
        assertEquals(
                8,
                given().get("/api/tournaments/{id}/entries", t)
                        .jsonPath()
                        .getList("$")
                        .size());
    }

    @Test
    void deletingAnUnknownTournamentIsNotFound() {
        Answers.problem(given().delete("/api/tournaments/{id}", 987654321L), 404, "/problems/not-found");
    }
}
