package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;

/** A club evening as the screens show it: a named tournament and players with real-looking names. */
final class RoomFixtures {

    private static final String[] FIRST = {
        "Marco",
        "Giulia",
        "Luca",
        "Sara",
        "Paolo",
        "Chiara",
        "Andrea",
        "Elena",
        "Davide",
        "Francesca",
        "Matteo",
        "Anna",
        "Stefano",
        "Laura",
        "Roberto",
        "Silvia",
        "Giorgio",
        "Marta"
    };
    private static final String[] LAST = {
        "Rossi",
        "Bianchi",
        "Esposito",
        "Romano",
        "Colombo",
        "Ricci",
        "Marino",
        "Greco",
        "Bruno",
        "Gallo",
        "Conti",
        "De Luca",
        "Costa",
        "Giordano",
        "Mancini",
        "Rizzo",
        "Lombardi",
        "Moretti"
    };

    private RoomFixtures() {}

    static long tournament(String format) {
        return given().contentType(ContentType.JSON)
                .body("""
                        {"name": "Torneo del giovedì", "format": "%s", "date": "%s", "venue": "Circolo Aurora"}""".formatted(format, java.time.LocalDate.now()))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /**
     * The name of the {@code i}-th player entered (from 0): distinct for the first 54 (a first name
     * comes back every 18 with another surname).
     */
    static String name(int i) {
        return FIRST[i % FIRST.length] + " " + LAST[(i * 7 + i / FIRST.length) % LAST.length];
    }

    /** Enters {@code count} players (at most 54) with distinct names; returns the entry ids. */
    static List<Long> entries(long tournament, int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long player = given().contentType(ContentType.JSON)
                    .body("{\"name\": \"%s\"}".formatted(name(i)))
                    .post("/api/players?createAnyway=true") // the same names in every test
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            ids.add(given().contentType(ContentType.JSON)
                    .body("{\"playerId\": %d}".formatted(player))
                    .post("/api/tournaments/{id}/entries", tournament)
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id"));
        }
        return ids;
    }
}
