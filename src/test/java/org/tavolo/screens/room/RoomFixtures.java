package org.tavolo.screens.room;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

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

    /** A Hold'em evening of fourteen named players drawn to two tables of seven (seed 7). */
    static long holdemOfFourteen() {
        long t = tournament("TEXAS_HOLDEM");
        entries(t, 14);
        FloorFixtures.draw(t, 7);
        return t;
    }

    static long tournament(String format) {
        return Json.longAt(Api.post("/api/tournaments", """
                        {"name": "Torneo del giovedì", "format": "%s", "date": "%s", "venue": "Circolo Aurora"}""".formatted(format, java.time.LocalDate.now()), 201), "id");
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
            long player = Json.longAt(
                    // the same names in every test
                    Api.post("/api/players?createAnyway=true", "{\"name\": \"%s\"}".formatted(name(i)), 201), "id");
            ids.add(Json.longAt(
                    Api.post("/api/tournaments/{id}/entries", "{\"playerId\": %d}".formatted(player), 201, tournament),
                    "id"));
        }
        return ids;
    }
}
