package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Race;

/**
 * docs/championships.md: a championship form sent twice finds the championship of the same name
 * and season instead of making a second, also when the sends arrive at the same moment (a send
 * that finds no database connection free in time is refused with 503 and changes nothing).
 */
@QuarkusTest
class ChampionshipFormSentAtOnceTest {

    @Test
    void eightSendsOfTheSameChampionshipFormAtOnceMakeOneChampionship() {
        String name = "Campionato " + UUID.randomUUID().toString().substring(0, 8);
        // The organizer's password checked once before the race: sign-ins sent together each claim a try of the
        // sign-in throttle before their password is checked (docs/security.md), so eight first checks at once would
        // be refused past the free tries, whatever this test is about.
        given().get("/api/championships").then().statusCode(200);
        List<Race.Answer> answers = Race.of(
                8,
                i -> () -> given().contentType(ContentType.URLENC)
                        .redirects()
                        .follow(false)
                        .formParam("name", name)
                        .formParam("season", "2026/27")
                        .formParam("kind", "SEASON")
                        .post("/console/championships"));
        // 503 database-unavailable (no connection free within the pool's wait) changes nothing: a client sends again
        assertTrue(answers.stream().allMatch(a -> a.status() == 303 || a.status() == 503), answers.toString());
        assertTrue(answers.stream().anyMatch(a -> a.status() == 303), answers.toString());
        List<Long> made = Answers.json(given().get("/api/championships"), 200)
                .getList("findAll { it.name == '%s' }.id".formatted(name), Long.class);
        assertEquals(1, made.size(), "championships made: " + made);
    }
}
