package org.tavolo.entry;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.player;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

@QuarkusTest
class EntryResourceTest {

    private static int entryCount(long t) {
        return Api.sizeOf("/api/tournaments/{id}/entries", t);
    }

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void aRegisteredPlayerIsEnteredOnce() {
        long t = tournament("ITALIAN_DRAW");
        String name = unique("Mario Rossi");
        long p = player(name);
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(p))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(201)
                .body(Json.at("playerName", equalTo(name)))
                .body(Json.at("status", equalTo("ACTIVE")))
                .body(Json.at("finishingPlace", equalTo(null)))
                .body(Json.at("table", equalTo(null)));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"playerId\": %d}".formatted(p))
                                .post("/api/tournaments/{id}/entries", t),
                        409,
                        "/problems/already-entered")
                .body(Json.at("playerId", equalTo((int) p)));
        assertEquals(1, entryCount(t));
    }

    @Test
    void enteringAnUnknownPlayerIsNotFoundAndEntersNobody() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(Long.MAX_VALUE))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(404)
                .body(Json.at("resource", equalTo("player")));
        assertEquals(0, entryCount(t));
    }

    @Test
    void csvRegistersEveryLineAndReusesPlayersOfTheRegister() {
        long t = tournament("ITALIAN_DRAW");
        String known = unique("Anna Verdi");
        long existing = player(known);
        String luca = unique("Bianchi, Luca");
        String csv = """
                name,nickname,contact
                %s,Il Conte,mario@example.org
                "%s",,
                %s
                """.formatted(unique("Mario Rossi"), luca, known);
        JsonPath entered = Answers.json(
                given().contentType("text/csv").body(csv).post("/api/tournaments/{id}/entries/csv", t), 201);
        assertEquals(3, entered.getList("entries").size());
        assertEquals("Il Conte", entered.getString("entries[0].nickname"));
        assertEquals(luca, entered.getString("entries[1].playerName"));
        assertEquals(existing, entered.getLong("entries[2].playerId"));
        assertEquals("created", entered.getString("lines[0].outcome"));
        assertEquals("matched existing id " + existing, entered.getString("lines[2].message"));
        assertEquals(3, entryCount(t));
    }

    @Test
    void csvWithBadLinesReportsEachLineAndStoresNothing() {
        long t = tournament("ITALIAN_DRAW");
        String twice = unique("Carla Neri");
        String csv =
                String.join("\n", unique("Good Player"), ",nick only", twice, twice, "a,b,c,d,e", "\"unclosed", "");
        Map<String, String> before = DataFingerprint.now();
        Answers.problem(
                        given().contentType("text/csv").body(csv).post("/api/tournaments/{id}/entries/csv", t),
                        400,
                        "/problems/invalid-csv")
                .body(Json.at("lines.line", equalTo(List.of(2, 4, 5, 6))))
                .body(Json.at("lines[0].reason", equalTo("the name is empty")))
                .body(Json.at("lines[1].reason", equalTo("the same player as line 3")))
                .body(Json.at("lines[2].reason", equalTo("has 5 fields; expected name, nickname, contact, card")))
                .body(Json.at("lines[3].reason", equalTo("a quoted field is not closed")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void csvAfterTheDrawIsRefused() {
        long t = tournament("CHINESE_POKER");
        given().contentType("text/csv")
                .body(unique("A") + "\n" + unique("B") + "\n")
                .post("/api/tournaments/{id}/entries/csv", t)
                .then()
                .statusCode(201);
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201);
        Answers.problem(
                given().contentType("text/csv").body(unique("C")).post("/api/tournaments/{id}/entries/csv", t),
                409,
                "/problems/registration-closed");
        assertEquals(2, entryCount(t));
    }

    @Test
    void anEmptyCsvIsABadRequest() {
        long t = tournament("ITALIAN_DRAW");
        Answers.problem(
                given().contentType("text/csv")
                        .body("name,nickname,contact\n\n")
                        .post("/api/tournaments/{id}/entries/csv", t),
                400,
                "/problems/empty-csv");
        assertEquals(0, entryCount(t));
    }

    @Test
    void anEntryCanBeWithdrawnBeforeTheDrawButNotAfter() {
        long t = tournament("CHINESE_POKER");
        long first = given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(player(unique("W"))))
                .post("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getLong("id");
        given().delete("/api/tournaments/{id}/entries/{e}", t, first).then().statusCode(204);
        assertEquals(0, entryCount(t));
        for (int i = 0; i < 3; i++) {
            given().contentType(ContentType.JSON)
                    .body("{\"playerId\": %d}".formatted(player(unique("X"))))
                    .post("/api/tournaments/{id}/entries", t)
                    .then()
                    .statusCode(201);
        }
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201);
        long seated = given().get("/api/tournaments/{id}/entries", t).jsonPath().getLong("[0].id");
        Answers.problem(
                given().delete("/api/tournaments/{id}/entries/{e}", t, seated), 409, "/problems/registration-closed");
        assertEquals(3, entryCount(t));
        given().get("/api/tournaments/{id}/entries", t).then().body(Json.at("table", hasItem(1)));
    }

    @Test
    void lateRegistrationClosesWhenItsLevelIsOver() {
        long t = tournament("TEXAS_HOLDEM");
        String settings = given().get("/api/tournaments/{id}/settings", t).asString();
        given().contentType(ContentType.JSON)
                .body(settings.replace("\"lateRegistrationUntilLevel\":null", "\"lateRegistrationUntilLevel\":1"))
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200);
        FloorFixtures.entries(t, 5);
        FloorFixtures.draw(t, 3);
        Evenings.clock(t, "start");
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(player(unique("Just in time"))))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(201)
                .body(Json.at("late", equalTo(true)))
                .body(Json.at("table", equalTo(1)));
        Evenings.clock(t, "next");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"playerId\": %d}".formatted(player(unique("Too late"))))
                                .post("/api/tournaments/{id}/entries", t),
                        409,
                        "/problems/registration-closed")
                .body(Json.at("detail", equalTo("Late registration closed at the end of level 1.")));
        assertEquals(6, entryCount(t));
    }
}
