package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * Registration before the night (docs/registration.md), beside the night's tournaments: the organizer announces the
 * next evening with a cap, players register themselves through the public door (the last on the waiting list), one
 * cancels from their page or the organizer removes one, and the door checks a player in. The waiting list must move
 * by itself, in order; registering on one of the night's tournaments, already drawn, is refused and changes nothing.
 */
final class Registration implements Step {

    private static final String[] WAYS = {"the player's page", "the organizer"};
    private int capacity;
    private int players;
    private String way;
    private final List<JsonNode> made = new ArrayList<>();
    private long tournament;
    private Api.Answer cancelled;
    private Api.Answer checkedIn;
    private Api.Answer closed;
    private JsonNode listed;

    @Override
    public boolean applicable(Model model) {
        return !model.tournaments.isEmpty();
    }

    @Override
    public void perform(Doors doors, Model model) {
        capacity = 1 + doors.random().nextInt(3);
        players = capacity + 1 + doors.random().nextInt(2);
        way = WAYS[doors.random().nextInt(WAYS.length)];
        String id = UUID.randomUUID().toString().substring(0, 8);
        tournament = Json.longAt(
                Json.of(doors.organizer("POST", "/api/tournaments", """
                                {"name": "Next %s", "format": "ITALIAN_DRAW", "date": "2027-01-15"}""".formatted(id))
                        .body()),
                "id");
        String base = "/api/tournaments/" + tournament + "/registrations";
        Api.send(
                "PATCH",
                "/api/tournaments/{id}/settings",
                "application/merge-patch+json",
                "{\"capacity\": %d, \"checkIn\": true}".formatted(capacity),
                200,
                tournament);
        for (int i = 0; i < players; i++) {
            made.add(Json.of(doors.nobody("POST", base, """
                            {"name": "Guest %s %d", "phone": "+39 333 %07d"}""".formatted(id, i, i)).body()));
        }
        JsonNode first = made.get(0);
        cancelled = way.equals(WAYS[0])
                ? doors.nobody(
                        "POST", "/api/registrations/" + first.path("token").asText() + "/cancel", null)
                : doors.organizer("POST", base + "/" + first.path("id").asLong() + "/cancel", null);
        checkedIn = doors.organizer("POST", base + "/" + made.get(1).path("id").asLong() + "/check-in", null);
        listed = Json.of(doors.organizer("GET", base, null).body());
        Tourney drawn = Model.oneOf(doors.random(), model.tournaments);
        closed = doors.nobody("POST", "/api/tournaments/" + drawn.id + "/registrations", """
                {"name": "Too late %s", "email": "late-%s@example.org"}""".formatted(id, id));
    }

    @Override
    public void expect(Model model) {
        for (int i = 0; i < players; i++) {
            String status = made.get(i).path("status").asText();
            String wanted = i < capacity ? "REGISTERED" : "WAITING";
            Night.equal(wanted, status, said() + ": registration " + (i + 1) + "'s status");
            Night.equal(
                    i < capacity ? 0 : i - capacity + 1,
                    made.get(i).path("waitingPosition").asInt(0),
                    said());
        }
        Night.equal(200, cancelled.status(), said() + ": the cancellation " + cancelled.body());
        Night.equal(200, checkedIn.status(), said() + ": the check-in " + checkedIn.body());
        Night.equal(409, closed.status(), said() + ": registering for a drawn tournament " + closed.body());
        List<String> statuses = new ArrayList<>();
        listed.forEach(r -> statuses.add(r.path("status").asText()));
        List<String> wanted = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            wanted.add(i == 0 ? "CANCELLED" : i == 1 ? "CHECKED_IN" : i <= capacity ? "REGISTERED" : "WAITING");
        }
        Night.equal(wanted, statuses, said() + ": the list after the cancellation and the check-in");
    }

    @Override
    public String said() {
        return players + " registering for " + capacity + " places of tournament " + tournament
                + ", the first cancelled by " + way;
    }
}
