package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A club's result file sent to a circuit's hub with the club's key (docs/circuit.md#submissions), the night's service
 * being the hub: a good file ({@link #kept}) is kept as the evening's next version with its receipt; a file naming a
 * player twice in one game ({@link #twiceInAGame}) is refused 422 with that finding in words, and nothing changes.
 * The night's circuit, club and evening are made by its first good file.
 */
final class CircuitSubmission implements Step {

    /** The night's circuit on the hub, and the versions its evening has. */
    private static final class Hub {
        long circuit;
        String key;
        long evening;
        int versions;
    }

    private static final Map<Model, Hub> HUBS = Collections.synchronizedMap(new WeakHashMap<>());
    private static final String CLUB = "Circolo della notte";
    private static final String DATE = "2026-12-08";

    private final boolean twice;
    private Hub hub;
    private Api.Answer answer;

    private CircuitSubmission(boolean twice) {
        this.twice = twice;
    }

    /** The kind {@code CircuitSubmission}: a good file. */
    static CircuitSubmission kept() {
        return new CircuitSubmission(false);
    }

    /** The kind {@code CircuitPlayerTwice}: a player at two tables of one game. */
    static CircuitSubmission twiceInAGame() {
        return new CircuitSubmission(true);
    }

    @Override
    public boolean applicable(Model model) {
        return !twice || HUBS.containsKey(model);
    }

    @Override
    public void perform(Doors doors, Model model) {
        hub = HUBS.computeIfAbsent(model, m -> made(doors));
        List<String> players = new ArrayList<>(List.of("Uno", "Due", "Tre", "Quattro"));
        Collections.shuffle(players, doors.random());
        List<String> second = twice ? List.of(players.get(2), players.get(0)) : players.subList(2, 4);
        String json = "{\"schemaVersion\": 1, \"evening\": %d, \"club\": \"%s\", \"date\": \"%s\", \"format\":"
                        .formatted(hub.evening, CLUB, DATE)
                + " \"ITALIAN_DRAW\", \"places\": "
                + lines(players, doors.random().nextLong(1, 1_000_000_000L))
                + ", \"games\": [{\"game\": 1, \"tables\": [{\"table\": 1, \"finishes\": "
                + lines(players.subList(0, 2), 1)
                + "}, {\"table\": 2, \"finishes\": " + lines(second, 1) + "}]}]}";
        answer = new Api.As("Bearer " + hub.key)
                .call("POST", "/api/circuits/" + hub.circuit + "/submissions", "application/json", json);
    }

    private static Hub made(Doors doors) {
        Hub h = new Hub();
        h.circuit = Json.of(doors.organizer(
                                "POST",
                                "/api/circuits",
                                "{\"name\": \"Circuito della notte\", \"variant\": \"ITALIAN_DRAW\", \"season\": \"2026\","
                                        + " \"bestEvenings\": 3, \"qualifiers\": 2}")
                        .expect(201, "a circuit")
                        .body())
                .path("id")
                .asLong();
        h.key = Json.of(doors.organizer("POST", "/api/circuits/" + h.circuit + "/clubs", "{\"name\": \"" + CLUB + "\"}")
                        .expect(201, "a club")
                        .body())
                .path("key")
                .asText();
        h.evening = Json.of(doors.organizer(
                                "POST",
                                "/api/circuits/" + h.circuit + "/evenings",
                                "{\"club\": \"" + CLUB + "\", \"date\": \"" + DATE
                                        + "\", \"format\": \"ITALIAN_DRAW\"}")
                        .expect(201, "an evening")
                        .body())
                .path("id")
                .asLong();
        return h;
    }

    /** The players in this order, places from 1; chips {@code chips} for the first, a file's mark of its own. */
    private static String lines(List<String> players, long chips) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            out.add("{\"name\": \"%s\", \"place\": %d, \"chips\": %d}"
                    .formatted(players.get(i), i + 1, i == 0 ? chips : 0));
        }
        return "[" + String.join(", ", out) + "]";
    }

    @Override
    public void expect(Model model) {
        if (twice) {
            answer.expect(422, said());
            if (!answer.body().contains("is listed twice in game 1")) {
                throw new AssertionError("the refusal does not say the player is listed twice: " + answer.body());
            }
            return;
        }
        answer.expect(201, said());
        hub.versions++;
        int version = Json.of(answer.body()).path("version").asInt();
        if (version != hub.versions) {
            throw new AssertionError(
                    "version " + version + " where " + hub.versions + " was expected: " + answer.body());
        }
    }

    @Override
    public boolean refused() {
        return twice;
    }

    @Override
    public String said() {
        return twice
                ? "a result file naming a player at two tables of one game"
                : "a club's result file sent to the hub";
    }
}
