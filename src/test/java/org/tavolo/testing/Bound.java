package org.tavolo.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;

/**
 * An entry as a table's director sends it, bound to the table as it is now
 * (docs/errors.md#entries-bound-to-what-was-seen): a test's hand, count or penalty written without the game, the
 * players and the stacks gets them from the API, as the table page puts them in its hidden fields. A field the
 * test wrote is kept, so that a test of a stale binding still sends what it means to.
 */
public final class Bound {

    private Bound() {}

    /** A hand with the table's game, and each seat of the table with its stack and entry in {@code expected}. */
    public static String hand(long tournamentId, int table, String json) {
        ObjectNode hand = (ObjectNode) Json.of(json);
        Table now = Table.of(tournamentId, table);
        if (!hand.hasNonNull("gameNumber")) {
            hand.put("gameNumber", now.game);
        }
        if (!hand.hasNonNull("expected")) {
            ArrayNode expected = hand.putArray("expected");
            now.entries.forEach((seat, entry) -> expected.addObject()
                    .put("seat", seat)
                    .put("stack", now.stacks.getOrDefault(seat, 0L))
                    .put("entry", entry));
        }
        return Json.write(hand);
    }

    /** A chip count with the table's game, and each counted seat with its stack before and its entry. */
    public static String count(long tournamentId, int table, String json) {
        ObjectNode count = (ObjectNode) Json.of(json);
        Table now = Table.of(tournamentId, table);
        if (!count.hasNonNull("gameNumber")) {
            count.put("gameNumber", now.game);
        }
        for (JsonNode line : count.path("counts")) {
            int seat = line.path("seat").asInt();
            if (!line.hasNonNull("expected")) {
                ((ObjectNode) line).put("expected", now.stacks.getOrDefault(seat, 0L));
            }
            if (!line.hasNonNull("entry") && now.entries.containsKey(seat)) {
                ((ObjectNode) line).put("entry", now.entries.get(seat));
            }
        }
        return Json.write(count);
    }

    /** A penalty with the table's game, and the seat its entry holds. */
    public static String penalty(long tournamentId, int table, String json) {
        ObjectNode penalty = (ObjectNode) Json.of(json);
        Table now = Table.of(tournamentId, table);
        if (!penalty.hasNonNull("gameNumber")) {
            penalty.put("gameNumber", now.game);
        }
        if (!penalty.hasNonNull("seat")) {
            long entry = penalty.path("entry").asLong();
            now.entries.forEach((seat, e) -> {
                if (e == entry) {
                    penalty.put("seat", seat);
                }
            });
        }
        return Json.write(penalty);
    }

    /**
     * A Chinese deal with the match being played, and each of its players by entry beside the seat he holds now,
     * at whichever table.
     */
    public static String deal(long tournamentId, String json) {
        ObjectNode deal = (ObjectNode) Json.of(json);
        int game = 0;
        Map<Long, Integer> seatOf = new HashMap<>();
        for (JsonNode table : Api.get("/api/tournaments/{id}/tables", 200, tournamentId)) {
            game = Math.max(game, table.path("gameNumber").asInt());
            table.path("seats")
                    .forEach(s -> seatOf.put(
                            s.path("entryId").asLong(), s.path("seat").asInt()));
        }
        if (!deal.hasNonNull("gameNumber")) {
            deal.put("gameNumber", game);
        }
        if (!deal.hasNonNull("expected")) {
            ArrayNode expected = deal.putArray("expected");
            for (JsonNode player : deal.path("players")) {
                long entry = player.path("entry").asLong();
                expected.addObject().put("seat", seatOf.getOrDefault(entry, 1)).put("entry", entry);
            }
        }
        return Json.write(deal);
    }

    /**
     * The entry at each seat of a table now, as the table page puts it in each form's hidden {@code entry-<seat>}
     * fields.
     */
    public static Map<Integer, Long> entries(long tournamentId, int table) {
        return Table.of(tournamentId, table).entries;
    }

    /**
     * What the table page puts hidden in each of its forms (docs/director-page.md#binding): the table's game
     * ({@code gameNumber}) and the entry at each seat ({@code entry-<seat>}), as form or query parameters.
     */
    public static Map<String, Object> seenOnPage(long tournamentId, int table) {
        Table now = Table.of(tournamentId, table);
        Map<String, Object> seen = new java.util.LinkedHashMap<>();
        seen.put("gameNumber", now.game);
        now.entries.forEach((seat, entry) -> seen.put("entry-" + seat, entry));
        return seen;
    }

