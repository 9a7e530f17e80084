package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.json;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.stacks;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.math.BigDecimal;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.live.EventStream;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** docs/championships.md through the API: creating, attaching, refusing bad input without changing anything. */
@QuarkusTest
class ChampionshipResourceTest {

    @TestHTTPResource("/")
    URL base;

    private static final String SEASON = """
            {"name": "Campionato sociale", "season": "2026/27", "kind": "SEASON", "bestOf": null, "pointsByPlace": null}""";

    private static long championships() {
        return QuarkusTransaction.requiringNew().call(() -> Championship.count());
    }

    private static long evenings() {
        return QuarkusTransaction.requiringNew().call(() -> ChampionshipEvening.count());
    }

    @Test
    void aChampionshipIsCreatedReadAgainWhereItsLocationPointsAndListed() {
        var created = given().contentType(ContentType.JSON)
                .body(SEASON)
                .post("/api/championships")
                .then()
                .statusCode(201)
                .body(Json.at("kind", equalTo("SEASON")))
                .body(Json.at("season", equalTo("2026/27")))
                .body(Json.at("tournaments", hasSize(0)))
                .extract();
        long id = created.jsonPath().getLong("id");
        String location = created.header("Location");
        assertNotNull(location);
        given().get(location)
                .then()
                .statusCode(200)
                .body(Json.at("id", equalTo((int) id)))
                .body(Json.at("name", equalTo("Campionato sociale")));
        given().get("/api/championships").then().statusCode(200).body(Json.at("id", hasItem((int) id)));
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"Coppa\", \"season\": \"2026\"}")
                .post("/api/championships")
                .then()
                .statusCode(201)
                .body(Json.at("kind", equalTo("SEASON")));
    }

    @Test
    void theSeasonIsPublicToReadAndTheOrganizersToChange() {
        long id = Championships.create(SEASON);
        given().auth().none().get("/api/championships/{id}", id).then().statusCode(200);
        given().auth()
                .none()
                .get("/api/championships/{id}/standings", id)
                .then()
                .statusCode(200);
        given().auth()
                .none()
                .contentType(ContentType.JSON)
                .body(SEASON)
                .post("/api/championships")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
    }

    @Test
    void aBadKindOrANegativeBestOfIsRefusedAndNothingIsCreated() {
        long before = championships();
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body(SEASON.replace("\"SEASON\"", "\"LEAGUE\""))
                        .post("/api/championships"),
                400,
                "/problems/invalid-field");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(SEASON.replace("\"bestOf\": null", "\"bestOf\": -2"))
                                .post("/api/championships"),
                        400,
                        "/problems/validation")
                .body(Json.at("violations.field", contains("bestOf")));
        given().contentType(ContentType.JSON)
                .body(SEASON.replace("\"pointsByPlace\": null", "\"pointsByPlace\": [10, -1]"))
                .post("/api/championships")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body(SEASON.replace("\"pointsByPlace\": null", "\"pointsByPlace\": [10, 6.25]"))
                        .post("/api/championships"),
                400,
                "/problems/points-precision");
        assertEquals(before, championships());
    }

    @Test
    void anUnknownTournamentOrChampionshipIsNotFoundAndNothingChanges() {
        long id = Championships.create(SEASON);
        String before = json("/api/championships/" + id);
        long evenings = evenings();
        given().contentType(ContentType.JSON)
                .body("{\"tournament\": 987654321}")
                .post("/api/championships/{id}/tournaments", id)
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body(Json.at("resource", equalTo("tournament")));
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/championships/{id}/tournaments", id)
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().get("/api/championships/{id}/standings", 987654321)
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body(Json.at("resource", equalTo("championship")));
        assertEquals(before, json("/api/championships/" + id));
        assertEquals(evenings, evenings());
    }

    @Test
    void aTournamentBelongsToOneChampionshipAndIsRefusedTwice() {
        long first = Championships.create(SEASON);
        long second = Championships.create(SEASON);
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        attach(first, t);
        String firstBefore = json("/api/championships/" + first);
        String secondBefore = json("/api/championships/" + second);
        for (long c : List.of(first, second)) {
            Answers.problem(
                            given().contentType(ContentType.JSON)
                                    .body("{\"tournament\": " + t + "}")
                                    .post("/api/championships/{id}/tournaments", c),
                            409,
                            "/problems/tournament-in-championship")
                    .body(Json.at("championshipId", equalTo((int) first)));
        }
        assertEquals(firstBefore, json("/api/championships/" + first));
        assertEquals(secondBefore, json("/api/championships/" + second));

        given().delete("/api/championships/{id}/tournaments/{t}", first, t)
                .then()
                .statusCode(204);
        given().get("/api/championships/{id}", first).then().body(Json.at("tournaments", hasSize(0)));
        attach(second, t);
        given().get("/api/championships/{id}", second).then().body(Json.at("tournaments.tournament", contains((int)
                t)));
        given().delete("/api/championships/{id}/tournaments/{t}", first, t)
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void aHoldemEveningWithoutPointsOfItsOwnIsScoredByThePointsByPlace() {
        long without = Championships.create(SEASON);
        long holdem = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(holdem, 4);
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"tournament\": " + holdem + "}")
                        .post("/api/championships/{id}/tournaments", without),
                409,
                "/problems/evening-without-points");
        given().get("/api/championships/{id}", without).then().body(Json.at("tournaments", hasSize(0)));

        long scored =
                Championships.create(SEASON.replace("\"pointsByPlace\": null", "\"pointsByPlace\": [10, 6, 4, 1.5]"));
        attach(scored, holdem);
        // nobody is out yet: the four share first place, and so the points of places 1 to 4
        var table = Championships.standings(scored);
        assertEquals(
                List.of(new BigDecimal("5.38"), new BigDecimal("5.38"), new BigDecimal("5.38"), new BigDecimal("5.38")),
                Championships.decimals(table, "standings.total"));
        assertEquals(List.of(true, true, true, true), table.getList("standings.shared", Boolean.class));
    }

    @Test
    void aResultRecordedAtAnEveningIsAnnouncedOnTheChampionshipsStream() throws Exception {
        long id = Championships.create(SEASON);
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 4);
        attach(id, t);
        try (EventStream stream = EventStream.open(base + "api/championships/" + id + "/events", null)) {
            assertEquals(200, stream.status());
            closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 10_000, e.get(3), 5_000))
                    .statusCode(201);
            EventStream.Event event = stream.next("standings", Duration.ofSeconds(20));
            assertNotNull(event, "a standings event after the result");
            assertEquals("{\"championshipId\":" + id + "}", event.data());
            // a screen reconnecting from before the result is told it missed a change
            long missedFrom = Long.parseLong(event.id()) - 1;
            try (EventStream again =
                    EventStream.open(base + "api/championships/" + id + "/events", Long.toString(missedFrom))) {
                assertNotNull(again.next("standings", Duration.ofSeconds(20)));
            }
        }
        Answers.problem(
                given().queryParam("lastEventId", "soon").get("/api/championships/{id}/events", id),
                400,
                "/problems/invalid-last-event-id");
    }
}
