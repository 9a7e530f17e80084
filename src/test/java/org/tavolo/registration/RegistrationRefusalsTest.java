package org.tavolo.registration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.registration.Registrations.named;
import static org.tavolo.registration.Registrations.registerAnyway;
import static org.tavolo.registration.Registrations.registerJson;
import static org.tavolo.registration.Registrations.unique;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.testing.Api;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * docs/registration.md#refusals and #matching: every bad registration, a closed tournament, a wrong token each answer
 * a problem document naming what was wrong and change nothing; a player is matched by card, else by name and
 * contact, never registered twice; a namesake without a matching contact is a new player flagged for the organizer.
 */
@QuarkusTest
class RegistrationRefusalsTest {

    @Inject
    RegistrationThrottle throttle;

    @Test
    void badRegistrationsClosedTournamentsAndWrongTokensAnswerProblemsAndChangeNothing() {
        long t = Registrations.tournament("\"capacity\": 2");
        long closed = Registrations.tournament(
                "\"registrationClosesAt\": \"%s\"".formatted(Instant.now().minusSeconds(60)));
        String kept = unique("Kept");
        String token = Registrations.register(t, kept).path("token").asText();
        Map<String, String> before = DataFingerprint.now();

        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("{}", "/problems/validation name");
        refused.put("{\"name\": \"  \", \"email\": \"a@example.org\"}", "/problems/validation name");
        refused.put(
                "{\"name\": \"" + "n".repeat(201) + "\", \"email\": \"a@example.org\"}", "/problems/validation name");
        refused.put(
                "{\"name\": \"N\", \"nickname\": \"" + "k".repeat(101) + "\", \"email\": \"a@example.org\"}",
                "/problems/validation nickname");
        refused.put("{\"name\": \"N\", \"email\": \"not an address\"}", "/problems/validation email");
        refused.put(
                "{\"name\": \"N\", \"email\": \"" + "e".repeat(195) + "@example.org\"}", "/problems/validation email");
        refused.put("{\"name\": \"N\", \"phone\": \"call me\"}", "/problems/validation phone");
        refused.put("{\"name\": \"N\", \"phone\": \"" + "1".repeat(41) + "\"}", "/problems/validation phone");
        refused.put(
                "{\"name\": \"N\", \"email\": \"a@example.org\", \"card\": \"" + "c".repeat(41) + "\"}",
                "/problems/validation card");
        refused.put("{\"name\": \"N\"}", "/problems/contact-required email");
        refused.put("{\"name\": \"N\", \"email\": \"\", \"phone\": \"\"}", "/problems/contact-required email");
        refused.put("{\"name\": \"N\", \"email\": \"a@example.org\", \"age\": 30}", "/problems/invalid-field age");
        refused.put("{\"name\": ", "/problems/malformed-json");
        List<String> wrong = new ArrayList<>();
        refused.forEach((body, expected) -> {
            Api.Answer answer = registerAnyway(t, body);
            JsonNode problem = Json.of(answer.body());
            String field = expected.contains(" ") ? expected.substring(expected.indexOf(' ') + 1) : null;
            boolean named = field == null || answer.body().contains("\"" + field + "\"");
            if (answer.status() != 400 || !problem.path("type").asText().equals(expected.split(" ")[0]) || !named) {
                wrong.add(body + " -> " + answer.status() + " " + answer.body());
            }
        });
        assertEquals(List.of(), wrong);

        Api.Answer late = registerAnyway(closed, "{\"name\": \"Late\", \"email\": \"late@example.org\"}");
        assertEquals(409, late.status(), late.body());
        assertEquals(
                "/problems/registrations-closed",
                Json.of(late.body()).path("type").asText());
        assertTrue(Json.of(late.body()).path("detail").asText().startsWith("Registration closed at"));
        Api.Answer twice = registerAnyway(
                t,
                "{\"name\": \"%s\", \"email\": \"%s@example.org\"}"
                        .formatted(kept, kept.replace(' ', '.').toLowerCase()));
        assertEquals(409, twice.status(), twice.body());
        assertEquals(
                "/problems/already-registered",
                Json.of(twice.body()).path("type").asText());

        // no enumeration: every token that opens nothing answers the same
        List<String> answers = new ArrayList<>();
        for (String guess : List.of(token.substring(1) + "A", "x", "0".repeat(43), token.toUpperCase() + "-")) {
            for (String path : List.of("", "/cancel", "/confirm")) {
                Api.Answer a = Api.asNobody()
                        .call(path.isEmpty() ? "GET" : "POST", "/api/registrations/{token}" + path, null, null, guess);
                answers.add(a.status() + " " + a.body());
            }
        }
        assertEquals(1, answers.stream().distinct().count(), answers.toString());
        assertTrue(answers.get(0).startsWith("404 ") && answers.get(0).contains("/problems/unknown-registration"));
        assertFalse(answers.get(0).contains(token));

        assertEquals(before, DataFingerprint.now());
        assertEquals("REGISTERED", Registrations.byToken(token).path("status").asText());
    }

