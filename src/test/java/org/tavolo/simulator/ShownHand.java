package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An Italian hand of the night with the cards of the players still in at its end, sent through the API by the
 * organizer or by the table's director, bound to what was seen (the game, each seat's entry and stack). Its body is
 * fixed when it is made, from the model as it is then, so that it is sent again word for word.
 *
 * @param shows the cards of the players who did not fold, by seat (none shown: an empty list); the others fold
 * @param extra what the kind of hand adds to the body ({@code "parol": true}, {@code "game": "TERESINA"}), with its
 *              trailing comma; empty for none
 */
record ShownHand(int table, Map<Integer, Long> put, Map<Integer, List<String>> shows, String extra, String body) {

    static ShownHand of(Tourney t, int table, Map<Integer, Long> put, Map<Integer, List<String>> shows, String extra) {
        List<String> players = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        put.forEach((seat, in) -> {
            List<String> cards = shows.get(seat);
            String shown = cards == null || cards.isEmpty() ? "" : ", \"cards\": [%s]".formatted(quoted(cards));
            players.add(
                    "{\"seat\": %d, \"contributed\": %d, \"folded\": %b%s}".formatted(seat, in, cards == null, shown));
            seen.add("{\"seat\": %d, \"stack\": %d, \"entry\": %d}"
                    .formatted(seat, t.stackAt(table, seat), t.entryAt(table, seat)));
        });
        int button = t.withChips(table).get(0);
        String body =
                "{\"entryId\": \"%s\", \"button\": %d, \"gameNumber\": %d, %s\"expected\": [%s], \"players\": [%s]}"
                        .formatted(
                                UUID.randomUUID(),
                                button,
                                t.game,
                                extra,
                                String.join(", ", seen),
                                String.join(", ", players));
        return new ShownHand(table, Map.copyOf(put), Map.copyOf(shows), extra, body);
    }

    private static String quoted(List<String> cards) {
        return String.join(", ", cards.stream().map(c -> "\"" + c + "\"").toList());
    }

    /** Sent by the table's director ({@code by} not null) or the organizer. */
    Api.Answer send(Doors doors, Tourney t, Directors by) {
        return by == null
                ? doors.organizer("POST", t.hands(table), body)
                : doors.director(by, "POST", t.hands(table), body);
    }

    /**
     * Asserts that the hand was recorded, each stack it names moved by the model's {@code deltas} and nobody went
     * out; then moves the model's stacks and keeps the hand as the table's last entry, one that may be sent again.
     */
    JsonNode recorded(Tourney t, Api.Answer answer, Map<Long, Long> deltas, Directors by, String kind, String what) {
        if (answer.status() != 200) {
            throw new AssertionError(what + " answered " + answer.status() + ": " + answer.body());
        }
        JsonNode recorded = Json.of(answer.body());
        for (JsonNode change : recorded.get("stacks")) {
            long entry = Json.longAt(change, "entry");
            Night.equal(
                    t.stacks.get(entry), Json.longAt(change, "before"), what + ": entry " + entry + "'s stack before");
            Night.equal(
                    t.stacks.get(entry) + deltas.getOrDefault(entry, 0L),
                    Json.longAt(change, "after"),
                    what + ": entry " + entry + "'s stack after " + recorded);
        }
        Night.equal(0, recorded.get("eliminated").size(), what + ": who is out " + recorded.get("eliminated"));
        long carriedBefore = t.carried.getOrDefault(table, 0L);
        t.apply(deltas);
        Sent sent = new Sent(
                kind,
                table,
                t.hands(table),
                body,
                by,
                answer.status(),
                answer.body(),
                Json.longAt(recorded, "hand"),
                deltas,
                List.of(),
                carriedBefore);
        t.entered(sent);
        return recorded;
    }
}
