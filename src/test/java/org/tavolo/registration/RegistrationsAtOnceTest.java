package org.tavolo.registration;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;
import org.tavolo.testing.Race;

/**
 * docs/registration.md#at-the-same-moment: registrations and cancellations sent at once are served one after the
 * other, on the tournament's row lock, in a strict order.
 */
@QuarkusTest
class RegistrationsAtOnceTest {

    @Test
    void fiftyAtOnceForTheLastTenPlacesGiveTenRegisteredAndFortyWaitingThenTwentyCancellationsPromoteTwenty() {
        long t = Registrations.tournament("\"capacity\": 20");
        List<String> firstTokens = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            firstTokens.add(Registrations.register(t, Registrations.unique("Early " + i))
                    .path("token")
                    .asText());
        }
        String batch = Registrations.unique("At once");
        List<Race.Answer> made = Race.of(
                50,
                i -> () -> given().auth()
                        .none()
                        .contentType(ContentType.JSON)
                        .body("{\"name\": \"%s %d\", \"phone\": \"+39 333 %07d\"}".formatted(batch, i, i))
                        .post("/api/tournaments/{id}/registrations", t));
        assertTrue(made.stream().allMatch(a -> a.status() == 201), made.toString());

        List<JsonNode> answers = made.stream().map(a -> Json.of(a.body())).toList();
        List<JsonNode> registered = answers.stream()
                .filter(a -> a.path("status").asText().equals("REGISTERED"))
                .toList();
        assertEquals(10, registered.size());
        // a strict order: every one placed was served before every one waiting, and the list is 1 to 40 by arrival
        long lastPlaced =
                registered.stream().mapToLong(a -> a.path("id").asLong()).max().orElseThrow();
        List<JsonNode> waiting = answers.stream()
                .filter(a -> a.path("status").asText().equals("WAITING"))
                .sorted((a, b) ->
                        Long.compare(a.path("id").asLong(), b.path("id").asLong()))
                .toList();
        assertEquals(40, waiting.size());
        assertTrue(waiting.get(0).path("id").asLong() > lastPlaced);
        assertEquals(
                IntStream.rangeClosed(1, 40).boxed().toList(),
                waiting.stream().map(a -> a.path("waitingPosition").asInt()).toList());

        List<String> holders = new ArrayList<>(firstTokens);
        registered.forEach(a -> holders.add(a.path("token").asText()));
        List<Race.Answer> cancelled =
                Race.of(20, i -> () -> given().auth().none().post("/api/registrations/{token}/cancel", holders.get(i)));
        assertTrue(cancelled.stream().allMatch(Race.Answer::ok), cancelled.toString());

        for (int i = 0; i < 40; i++) {
            JsonNode now = Registrations.byToken(waiting.get(i).path("token").asText());
            assertEquals(i < 20 ? "REGISTERED" : "WAITING", now.path("status").asText(), "waiting n° " + (i + 1));
            assertEquals(i < 20 ? 0 : i - 19, now.path("waitingPosition").asInt(0));
        }
        long promotions = 0;
        for (JsonNode line : Api.get("/api/tournaments/{id}/audit?size=500", 200, t)) {
            promotions += line.path("action").asText().equals("registration-promoted") ? 1 : 0;
        }
        assertEquals(20, promotions);
    }
}