    /**
     * What the table page's close form puts hidden (docs/director-page.md#binding): {@link #seenOnPage} and each
     * seat's stack ({@code stack-<seat>}).
     */
    public static Map<String, Object> closeOnPage(long tournamentId, int table) {
        Table now = Table.of(tournamentId, table);
        Map<String, Object> seen = seenOnPage(tournamentId, table);
        now.entries.keySet().forEach(seat -> seen.put("stack-" + seat, now.stacks.getOrDefault(seat, 0L)));
        return seen;
    }

    /** A close of the table's game with each seat of the table, its entry and its stack now, in {@code expected}. */
    public static String close(long tournamentId, int table, String json) {
        ObjectNode close = (ObjectNode) Json.of(json);
        Table now = Table.of(tournamentId, table);
        if (!close.hasNonNull("expected")) {
            ArrayNode expected = close.putArray("expected");
            now.entries.forEach((seat, entry) -> expected.addObject()
                    .put("seat", seat)
                    .put("entry", entry)
                    .put("stack", now.stacks.getOrDefault(seat, 0L)));
        }
        return Json.write(close);
    }

    /**
     * A ruling on a hand's held pots with the hand's game, and each of its players by entry beside the hand's seat
     * with his stack now, in {@code expected}.
     */
    public static String ruling(long tournamentId, long hand, String json) {
        ObjectNode ruling = (ObjectNode) Json.of(json);
        JsonNode answer = Api.get("/api/tournaments/{id}/hands/{hand}", 200, tournamentId, hand);
        if (!ruling.hasNonNull("gameNumber")) {
            ruling.put("gameNumber", answer.path("game").asInt());
        }
        if (!ruling.hasNonNull("expected")) {
            Map<Long, Long> stacks = stacksOf(tournamentId, answer.path("table").asInt());
            ArrayNode expected = ruling.putArray("expected");
            for (JsonNode s : answer.path("stacks")) {
                long entry = s.path("entry").asLong();
                expected.addObject()
                        .put("seat", s.path("seat").asInt())
                        .put("entry", entry)
                        .put("stack", stacks.getOrDefault(entry, 0L));
            }
        }
        return Json.write(ruling);
    }

    /**
     * The void of a penalty with the penalty's game, and each player it moved chips of by entry beside his seat
     * with his stack now, in {@code expected}.
     */
    public static String penaltyVoid(long tournamentId, int table, JsonNode penalty, String json) {
        ObjectNode voided = (ObjectNode) Json.of(json);
        Table now = Table.of(tournamentId, table);
        if (!voided.hasNonNull("gameNumber")) {
            voided.put("gameNumber", now.game);
        }
        if (!voided.hasNonNull("expected")) {
            Map<Long, Long> stacks = stacksOf(tournamentId, table);
            ArrayNode expected = voided.putArray("expected");
            for (JsonNode s : penalty.path("stacks")) {
                long entry = s.path("entry").asLong();
                expected.addObject()
                        .put("seat", s.path("seat").asInt())
                        .put("entry", entry)
                        .put("stack", stacks.getOrDefault(entry, 0L));
            }
        }
        return Json.write(voided);
    }

    /** Each entry seated at a table now and his stack. */
    private static Map<Long, Long> stacksOf(long tournamentId, int table) {
        Table now = Table.of(tournamentId, table);
        Map<Long, Long> stacks = new HashMap<>();
        now.entries.forEach((seat, entry) -> stacks.put(entry, now.stacks.getOrDefault(seat, 0L)));
        return stacks;
    }

    /** A table as the API shows it now: its game, the entry at each seat and each seat's stack. */
    private record Table(int game, Map<Integer, Long> entries, Map<Integer, Long> stacks) {

        static Table of(long tournamentId, int number) {
            int game = 0;
            Map<Integer, Long> entries = new HashMap<>();
            for (JsonNode table : Api.get("/api/tournaments/{id}/tables", 200, tournamentId)) {
                if (table.path("number").asInt() == number) {
                    game = table.path("gameNumber").asInt();
                    table.path("seats")
                            .forEach(s -> entries.put(
                                    s.path("seat").asInt(), s.path("entryId").asLong()));
                }
            }
            Map<Integer, Long> stacks = new HashMap<>();
            JsonNode byseat = Api.get("/api/tournaments/{id}/tables/{table}/stacks", 200, tournamentId, number);
            byseat.fieldNames().forEachRemaining(seat -> stacks.put(Integer.valueOf(seat), Json.longAt(byseat, seat)));
            return new Table(game, entries, stacks);
        }
    }
}
