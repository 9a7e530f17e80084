package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.CYCLE;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * Who entered a hand, a chip count, a ruling, a void or a table result is whoever signed in: the
 * organizer's username, or the director access's code and label, in the stored rows, in the answers
 * and in the audit trail. The requests carry no name of their own; one that still sends {@code by} is
 * refused like any unknown field and changes nothing.
 */
@QuarkusTest
class SignedInAuthorTest {

    @Inject
    DataSource dataSource;

    @Test
    void aDirectorsHandRulingCountAndTableResultNameTheAccessByCodeAndLabel() throws SQLException {
        long t = italianTableOfFour();
        Directors director = Directors.issue(t, 1);
        String author = director.code() + " (Table 1)";
        play(t, director::basic, author);
    }

    @Test
    void anOrganizersHandRulingCountVoidAndTableResultNameTheUsername() throws SQLException {
        long t = italianTableOfFour();
        long hand = play(t, RestAssured::given, TestOrganizer.USERNAME);

        JsonPath voided = given().contentType(ContentType.JSON)
                .body("{\"reason\": \"entered at the wrong table\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("voidedBy", equalTo(TestOrganizer.USERNAME)))
                .extract()
                .jsonPath();
        assertEquals("VOID", voided.getString("status"));
        assertEquals(List.of(TestOrganizer.USERNAME), column("select voided_by from hand_entry where id = ?", hand));
        assertEquals(
                List.of(TestOrganizer.USERNAME),
                column("select distinct recorded_by from chip_movement where hand_id = ? and kind = 'VOID'", hand));
        assertEquals(TestOrganizer.USERNAME, actorOf(t, "hand-voided"));
    }

    @Test
    void aRequestThatStillNamesItsAuthorIsRefusedAndChangesNothing() {
        long t = italianTableOfFour();
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "by": "Marco", "players": [
                          {"seat": 1, "contributed": 1000, "folded": false},
                          {"seat": 2, "contributed": 1000, "folded": true}]}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-field")))
                .body(Json.at("field", equalTo("by")));
        given().contentType(ContentType.JSON)
                .body("{\"by\": \"Marco\"}")
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(400)
                .body(Json.at("field", equalTo("by")));
        given().get("/api/tournaments/{id}/chips", t).then().statusCode(200).body(Json.at("inStacks", equalTo(80_000)));
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body(Json.at("size()", equalTo(0)));
    }

    /**
     * As {@code caller}: a hand held for a ruling, the ruling, a chip count and the close of the
     * game; each is checked to name {@code author}. Answers the hand's id.
     */
    private long play(long t, Supplier<RequestSpecification> caller, String author) throws SQLException {
        long hand = caller.get()
                .contentType(ContentType.JSON)
                .body(Bound.hand(t, 1, CYCLE.formatted(UUID.randomUUID())))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("PENDING_RULING")))
                .extract()
                .jsonPath()
                .getLong("hand");
        caller.get()
                .contentType(ContentType.JSON)
                .body(Bound.ruling(t, hand, "{\"pots\": [{\"pot\": \"main\", \"winners\": [1, 3]}]}"))
                .post("/api/tournaments/{id}/hands/{hand}/ruling", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("SETTLED")));
        String countId = UUID.randomUUID().toString();
        caller.get()
                .contentType(ContentType.JSON)
                .body(Bound.count(t, 1, """
                        {"countId": "%s", "reason": "recount", "counts": [{"seat": 4, "chips": 19500}]}""".formatted(countId)))
                .post("/api/tournaments/{id}/tables/1/chip-counts", t)
                .then()
                .statusCode(200)
                .body(Json.at("changesTotal", equalTo(true)));
        caller.get()
                .contentType(ContentType.JSON)
                .body(Bound.close(t, 1, "{}"))
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(201)
                .body(Json.at("recordedBy", equalTo(author)));

        assertEquals(List.of(author), column("select recorded_by from hand_entry where id = ?", hand));
        assertEquals(
                List.of(author),
                column(
                        "select distinct recorded_by from chip_movement where hand_id = ? and kind in ('HAND', 'RULING')",
                        hand));
        assertEquals(
                List.of(author),
                column("select distinct recorded_by from chip_movement where tournament_id = ? and kind = 'COUNT'", t));
        assertEquals(List.of(author), column("select recorded_by from chip_count where tournament_id = ?", t));
        assertEquals(List.of(author), column("select recorded_by from table_result where tournament_id = ?", t));
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("flagged[0].by", equalTo(author)));
        for (String action : List.of("hand-entered", "pot-ruled", "chips-counted", "table-result-recorded")) {
            assertEquals(author, actorOf(t, action), action);
        }
        return hand;
    }

    private static String actorOf(long t, String action) {
        return Answers.json(given().get("/api/tournaments/{id}/audit", t), 200)
                .getString("find { it.action == '" + action + "' }.actor");
    }

    private List<String> column(String sql, long id) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, id);
            try (ResultSet rows = s.executeQuery()) {
                List<String> values = new ArrayList<>();
                while (rows.next()) {
                    values.add(rows.getString(1));
                }
                return values;
            }
        }
    }
}
