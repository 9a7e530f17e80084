package org.tavolo.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A seeded random walk over an Italian evening and a Hold'em freezeout through the API: hands,
 * repeats of the same request, late hands, voids, closes, voided results, next games (right, repeated
 * and out of turn) and undone draws. After every step: the chips in play equal the starting chips,
 * nobody holds two seats, no game is skipped, and the standings equal the sum of the results in force
 * (docs/floor.md#game-lifecycle). {@code -Dtavolo.walk.steps=N} walks longer, {@code
 * -Dtavolo.walk.seed=S} repeats a walk; the seed is printed.
 */
@QuarkusTest
class LifecycleRandomWalkTest {

    private static final int STEPS = Integer.getInteger("tavolo.walk.steps", 300);
    private static final long SEED = Long.getLong("tavolo.walk.seed", 20261122L);

    private final Random random = new Random(SEED);
    private final List<Long> hands = new ArrayList<>();
    private final List<Long> results = new ArrayList<>();
    private String lastHand;
    private int lastTable;
    /**
     * The tables' numbers and the games drawn, as the checks after the last step read them: the next
     * step starts from there (nothing changes in between), so it does not ask again.
     */
    private List<Integer> tableNumbers;

    private List<Integer> games;

    @Test
    void anItalianEveningKeepsItsChipsSeatsGamesAndStandingsWhateverTheOrderOfRequests() {
        walk("ITALIAN_DRAW", 14, 20_000);
    }

    @Test
    void aHoldemFreezeoutKeepsItsChipsAndSeatsWhateverTheOrderOfRequests() {
        walk("TEXAS_HOLDEM", 17, 6_000);
    }

    private void walk(String format, int players, long startingStack) {
        System.out.println("LifecycleRandomWalkTest " + format + ": seed " + SEED + ", " + STEPS + " steps");
        long t = FloorFixtures.tournament(format);
        FloorFixtures.entries(t, players);
        FloorFixtures.draw(t, SEED);
        tableNumbers = FloorFixtures.tables(t).getList("number", Integer.class);
        games = draws(t);
        for (int step = 0; step < STEPS; step++) {
            String did = step(t, format);
            String where = format + " step " + step + " (" + did + ", seed " + SEED + ")";
            checkChips(t, players * startingStack, where);
            tableNumbers = checkSeats(t, where);
            games = checkGames(t, where);
            if (format.equals("ITALIAN_DRAW")) {
                checkStandings(t, where);
            }
        }
    }

    private String step(long t, String format) {
        int roll = random.nextInt(100);
        if (roll < 45) {
            return hand(t, format);
        } else if (roll < 52 && lastHand != null) {
            expect(post(lastHand, "/api/tournaments/{id}/tables/{n}/hands", t, lastTable), "repeat hand", 200, 409);
            return "repeat hand";
        } else if (roll < 60 && !hands.isEmpty()) {
            long h = hands.get(random.nextInt(hands.size()));
            expect(post("{\"reason\": \"walk\"}", "/api/tournaments/{id}/hands/{h}/void", t, h), "void hand", 200, 409);
            return "void hand " + h;
        } else if (roll < 78) {
            int table = randomTable();
            int game = Math.max(1, currentGame() - (random.nextInt(10) == 0 ? 1 : 0));
            Api.Answer r = post("{}", "/api/tournaments/{id}/tables/{n}/games/{g}/result", t, table, game);
            expect(r, "close", 201, 409);
            if (r.status() == 201) {
                results.add(Json.longAt(Json.of(r.body()), "id"));
            }
            return "close table " + table + " game " + game;
        } else if (roll < 83 && !results.isEmpty()) {
            long result = results.get(random.nextInt(results.size()));
            expect(
                    post("{\"reason\": \"walk\"}", "/api/tournaments/{id}/results/{r}/void", t, result),
                    "void result",
                    200,
                    409);
            return "void result " + result;
        } else if (roll < 95) {
            int game = currentGame() + random.nextInt(3);
            expect(
                    post("{\"game\": " + game + "}", "/api/tournaments/{id}/draws/next-game", t),
                    "next game",
                    200,
                    201,
                    409);
            return "next game " + game;
        } else {
            int game = currentGame();
            expect(Api.call("DELETE", "/api/tournaments/{id}/draws/{g}", null, null, t, game), "undo draw", 204, 409);
            return "undo draw " + game;
        }
    }

