package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Hands;

/**
 * A Hold'em freezeout of 23 players on three tables played down to a winner through the API
 * (docs/rules.md#side-pots, #holdem-tournament): every hand is a random all-in confrontation dealt from a seeded deck, the
 * floor balances and breaks tables as players bust, and after every hand no chip has been created
 * or lost and every finishing place given so far is held exactly once.
 */
@QuarkusTest
class HoldemFreezeoutTest {

    private static final int PLAYERS = 23;
    private static final long CHIPS = PLAYERS * 6_000L;

    @Test
    void twentyThreePlayersPlayDownToOneWinner() {
        Random random = new Random(20261126L);
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, PLAYERS);
        FloorFixtures.draw(t, 33);
        assertEquals(List.of(8, 8, 7), FloorFixtures.tables(t).getList("players", Integer.class));

        int hands = 0;
        int mostTables = 3;
        List<Map<String, Object>> movesAnswered = new ArrayList<>();
        for (List<Integer> playable = playableTables(t); !playable.isEmpty(); playable = playableTables(t)) {
            int table = playable.get(random.nextInt(playable.size()));
            movesAnswered.addAll(playAllIn(t, table, random));
            hands++;
            assertNoChipCreatedOrLost(t);
            assertEveryPlaceHeldOnce(t);
            assertTrue(hands < 1_000, "the tournament should end");
        }

        JsonPath standings = standings(t);
        assertEquals(PLAYERS, standings.getList("standings").size());
        assertTrue(standings.getList("standings.inPlay", Boolean.class).stream().noneMatch(Boolean::booleanValue));
        assertEquals(1, standings.getInt("standings[0].rank"));
        assertEquals(CHIPS, standings.getLong("standings[0].chips"));
        assertEquals(1, Collections.frequency(standings.getList("standings.rank", Integer.class), 1));
        assertTrue(FloorFixtures.tables(t).getList("number").size() < mostTables, "tables were broken along the way");
        List<String> reasons =
                Answers.json(given().get("/api/tournaments/{id}/moves", t), 200).getList("reason", String.class);
        assertTrue(reasons.contains("TABLE_BREAK"), reasons.toString());
        assertFalse(movesAnswered.isEmpty(), "hand answers announce the floor's moves");
        movesAnswered.forEach(move ->
                assertTrue(String.valueOf(move.get("name")).startsWith("Player "), "a move names its player: " + move));
    }

    private static List<Integer> playableTables(long t) {
        JsonPath tables = FloorFixtures.tables(t);
        List<Integer> playable = new ArrayList<>();
        List<Integer> numbers = tables.getList("number", Integer.class);
        List<Integer> players = tables.getList("players", Integer.class);
        for (int i = 0; i < numbers.size(); i++) {
            if (players.get(i) >= 2) {
                playable.add(numbers.get(i));
            }
        }
        return playable;
    }

    /**
     * Two or three players at the table go all in; the cards come from a freshly shuffled deck.
     * Answers the seat changes the hand's answer announced.
     */
    private static List<Map<String, Object>> playAllIn(long t, int table, Random random) {
        Map<Integer, Long> stacks = new TreeMap<>();
        Answers.json(given().get("/api/tournaments/{id}/tables/{table}/stacks", t, table), 200)
                .getMap("$", String.class, Long.class)
                .forEach((seat, chips) -> stacks.put(Integer.valueOf(seat), chips));
        // the button at the first seat; the blind seats left of it are always in the hand
        // (docs/rules.md#blinds-by-position), heads-up the button and the other player
        List<Integer> seats = new ArrayList<>(stacks.keySet());
        List<Integer> inHand = new ArrayList<>(seats.size() == 2 ? seats : seats.subList(1, 3));
        List<Integer> others = new ArrayList<>(seats);
        others.removeAll(inHand);
        Collections.shuffle(others, random);
        if (!others.isEmpty() && random.nextBoolean()) {
            inHand.add(others.get(0));
        }
        List<String> deck = deck();
        Collections.shuffle(deck, random);
        List<String> players = new ArrayList<>();
        int next = 5;
        for (int seat : inHand) {
            players.add("{\"seat\": %d, \"contributed\": %d, \"folded\": false, \"cards\": [\"%s\", \"%s\"]}"
                    .formatted(seat, stacks.get(seat), deck.get(next), deck.get(next + 1)));
            next += 2;
        }
        String board = deck.subList(0, 5).stream().map(c -> "\"" + c + "\"").collect(Collectors.joining(", "));
        return Hands.enter(
                        t,
                        table,
                        "{\"entryId\": \"%s\", \"button\": %d, \"board\": [%s], \"players\": [%s]}"
                                .formatted(
                                        UUID.randomUUID(),
                                        stacks.keySet().iterator().next(),
                                        board,
                                        String.join(", ", players)))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("moves");
    }

    private static List<String> deck() {
        List<String> deck = new ArrayList<>();
        for (char rank : "23456789TJQKA".toCharArray()) {
            for (char suit : "hdcs".toCharArray()) {
                deck.add("" + rank + suit);
            }
        }
        return deck;
    }

    private static JsonPath standings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/standings", t), 200);
    }

    private static void assertNoChipCreatedOrLost(long t) {
        JsonPath chips = Answers.json(given().get("/api/tournaments/{id}/chips", t), 200);
        assertEquals(CHIPS, chips.getLong("inStacks"));
        assertEquals(CHIPS, chips.getLong("expected"));
        assertEquals(0, chips.getLong("heldInPots"));
        long seated = 0;
        JsonPath standings = standings(t);
        for (Object c : standings.getList("standings.chips")) {
            seated += ((Number) c).longValue();
        }
        assertEquals(CHIPS, seated);
    }

    /** The players still in hold the top places between them; every place below is held once. */
    private static void assertEveryPlaceHeldOnce(long t) {
        JsonPath standings = standings(t);
        List<Integer> ranks = standings.getList("standings.rank", Integer.class);
        List<Boolean> inPlay = standings.getList("standings.inPlay", Boolean.class);
        int stillIn = (int) inPlay.stream().filter(Boolean::booleanValue).count();
        int[] held = new int[PLAYERS + 1];
        Map<Integer, Integer> groups = new TreeMap<>();
        for (int i = 0; i < ranks.size(); i++) {
            if (!inPlay.get(i)) {
                groups.merge(ranks.get(i), 1, Integer::sum);
            }
        }
        groups.forEach((place, size) -> {
            for (int p = place; p < place + size; p++) {
                held[p]++;
            }
        });
        for (int place = 1; place <= PLAYERS; place++) {
            int expected = place <= stillIn ? 0 : 1;
            if (stillIn == 0 && place == 1) {
                expected = 1;
            }
            assertEquals(expected, held[place], "place " + place + " with " + stillIn + " still in");
        }
    }
}
