package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import com.fasterxml.jackson.databind.JsonNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * docs/security.md#who-may-correct-or-void on the API's doors: a director voids only an entry he recorded himself (a
 * penalty, the last deal of a Chinese match); another director's or the organizer's is refused 403 {@code not-own-entry}
 * and changes nothing; a hand named by id and a table result are the organizer's.
 */
@QuarkusTest
class DirectorsVoidOnlyTheirOwnEntriesTest {

    private static final String REASON = "{\"reason\": \"registrata per sbaglio\"}";
    /** A deal's void as a table's director sends it, naming the match it was made in. */
    private static final String DEAL_VOID = "{\"reason\": \"registrata per sbaglio\", \"gameNumber\": 1}";

    @Inject
    AgroalDataSource database;

    /** The answer of each penalty given, by its id: its void names the players it moved chips of. */
    private static final Map<Long, JsonNode> GIVEN = new java.util.concurrent.ConcurrentHashMap<>();

    /** 500 out of play from the player at seat 1, given by {@code as}; answers the penalty's id. */
    private static long penalty(long t, RequestSpecification as) {
        long entry = FloorFixtures.tables(t).getLong("[0].seats.find { it.seat == 1 }.entryId");
        JsonNode answer = Json.of(Answers.text(
                as.contentType(ContentType.JSON)
                        .body(Bound.penalty(t, 1, """
                        {"entryId": "%s", "entry": %d, "to": "OUT_OF_PLAY", "chips": 500, "reason": "carte scoperte"}""".formatted(UUID.randomUUID(), entry)))
                        .post("/api/tournaments/{id}/tables/1/penalties", t),
                200));
        long id = answer.path("penalty").asLong();
        GIVEN.put(id, answer);
        return id;
    }

    /** The void of penalty {@code p} as a table's director sends it, bound to the table as it is now. */
    private static String voidOf(long t, long p) {
        return Bound.penaltyVoid(t, 1, GIVEN.get(p), REASON);
    }

    private void refusedAndNothingChanged(RequestSpecification as, String body, String path, Object... params)
            throws Exception {
        Map<String, String> before = DataFingerprint.of(database);
        Answers.problem(as.contentType(ContentType.JSON).body(body).post(path, params), 403, "/problems/not-own-entry");
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void aDirectorCannotVoidAnotherDirectorsPenalty() throws Exception {
        long t = italianTableOfFour();
        Directors marco = Directors.issue(t, 1);
        long given = penalty(t, marco.basic());

        refusedAndNothingChanged(
                Directors.issue(t, 1).basic(),
                voidOf(t, given),
                "/api/tournaments/{id}/tables/1/penalties/{p}/void",
                t,
                given);
        refusedAndNothingChanged(
                Directors.issue(t, null).basic(),
                voidOf(t, given),
                "/api/tournaments/{id}/tables/1/penalties/{p}/void",
                t,
                given);

        marco.basic()
                .contentType(ContentType.JSON)
                .body(voidOf(t, given))
                .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, given)
                .then()
                .statusCode(200)
                .body(Json.at("voided", equalTo(true)));
    }

    @Test
    void aDirectorCannotVoidTheOrganizersPenaltyButTheOrganizerVoidsADirectorsOne() throws Exception {
        long t = italianTableOfFour();
        Directors marco = Directors.issue(t, 1);
        long organizers = penalty(t, given());

        refusedAndNothingChanged(
                marco.basic(),
                voidOf(t, organizers),
                "/api/tournaments/{id}/tables/1/penalties/{p}/void",
                t,
                organizers);

        long marcos = penalty(t, marco.basic());
        given().contentType(ContentType.JSON)
                .body(REASON)
                .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, marcos)
                .then()
                .statusCode(200);
    }

    /** Deal 1 of a two-player match (docs/results.md#deal-by-deal): Anna's hands and Bruno's. */
    private static String deal(List<Long> entries) {
        return """
                {"entryId": "%s", "players": [
                 {"entry": %d, "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                  "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]},
                 {"entry": %d, "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                  "third": ["4h","4s","Jd","9h","2d"], "tokens": [2, 3, 0]}]}""".formatted(UUID.randomUUID(), entries.get(0), entries.get(1));
    }

    @Test
    void aDirectorCannotVoidAChineseDealAnotherDirectorStored() throws Exception {
        long t = Evenings.drawn("CHINESE_POKER", 2);
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        Directors marco = Directors.issue(t, 1);
        marco.basic()
                .contentType(ContentType.JSON)
                .body(Bound.deal(t, deal(entries)))
                .post("/api/tournaments/{id}/tables/1/matches/1/deals/1", t)
                .then()
                .statusCode(201);

        refusedAndNothingChanged(
                Directors.issue(t, 1).basic(), DEAL_VOID, "/api/tournaments/{id}/tables/1/matches/1/deals/1/void", t);

        marco.basic()
                .contentType(ContentType.JSON)
                .body(DEAL_VOID)
                .post("/api/tournaments/{id}/tables/1/matches/1/deals/1/void", t)
                .then()
                .statusCode(200);
    }
}
