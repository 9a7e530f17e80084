package org.tavolo.audit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

@QuarkusTest
class AuditResourceTest {

    @Test
    void everyChangeIsRecordedWithItsActorAndTime() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 4);
        Evenings.clock(t, "start");
        JsonPath trail = Answers.json(given().get("/api/tournaments/{id}/audit", t), 200);
        List<String> actions = trail.getList("action", String.class);
        assertEquals("clock-started", actions.get(0));
        assertEquals("seats-drawn", actions.get(1));
        assertEquals(6, actions.stream().filter("player-entered"::equals).count());
        assertEquals("tournament-announced", actions.get(actions.size() - 1));
        assertTrue(trail.getList("actor", String.class).stream().allMatch(TestOrganizer.USERNAME::equals));
        assertTrue(trail.getString("[1].detail").contains("seed 4"), trail.getString("[1].detail"));
        assertTrue(trail.getList("occurredAt").stream().allMatch(a -> a != null));
    }

    @Test
    void aRefusedCallLeavesNoTrace() {
        long t = tournament("TEXAS_HOLDEM");
        int before = Api.sizeOf("/api/tournaments/{id}/audit", t);
        given().post("/api/tournaments/{id}/clock/pause", t).then().statusCode(409);
        assertEquals(before, Api.sizeOf("/api/tournaments/{id}/audit", t));
    }

    @Test
    void clubTrailListsPlayerRegistrations() {
        entries(tournament("ITALIAN_DRAW"), 1);
        given().get("/api/audit?limit=50").then().statusCode(200).body(Json.at("action", hasItem("player-registered")));
        given().get("/api/audit?limit=0").then().statusCode(400).body(Json.at("field", equalTo("limit")));
    }

    @Test
    void trailOfAnUnknownTournamentIsNotFound() {
        given().get("/api/tournaments/{id}/audit", Long.MAX_VALUE).then().statusCode(404);
    }
}
