package org.tavolo.common.paging;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** Long lists come a page at a time: 100 rows unless asked, never more than 1000. */
@QuarkusTest
class PagingTest {

    @Test
    void theAuditTrailComesAPageAtATimeNewestFirst() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 3);
        List<Long> all =
                Answers.json(given().get("/api/tournaments/{id}/audit", t), 200).getList("id", Long.class);
        assertTrue(all.size() >= 4);
        List<Long> pages = new ArrayList<>();
        for (int page = 0; page * 2 < all.size(); page++) {
            pages.addAll(Answers.json(
                            given().queryParam("page", page)
                                    .queryParam("size", 2)
                                    .get("/api/tournaments/{id}/audit", t),
                            200)
                    .getList("id", Long.class));
        }
        assertEquals(all, pages);
    }

    @Test
    void theRegisterListsAtMostAHundredPlayersUnlessAsked() {
        for (int i = 0; i < 101; i++) {
            FloorFixtures.player("Paged " + i + " " + System.nanoTime());
        }
        given().get("/api/players").then().statusCode(200).body(Json.at("size()", equalTo(100)));
        given().get("/api/players?size=101").then().statusCode(200).body(Json.at("size()", equalTo(101)));
    }

    @Test
    void aPageSizeOutOfBoundsIsRefusedNamingTheParameter() {
        given().get("/api/tournaments?size=1001").then().statusCode(400).body(Json.at("field", equalTo("size")));
        given().get("/api/players?size=0").then().statusCode(400).body(Json.at("field", equalTo("size")));
        given().get("/api/tournaments/{id}/audit?page=-1", FloorFixtures.tournament("ITALIAN_DRAW"))
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("field", equalTo("page")));
    }
}