    @Test
    void aPlayerIsMatchedByCardElseByNameAndContactAndANamesakeIsANewPlayerFlagged() {
        String name = unique("Giulia Neri");
        String email = name.replace(' ', '.').toLowerCase() + "@example.org";
        long first = Registrations.tournament("");
        registerJson(first, "{\"name\": \"%s\", \"email\": \"%s\", \"card\": \"T-%s\"}".formatted(name, email, name));
        long player = named(first, name).path("playerId").asLong();

        long second = Registrations.tournament("");
        registerJson(
                second, "{\"name\": \"%s\", \"email\": \"%s\"}".formatted(name.toUpperCase(), email.toUpperCase()));
        JsonNode byContact = named(second, name);
        assertEquals(player, byContact.path("playerId").asLong());
        assertFalse(byContact.path("namesake").asBoolean());

        Api.Answer sameByCard = registerAnyway(
                second, "{\"name\": \"Giulia\", \"phone\": \"333 123 4567\", \"card\": \"T-%s\"}".formatted(name));
        assertEquals(409, sameByCard.status(), sameByCard.body());
        assertEquals(
                "/problems/already-registered",
                Json.of(sameByCard.body()).path("type").asText());

        long third = Registrations.tournament("");
        registerJson(third, "{\"name\": \"%s\", \"phone\": \"+39 347 555 1212\"}".formatted(name));
        JsonNode namesake = named(third, name);
        assertTrue(namesake.path("namesake").asBoolean());
        assertTrue(namesake.path("playerId").asLong() != player);
        assertEquals("+39 347 555 1212", namesake.path("phone").asText());
    }

    @Test
    void anAddressMakesSoManyRegistrationsInAWindowThenWaits() {
        String address = "203.0.113." + System.nanoTime();
        for (int i = 0; i < 3; i++) {
            QuarkusTransaction.requiringNew().run(() -> throttle.count(address, 3, Duration.ofHours(1)));
        }
        ProblemException refused = org.junit.jupiter.api.Assertions.assertThrows(
                ProblemException.class,
                () -> QuarkusTransaction.requiringNew().run(() -> throttle.count(address, 3, Duration.ofHours(1))));
        assertEquals("/problems/too-many-registrations", refused.problem().type());
        assertEquals(429, refused.problem().status());
        QuarkusTransaction.requiringNew().run(() -> throttle.count(address, 3, Duration.ZERO));
    }

    @Test
    void withoutCheckInTheDrawEntersEveryoneHoldingAPlaceAndNoWaitingPlayer() {
        long t = Registrations.tournament("\"capacity\": 4");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            names.add(unique("Seat " + i));
            Registrations.register(t, names.get(i));
        }
        JsonNode draw = Api.post("/api/tournaments/{id}/draws", "{}", 201, t);
        assertEquals(4, draw.path("seated").asInt());
        assertEquals(0, draw.path("noShows").size());
        assertEquals(4, Api.get("/api/tournaments/{id}/entries", 200, t).size());
        assertEquals("WAITING", named(t, names.get(4)).path("status").asText());
        assertTrue(named(t, names.get(0)).path("entryId").isNumber());
    }
}
