package org.tavolo.registration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.registration.Registrations.byToken;
import static org.tavolo.registration.Registrations.named;
import static org.tavolo.registration.Registrations.onPage;
import static org.tavolo.registration.Registrations.organizer;
import static org.tavolo.registration.Registrations.register;
import static org.tavolo.registration.Registrations.unique;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Api;
import org.tavolo.testing.Waiting;

/**
 * docs/registration.md: an evening from the first registration to the draw. A cap of four places and a waiting
 * list; a cancellation promotes the first waiting at once; check-in at the door; the draw seats only who came, a
 * present waiting player in the place a no-show freed, and says so; the no-show is counted in the player's history.
 */
@QuarkusTest
class RegistrationEveningTest {

    @Test
    void theWaitingListMovesByItselfAndTheDrawSeatsOnlyWhoCame() {
        long t = Registrations.tournament("\"capacity\": 4, \"checkIn\": true");
        List<String> names = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (String who : List.of("Anna", "Bruno", "Carla", "Dario", "Elia", "Fede")) {
            String name = unique(who);
            JsonNode made = register(t, name);
            names.add(name);
            tokens.add(made.path("token").asText());
            assertEquals(
                    RegistrationService.PAGE + made.path("token").asText(),
                    made.path("pageUrl").asText());
        }
        // four places, then the waiting list in the order of arrival
        assertEquals("REGISTERED", byToken(tokens.get(3)).path("status").asText());
        JsonNode fede = byToken(tokens.get(5));
        assertEquals("WAITING", fede.path("status").asText());
        assertEquals(2, fede.path("waitingPosition").asInt());
        assertEquals(t, fede.path("tournament").path("id").asLong());

        // the public sees names and counts, never a contact
        String shown = Api.asNobody().send("GET", "/api/tournaments/{id}/registrations/public", null, null, 200, t);
        assertTrue(shown.contains(names.get(0)), shown);
        assertFalse(shown.contains("@"), shown);
        assertEquals(
                4,
                Api.asNobody()
                        .get("/api/tournaments/{id}/registrations/public", 200, t)
                        .path("counts")
                        .path("registered")
                        .asInt());

        // Anna cancels: Elia, first waiting, has her place at once; Fede moves up
        assertEquals("CANCELLED", onPage(tokens.get(0), "cancel").path("status").asText());
        assertEquals("REGISTERED", byToken(tokens.get(4)).path("status").asText());
        assertEquals(1, byToken(tokens.get(5)).path("waitingPosition").asInt());

        // Bruno confirms; at the door Bruno, Carla and Dario come, and Fede though waiting; Elia does not come
        assertEquals(
                "CONFIRMED", onPage(tokens.get(1), "confirm").path("status").asText());
        for (int i = 1; i <= 3; i++) {
            JsonNode in = organizer(t, named(t, names.get(i)).path("id").asLong(), "check-in");
            assertEquals("CHECKED_IN", in.path("status").asText());
            assertTrue(in.path("entryId").isNumber(), in.toString());
        }
        JsonNode fedeIn = Api.post(
                "/api/tournaments/{id}/registrations/check-in", "{\"token\": \"%s\"}".formatted(tokens.get(5)), 200, t);
        assertEquals("WAITING", fedeIn.path("status").asText());
        assertTrue(fedeIn.path("present").asBoolean());
        JsonNode counts = Api.asNobody()
                .get("/api/tournaments/{id}/registrations/public", 200, t)
                .path("counts");
        assertEquals(
                List.of(4, 1, 4, 1),
                List.of(
                        counts.path("registered").asInt(),
                        counts.path("confirmed").asInt(),
                        counts.path("present").asInt(),
                        counts.path("waiting").asInt()));

        // the confirmation before the draw says it in numbers, and the draw does it
        JsonNode outlook = Api.get("/api/tournaments/{id}/registrations/draw-outlook", 200, t);
        assertEquals(4, outlook.path("seated").asInt());
        assertEquals(names.get(4), outlook.path("noShows").get(0).asText());
        assertEquals(names.get(5), outlook.path("fromWaiting").get(0).asText());
        JsonNode draw = Api.post("/api/tournaments/{id}/draws", "{}", 201, t);
        assertEquals(4, draw.path("seated").asInt());
        assertEquals(List.of(names.get(4)), texts(draw.path("noShows")));
        List<String> entered = new ArrayList<>();
        Api.get("/api/tournaments/{id}/entries", 200, t)
                .forEach(e -> entered.add(e.path("playerName").asText()));
        assertEquals(
                List.of(names.get(1), names.get(2), names.get(3), names.get(5)),
                entered.stream()
                        .sorted((a, b) -> names.indexOf(a) - names.indexOf(b))
                        .toList());
        assertEquals("NO_SHOW", byToken(tokens.get(4)).path("status").asText());
        assertEquals("CHECKED_IN", byToken(tokens.get(5)).path("status").asText());

        // the register keeps the no-show: beside the name at the next evening
        long next = Registrations.tournament("");
        register(next, names.get(4));
        assertEquals(1, named(next, names.get(4)).path("recentNoShows").asInt());
    }

    @Test
    void aRegistrationUnconfirmedAtTheDeadlineMovesOutAndTheFirstWaitingMovesUp() {
        long t = Registrations.tournament("\"capacity\": 2");
        String confirmed =
                Registrations.register(t, unique("Sure")).path("token").asText();
        String silent =
                Registrations.register(t, unique("Silent")).path("token").asText();
        String waiting = Registrations.register(t, unique("Next")).path("token").asText();
        onPage(confirmed, "confirm");
        Instant deadline = Instant.now().plusMillis(300);
        Api.send(
                "PATCH",
                "/api/tournaments/{id}/settings",
                "application/merge-patch+json",
                "{\"confirmationFrom\": \"%s\", \"confirmationDeadline\": \"%s\"}"
                        .formatted(deadline.minusSeconds(86_400), deadline),
                200,
                t);
        JsonNode asked = byToken(silent);
        assertTrue(asked.path("confirmationAsked").asBoolean() || Instant.now().isAfter(deadline), asked.toString());
        Waiting.until(
                "the unconfirmed registration moves out at the deadline",
                Duration.ofSeconds(10),
                () -> byToken(silent).path("status").asText().equals("CANCELLED"));
        assertEquals("REGISTERED", byToken(waiting).path("status").asText());
        assertEquals("CONFIRMED", byToken(confirmed).path("status").asText());
        assertEquals("UNCONFIRMED", Registrations.list(t).get(1).path("ended").asText());
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }
}