    /** Everyone with chips at a random table puts some in; one of them takes the pot, the others fold. */
    private String hand(long t, String format) {
        int table = randomTable();
        Map<String, Integer> stacks = new HashMap<>();
        Api.get("/api/tournaments/{id}/tables/{n}/stacks", 200, t, table)
                .fields()
                .forEachRemaining(
                        seat -> stacks.put(seat.getKey(), seat.getValue().intValue()));
        List<Integer> seats = new ArrayList<>();
        stacks.forEach((seat, chips) -> {
            if (chips > 0) {
                seats.add(Integer.parseInt(seat));
            }
        });
        // Italian: a player who cannot cover the ante and one cip (1,100) is out of the hand, his chips
        // in the pot (docs/rules.md#covering-the-ante); he can neither play on nor win.
        boolean italian = format.equals("ITALIAN_DRAW");
        List<Integer> able = seats.stream()
                .filter(seat -> !italian || stacks.get(String.valueOf(seat)) >= 1_100)
                .toList();
        if (seats.size() < 2 || able.isEmpty()) {
            return "no hand at table " + table;
        }
        int winner = able.get(random.nextInt(able.size()));
        // Hold'em: at least the big blind of level 1, so the blind seats post theirs (docs/rules.md#blinds-by-position)
        int unit = italian ? 1_000 : 50;
        List<String> players = new ArrayList<>();
        for (int seat : seats) {
            int stack = stacks.get(String.valueOf(seat));
            long put = random.nextInt(5) == 0 || !able.contains(seat)
                    ? stack
                    : Math.min(stack, (1 + random.nextInt(4)) * (long) unit);
            players.add("{\"seat\": %d, \"contributed\": %d, \"folded\": %b}".formatted(seat, put, seat != winner));
        }
        int game = currentGame();
        String gameNumber =
                switch (random.nextInt(10)) {
                    case 0 -> "";
                    case 1 -> "\"gameNumber\": " + Math.max(1, game - 1) + ", ";
                    default -> "\"gameNumber\": " + game + ", ";
                };
        lastHand = "{\"entryId\": \"%s\", \"button\": %d, %s\"players\": [%s]}"
                .formatted(UUID.randomUUID(), seats.get(0), gameNumber, String.join(", ", players));
        lastTable = table;
        Api.Answer r = post(lastHand, "/api/tournaments/{id}/tables/{n}/hands", t, table);
        expect(r, "hand", 200, 409);
        if (r.status() == 200) {
            hands.add(Json.longAt(Json.of(r.body()), "hand"));
        }
        return "hand at table " + table;
    }

    private static Api.Answer post(String body, String path, Object... params) {
        return Api.call("POST", path, "application/json", body, params);
    }

    private static void expect(Api.Answer r, String what, int... allowed) {
        assertTrue(
                IntStream.of(allowed).anyMatch(s -> s == r.status()),
                what + " answered " + r.status() + ": " + r.body());
    }

    private int randomTable() {
        return tableNumbers.isEmpty() ? 1 : tableNumbers.get(random.nextInt(tableNumbers.size()));
    }

    private int currentGame() {
        return games.get(games.size() - 1);
    }

    private static List<Integer> draws(long t) {
        return Json.longsOfEach(Api.get("/api/tournaments/{id}/draws", 200, t), "gameNumber").stream()
                .map(Long::intValue)
                .toList();
    }

    private static void checkChips(long t, long starting, String where) {
        JsonNode chips = Api.get("/api/tournaments/{id}/chips", 200, t);
        assertEquals(starting, Json.longAt(chips, "expected"), where + ": chips expected");
        assertEquals(
                starting, Json.longAt(chips, "inStacks") + Json.longAt(chips, "heldInPots"), where + ": chips in play");
    }

    /** Nobody holds two seats; answers the tables' numbers. */
    private static List<Integer> checkSeats(long t, String where) {
        JsonNode tables = Api.get("/api/tournaments/{id}/tables", 200, t);
        List<Long> seated = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (JsonNode table : tables) {
            numbers.add((int) Json.longAt(table, "number"));
            for (JsonNode seat : table.get("seats")) {
                seated.add(seat.hasNonNull("entryId") ? Json.longAt(seat, "entryId") : null);
            }
        }
        assertEquals(seated.size(), new HashSet<>(seated).size(), where + ": a player holds two seats " + seated);
        return numbers;
    }

    /** No game is skipped, nor one more than the round has; answers the games drawn. */
    private static List<Integer> checkGames(long t, String where) {
        List<Integer> games = draws(t);
        assertEquals(IntStream.rangeClosed(1, games.size()).boxed().toList(), games, where + ": games drawn");
        assertTrue(games.size() <= 2, where + ": more games than the round has");
        return games;
    }

    /** The standings equal the points of the results in force, added up per entry. */
    private static void checkStandings(long t, String where) {
        JsonNode history = Api.get("/api/tournaments/{id}/results", 200, t);
        Map<Long, BigDecimal> expected = new HashMap<>();
        for (JsonNode result : history) {
            if (!"ACTIVE".equals(result.path("status").asText())) {
                continue;
            }
            for (JsonNode place : result.get("places")) {
                expected.merge(Json.longAt(place, "entry"), Json.decimalAt(place, "points"), BigDecimal::add);
            }
        }
        JsonNode standings = Api.get("/api/tournaments/{id}/standings", 200, t);
        Map<Long, BigDecimal> actual = new HashMap<>();
        Set<Long> listed = new HashSet<>();
        for (JsonNode line : standings.get("standings")) {
            long entry = Json.longAt(line, "entry");
            listed.add(entry);
            BigDecimal points = Json.decimalAt(line, "points");
            if (points.signum() != 0 || expected.containsKey(entry)) {
                actual.put(entry, points);
            }
        }
        Map<Long, BigDecimal> normalizedExpected = new HashMap<>();
        expected.forEach((e, p) -> normalizedExpected.put(e, p.stripTrailingZeros()));
        Map<Long, BigDecimal> normalizedActual = new HashMap<>();
        actual.forEach((e, p) -> normalizedActual.put(e, p.stripTrailingZeros()));
        assertEquals(normalizedExpected, normalizedActual, where + ": standings against the results in force");
    }
}
