package org.tavolo.registration;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.UUID;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;

/** Registration as the tests send it: the public's doors as nobody, the organizer's as the test organizer. */
final class Registrations {

    private Registrations() {}

    /** A new Italian tournament with these registration settings (a merge patch's fields, without braces). */
    static long tournament(String settings) {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        if (!settings.isBlank()) {
            Api.send(
                    "PATCH",
                    "/api/tournaments/{id}/settings",
                    "application/merge-patch+json",
                    "{" + settings + "}",
                    200,
                    t);
        }
        return t;
    }

    /** A name no other test uses. */
    static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Registers {@code name} with an e-mail of its own; the answer (201). */
    static JsonNode register(long t, String name) {
        return registerJson(
                t,
                "{\"name\": \"%s\", \"email\": \"%s@example.org\"}"
                        .formatted(name, name.replace(' ', '.').toLowerCase()));
    }

    static JsonNode registerJson(long t, String json) {
        return Api.asNobody().post("/api/tournaments/{id}/registrations", json, 201, t);
    }

    static Api.Answer registerAnyway(long t, String json) {
        return Api.asNobody().call("POST", "/api/tournaments/{id}/registrations", "application/json", json, t);
    }

    static JsonNode byToken(String token) {
        return Api.asNobody().get("/api/registrations/{token}", 200, token);
    }

    static JsonNode onPage(String token, String what) {
        return Api.asNobody().post("/api/registrations/{token}/" + what, "", 200, token);
    }

    /** The organizer's list. */
    static JsonNode list(long t) {
        return Api.get("/api/tournaments/{id}/registrations", 200, t);
    }

    static JsonNode organizer(long t, long rid, String what) {
        return Api.post("/api/tournaments/{id}/registrations/{rid}/" + what, "", 200, t, rid);
    }

    /** The organizer's view of one registration, found by its player's name. */
    static JsonNode named(long t, String name) {
        for (JsonNode r : list(t)) {
            if (r.path("name").asText().equals(name)) {
                return r;
            }
        }
        throw new AssertionError(name + " is not registered for tournament " + t);
    }
}
