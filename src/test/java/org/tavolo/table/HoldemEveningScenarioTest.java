package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.eliminate;
import static org.tavolo.table.FloorFixtures.tables;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * A Hold'em evening on the floor, told as a story: 23 players registered from a CSV file, drawn at
 * three tables, the clock started, then players bust one after another until the final table.
 */
@QuarkusTest
class HoldemEveningScenarioTest {

    @Test
    void aHoldemEveningFromRegistrationToTheFinalTable() {
        long t = tournament("TEXAS_HOLDEM");
        // the club format of 003: tables of up to 11 and a final table of 11 (the preset seats 9)
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");

        // The organizer pastes the sign-up sheet.
        StringBuilder csv = new StringBuilder("name,nickname,contact\n");
        for (int i = 1; i <= 23; i++) {
            csv.append("Giocatore ")
                    .append(i)
                    .append(' ')
                    .append(UUID.randomUUID().toString(), 0, 6)
                    .append(",,\n");
        }
        List<Long> entries = Answers.json(
                        given().contentType("text/csv")
                                .body(csv.toString())
                                .post("/api/tournaments/{id}/entries/csv", t),
                        201)
                .getList("entries.id", Long.class);
        assertEquals(23, entries.size());

        // The draw: three tables of 8, 8 and 7; registration closes.
        JsonPath drawn = FloorFixtures.draw(t, 2026);
        assertEquals(List.of(8, 8, 7), drawn.getList("tablePlan", Integer.class));
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(FloorFixtures.player("Too late")))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(409);

        // The clock starts at 25/50; the room sees 23 players and an average of 6,000.
        Evenings.clock(t, "start");
        JsonPath clock = given().get("/api/tournaments/{id}/clock", t).jsonPath();
        assertEquals(50, clock.getInt("bigBlind"));
        assertEquals(23, clock.getInt("playersLeft"));
        assertEquals(6_000, clock.getLong("averageStack"));

        // Players bust one by one, always at table 1: table 3 breaks at once, then the floor keeps two tables balanced.
        List<Integer> tableCounts = new ArrayList<>();
        int place = 23;
        while (place > 11) {
            long out = tables(t).getLong("[0].seats[0].entryId");
            eliminate(out, place--);
            given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
            List<Integer> sizes = tables(t).getList("players", Integer.class);
            assertTrue(
                    sizes.stream().mapToInt(Integer::intValue).max().getAsInt()
                                    - sizes.stream()
                                            .mapToInt(Integer::intValue)
                                            .min()
                                            .getAsInt()
                            <= 1,
                    sizes.toString());
            tableCounts.add(sizes.size());
        }
        assertEquals(2, tableCounts.get(0), "22 players fit at two tables of 11: table 3 breaks at the first bust");
        assertEquals(1, tableCounts.get(tableCounts.size() - 1));

        // Eleven left: one final table, everyone redrawn, nobody seated twice.
        JsonPath finalTable = tables(t);
        assertEquals(1, finalTable.getList("$").size());
        List<Long> seated = finalTable.getList("[0].seats.entryId", Long.class);
        assertEquals(11, seated.size());
        assertEquals(11, new HashSet<>(seated).size());
        assertEquals(
                11, given().get("/api/tournaments/{id}/clock", t).jsonPath().getInt("playersLeft"));
        assertEquals(
                12_545, given().get("/api/tournaments/{id}/clock", t).jsonPath().getLong("averageStack"));

        // Every move was announced, and the trail tells the story.
        List<String> reasons =
                given().get("/api/tournaments/{id}/moves", t).jsonPath().getList("reason", String.class);
        assertTrue(reasons.containsAll(List.of("TABLE_BREAK", "BALANCE", "FINAL_TABLE")), reasons.toString());
        assertEquals("FINAL_TABLE", reasons.get(0));
        given().get("/api/tournaments/{id}/audit", t)
                .then()
                .body(containsString("final-table"))
                .body(containsString("table-broken"));
    }
}
