package org.tavolo.circuit;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * Builds circuits on a hub through its API, and result files as a club writes them: a file is its evening's head and
 * its players' places; {@link #table} adds a table of a game. A player is {@code "C12"} (a card) or {@code "=Name"}
 * (a player without a card, named).
 */
final class Circuits {

    private Circuits() {}

    static long circuit(RequestSpecification hub, int best, int qualifiers) {
        return Answers.id(
                hub.contentType(ContentType.JSON)
                        .body(Map.of(
                                "name",
                                "Circuito di prova",
                                "variant",
                                "ITALIAN_DRAW",
                                "season",
                                "2026/27",
                                "bestEvenings",
                                best,
                                "qualifiers",
                                qualifiers))
                        .post("/api/circuits"),
                201);
    }

    /** A new club; its key. */
    static String club(RequestSpecification hub, long circuit, String name) {
        return Answers.json(
                        hub.contentType(ContentType.JSON)
                                .body(Map.of("name", name))
                                .post("/api/circuits/{id}/clubs", circuit),
                        201)
                .getString("key");
    }

    static long evening(RequestSpecification hub, long circuit, String club, String date) {
        return Answers.id(
                hub.contentType(ContentType.JSON)
                        .body(Map.of("club", club, "date", date, "format", "ITALIAN_DRAW"))
                        .post("/api/circuits/{id}/evenings", circuit),
                201);
    }

    static String card(RequestSpecification hub, long circuit, String name) {
        return Answers.json(
                        hub.contentType(ContentType.JSON)
                                .body(Map.of("name", name))
                                .post("/api/circuits/{id}/cards", circuit),
                        201)
                .getString("card");
    }

    /** A file: the evening's final places in the order given (ties by {@code places}), no table yet. */
    static Map<String, Object> file(long evening, String club, String date, List<String> players, int... places) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("schemaVersion", 1);
        f.put("evening", evening);
        f.put("club", club);
        f.put("date", date);
        f.put("format", "ITALIAN_DRAW");
        f.put("places", lines(players, places));
        f.put("games", new ArrayList<>());
        return f;
    }

    /** Adds a table of a game, its players finishing in the order given (ties by {@code places}). */
    @SuppressWarnings("unchecked")
    static Map<String, Object> table(
            Map<String, Object> file, int game, int table, List<String> players, int... places) {
        List<Map<String, Object>> games = (List<Map<String, Object>>) file.get("games");
        Map<String, Object> g = games.stream()
                .filter(x -> x.get("game").equals(game))
                .findFirst()
                .orElseGet(() -> {
                    Map<String, Object> made = new LinkedHashMap<>(Map.of("game", game, "tables", new ArrayList<>()));
                    games.add(made);
                    return made;
                });
        ((List<Object>) g.get("tables")).add(Map.of("table", table, "finishes", lines(players, places)));
        return file;
    }

    private static List<Map<String, Object>> lines(List<String> players, int... places) {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Map<String, Object> l = new LinkedHashMap<>();
            String p = players.get(i);
            if (p.startsWith("=")) {
                l.put("name", p.substring(1));
            } else {
                l.put("card", p);
                l.put("name", "Giocatore " + p);
            }
            l.put("place", places.length == 0 ? i + 1 : places[i]);
            l.put("points", 10 * (players.size() - i));
            l.put("chips", 1000L * (players.size() - i));
            lines.add(l);
        }
        return lines;
    }

    static Response submit(RequestSpecification club, long circuit, String key, Object file) {
        return club.auth()
                .none()
                .header("Authorization", "Bearer " + key)
                .contentType(ContentType.JSON)
                .body(Json.write(file))
                .post("/api/circuits/{id}/submissions", circuit);
    }

    static Response submitCsv(RequestSpecification club, long circuit, String key, String csv) {
        return club.auth()
                .none()
                .header("Authorization", "Bearer " + key)
                .contentType("text/csv; charset=UTF-8")
                .body(csv)
                .post("/api/circuits/{id}/submissions", circuit);
    }

    static long approve(RequestSpecification hub, long circuit, long submission) {
        return Answers.id(hub.post("/api/circuits/{id}/submissions/{sid}/approve", circuit, submission), 200);
    }

    static RequestSpecification local() {
        return given();
    }
}
