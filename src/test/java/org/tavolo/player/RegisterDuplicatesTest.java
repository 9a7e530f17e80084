package org.tavolo.player;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** The club register holds each person once, unless the director says a namesake is someone else. */
@QuarkusTest
class RegisterDuplicatesTest {

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 8);
    }

    private static long countNamed(String name) {
        JsonNode players = Json.of(
                given().get("/api/players?size=1000").then().statusCode(200).extract());
        long named = 0;
        for (JsonNode player : players) {
            named += name.equals(player.path("name").textValue()) ? 1 : 0;
        }
        return named;
    }

    private static JsonPath register(Map<String, String> body, String query) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/players" + query)
                .jsonPath();
    }

    @Test
    void registeringTheSameNameAndNicknameAgainAnswersTheExistingPlayer() {
        String name = unique("Giulia Bianchi");
        long first = register(Map.of("name", name, "nickname", "Giugi"), "").getLong("id");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(Map.of("name", name.toUpperCase(), "nickname", "giugi"))
                                .post("/api/players"),
                        409,
                        "/problems/duplicate-player")
                .body(Json.at("existing.id", equalTo((int) first)));
        assertEquals(1, countNamed(name));
    }

    @Test
    void aNamesakeIsCreatedWhenTheDirectorSaysSo() {
        String name = unique("Marco Neri");
        long first = register(Map.of("name", name), "").getLong("id");
        long second = Answers.id(
                given().contentType(ContentType.JSON)
                        .body(Map.of("name", name))
                        .queryParam("createAnyway", true)
                        .post("/api/players"),
                201);
        assertNotEquals(first, second);
        assertEquals(2, countNamed(name));
    }

    @Test
    void concurrentImportsOfTheSameNamesRegisterEachNameOnce() throws Exception {
        List<String> names = List.of(unique("Anna Rossi"), unique("Bruno Verdi"), unique("Carla Blu"));
        String csv = String.join("\n", names) + "\n";
        List<Long> tournaments = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tournaments.add(FloorFixtures.tournament("ITALIAN_DRAW"));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (long t : tournaments) {
                answers.add(pool.submit(() -> given().contentType("text/csv")
                        .body(csv)
                        .post("/api/tournaments/{id}/entries/csv", t)
                        .then()
                        .extract()
                        .statusCode()));
            }
            for (Future<Integer> answer : answers) {
                assertEquals(201, answer.get());
            }
        } finally {
            pool.shutdown();
        }
        for (String name : names) {
            assertEquals(1, countNamed(name), name);
        }
    }

    @Test
    void aCsvLineWithoutNicknameMatchesTheOnlyPlayerOfThatName() {
        String name = unique("Giulia Bianchi");
        long existing = register(Map.of("name", name, "nickname", "Giugi"), "").getLong("id");
        String newcomer = unique("Paolo Gialli");
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        JsonPath report = Answers.json(
                given().contentType("text/csv")
                        .body(name + "\n" + newcomer + "\n")
                        .post("/api/tournaments/{id}/entries/csv", t),
                201);
        assertEquals("matched", report.getString("lines[0].outcome"));
        assertEquals(existing, report.getLong("lines[0].playerId"));
        assertEquals("matched existing id " + existing, report.getString("lines[0].message"));
        assertEquals("created", report.getString("lines[1].outcome"));
        assertEquals(2, report.getList("entries").size());
        assertEquals(1, countNamed(name));
    }

    @Test
    void theSamePlayerCannotBeEnteredTwiceEvenAtTheSameMoment() throws Exception {
        long player = FloorFixtures.player(unique("Doppio"));
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<io.restassured.response.Response>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                answers.add(pool.submit(() -> given().contentType(ContentType.JSON)
                        .body(Map.of("playerId", player))
                        .post("/api/tournaments/{id}/entries", t)));
            }
            int created = 0;
            for (Future<io.restassured.response.Response> answer : answers) {
                io.restassured.response.Response r = answer.get();
                if (r.statusCode() == 201) {
                    created++;
                } else {
                    assertEquals(409, r.statusCode());
                    assertEquals("/problems/already-entered", r.jsonPath().getString("type"));
                }
            }
            assertEquals(1, created);
        } finally {
            pool.shutdown();
        }
        given().get("/api/tournaments/{id}/entries", t).then().body(Json.at("size()", equalTo(1)));
    }
}
