package org.tavolo.clock;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.clock.ClockResourceTest.clock;
import static org.tavolo.clock.ClockResourceTest.startedAndPaused;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Race;
import org.tavolo.testing.Race.Answer;

/**
 * Clock buttons pressed together on the clock each organizer saw (its {@code version}): the clock
 * moves once, and every other press is told to reload (409 clock-changed). A paused clock stands
 * still, so the figures compared are exact.
 */
@QuarkusTest
class ClockButtonsPressedTogetherTest {

    private static final int THREADS = 8;

    private static void assertOneAppliedOthersToldToReload(List<Answer> answers) {
        assertEquals(1, answers.stream().filter(Answer::ok).count(), answers.toString());
        answers.stream()
                .filter(a -> !a.ok())
                .forEach(a -> assertTrue(a.status() == 409 && a.body().contains("clock-changed"), a.toString()));
    }

    @Test
    void nextPressedEightTimesOnTheSameClockAdvancesExactlyOneLevel() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        for (int round = 0; round < 3; round++) {
            JsonPath seen = clock(t);
            long version = seen.getLong("version");
            List<Answer> answers = Race.of(
                    THREADS,
                    i -> () -> given().queryParam("version", version).post("/api/tournaments/{id}/clock/next", t));
            assertOneAppliedOthersToldToReload(answers);
            JsonPath after = clock(t);
            assertEquals(seen.getInt("periodIndex") + 1, after.getInt("periodIndex"));
            assertTrue(after.getLong("version") > version);
        }
    }

    @Test
    void addTimeSixtyPressedEightTimesOnTheSameClockAddsSixtySecondsOnce() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        JsonPath seen = clock(t);
        long version = seen.getLong("version");
        List<Answer> answers = Race.of(
                THREADS,
                i -> () -> given().contentType(ContentType.JSON)
                        .queryParam("version", version)
                        .body("{\"seconds\": 60}")
                        .post("/api/tournaments/{id}/clock/add-time", t));
        assertOneAppliedOthersToldToReload(answers);
        assertEquals(seen.getLong("secondsLeft") + 60, clock(t).getLong("secondsLeft"));
    }

    @Test
    void aButtonPressedWithoutAVersionIsAppliedOncePerPressEvenWhenPressedTogether() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        int before = clock(t).getInt("periodIndex");
        List<Answer> answers = Race.of(4, i -> () -> given().post("/api/tournaments/{id}/clock/next", t));
        assertEquals(4, answers.stream().filter(Answer::ok).count(), answers.toString());
        assertEquals(before + 4, clock(t).getInt("periodIndex"));
    }
}
