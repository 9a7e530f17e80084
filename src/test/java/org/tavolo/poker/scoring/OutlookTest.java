package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** docs/rules.md#outlook: what the round's last game must bring a player to qualify. */
class OutlookTest {

    /** docs/rules.md#italian-tournament: 10/6/3/1 at four, 12/8/5/3/1 at five. */
    private static final IntFunction<PointsScheme> ITALIAN =
            size -> size == 5 ? PointsScheme.wholePoints(12, 8, 5, 3, 1) : PointsScheme.wholePoints(10, 6, 3, 1);

    private static Map<String, Points> totals(Object... namesAndPoints) {
        Map<String, Points> totals = new HashMap<>();
        for (int i = 0; i < namesAndPoints.length; i += 2) {
            totals.put((String) namesAndPoints[i], Points.of(((Number) namesAndPoints[i + 1]).longValue()));
        }
        return totals;
    }

    @Test
    void aPlayerFarAheadIsQualifiedWhateverPlaceTheyTake() {
        Map<String, Points> totals = totals("A", 40, "B", 10, "C", 10, "D", 9, "E", 8, "F", 7, "G", 6, "H", 5);
        Outlook outlook =
                Outlook.of("A", totals, List.of(List.of("A", "B", "C", "D"), List.of("E", "F", "G", "H")), ITALIAN, 3);
        assertEquals(new Outlook(Outlook.Status.QUALIFIED, 4, 4), outlook);
    }

    @Test
    void aPlayerWhoCannotReachTheCutIsOutEvenWinningTheirTable() {
        Map<String, Points> totals = totals("A", 0, "B", 30, "C", 29, "D", 28, "E", 27, "F", 26, "G", 25, "H", 24);
        Outlook outlook =
                Outlook.of("A", totals, List.of(List.of("A", "B", "C", "D"), List.of("E", "F", "G", "H")), ITALIAN, 3);
        assertEquals(new Outlook(Outlook.Status.OUT, null, null), outlook);
    }

    @Test
    void secondPlaceIsEnoughWhenNoOneBehindCanPassThePlayerThen() {
        // Two qualifiers. A at 20: second place gives 26, and only B (18 + 10) can pass it: safe.
        // Third gives 23: B (28) and E at the other table (15 + 10) can both pass it: not safe.
        Map<String, Points> totals = totals("A", 20, "B", 18, "C", 10, "D", 2, "E", 15, "F", 9, "G", 8, "H", 1);
        Outlook outlook =
                Outlook.of("A", totals, List.of(List.of("A", "B", "C", "D"), List.of("E", "F", "G", "H")), ITALIAN, 2);
        assertEquals(Outlook.Status.OPEN, outlook.status());
        assertEquals(2, outlook.safePlace());
        assertEquals(4, outlook.hopePlace(), "last place (21) with B third (21) and E last (16): a tie counts for");
    }

    @Test
    void aTieOnPointsAtTheCutCountsAgainstForSafetyAndForHope() {
        // One qualifier. A at 10 and B at 10 at different tables; the rest far behind.
        // A first: 20; B first: 20, a tie: not safe, but hope. A second: 16 < B's possible 20: not safe;
        // B last gives 11 < 16: hope.
        Map<String, Points> totals = totals("A", 10, "B", 10, "C", 0, "D", 0, "E", 0, "F", 0, "G", 0, "H", 0);
        Outlook outlook =
                Outlook.of("A", totals, List.of(List.of("A", "C", "D", "E"), List.of("B", "F", "G", "H")), ITALIAN, 1);
        assertEquals(new Outlook(Outlook.Status.OPEN, null, 4), outlook);
    }

    @Test
    void tablesOfFourAndFiveScoreTheirOwnPoints() {
        // A at a table of five: first gives 12. C, at a table of four, can win 10 there.
        Map<String, Points> totals = totals("A", 5, "B", 0, "X", 0, "Y", 0, "Z", 0, "C", 6, "D", 0, "E", 0, "F", 0);
        Outlook outlook = Outlook.of(
                "A", totals, List.of(List.of("A", "B", "X", "Y", "Z"), List.of("C", "D", "E", "F")), ITALIAN, 1);
        // First: 17 > C's best 16: safe. Second: 13 < 16, not safe, but hope while C finishes low and
        // the winner at A's table has 12. Third: 10, and someone at A's table wins 12: no hope.
        assertEquals(new Outlook(Outlook.Status.OPEN, 1, 2), outlook);
    }

    @Test
    void aPlayerWhoseTableIsRecordedHasTheOutlookOfTheirTotal() {
        Map<String, Points> totals = totals("A", 25, "B", 10, "C", 10, "D", 9, "E", 12);
        Outlook outlook = Outlook.of("A", totals, List.of(List.of("B", "C", "D", "E")), ITALIAN, 1);
        assertEquals(new Outlook(Outlook.Status.QUALIFIED, null, null), outlook);
    }

    @Test
    void theOutlookIsTheBruteForceOverEveryFinishingOrderOfAllTablesTogether() {
        Random random = new Random(20_261_127L);
        for (int round = 0; round < 20; round++) {
            List<Integer> sizes = new ArrayList<>();
            int players = 0;
            while (players < 8 || (players < 15 && random.nextBoolean())) {
                int size = players + 5 <= 15 && random.nextBoolean() ? 5 : 4;
                if (players + size > 15) {
                    break;
                }
                sizes.add(size);
                players += size;
            }
            Map<Integer, Points> totals = new HashMap<>();
            List<List<Integer>> tables = new ArrayList<>();
            int next = 0;
            for (int size : sizes) {
                List<Integer> table = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    totals.put(next, Points.ofTenths(5L * random.nextInt(50)));
                    table.add(next++);
                }
                tables.add(table);
            }
            List<List<Integer>> open = new ArrayList<>(tables);
            if (random.nextInt(4) == 0) {
                open.remove(random.nextInt(open.size())); // a table already recorded
            }
            int qualifiers = 1 + random.nextInt((players + 2) / 3 + 1);
            for (int check = 0; check < 2; check++) {
                int player = random.nextInt(players);
                assertEquals(
                        bruteForce(player, totals, open, qualifiers),
                        Outlook.of(player, totals, open, ITALIAN, qualifiers),
                        "round " + round + ", player " + player + ", totals " + totals + ", open " + open
                                + ", qualifiers " + qualifiers);
            }
        }
    }

    /** Every combination of finishing orders of every open table together, the player's place fixed. */
    private static Outlook bruteForce(
            Integer player, Map<Integer, Points> totals, List<List<Integer>> open, int qualifiers) {
        List<Integer> own =
                open.stream().filter(t -> t.contains(player)).findFirst().orElse(null);
        if (own == null) {
            int[] extremes = combinations(player, totals, open, 0, totals.get(player));
            boolean safe = extremes[0] < qualifiers;
            boolean hope = extremes[1] < qualifiers;
            return new Outlook(
                    safe ? Outlook.Status.QUALIFIED : hope ? Outlook.Status.OPEN : Outlook.Status.OUT, null, null);
        }
        Integer safePlace = null;
        Integer hopePlace = null;
        for (int place = 1; place <= own.size(); place++) {
            Points total = totals.get(player).plus(ITALIAN.apply(own.size()).forPlace(place));
            int[] extremes = combinations(player, totals, open, place, total);
            if (extremes[0] < qualifiers) {
                safePlace = place;
            }
            if (extremes[1] < qualifiers) {
                hopePlace = place;
            }
        }
        Outlook.Status status = safePlace != null && safePlace == own.size()
                ? Outlook.Status.QUALIFIED
                : hopePlace == null ? Outlook.Status.OUT : Outlook.Status.OPEN;
        return new Outlook(status, safePlace, hopePlace);
    }

    /**
     * Over every way to finish all the open tables at once, the player at {@code place} of theirs:
     * {most others at or above total, fewest others strictly above}.
     */
    private static int[] combinations(
            Integer player, Map<Integer, Points> totals, List<List<Integer>> open, int place, Points total) {
        List<Integer> others = new ArrayList<>(totals.keySet());
        others.remove(player);
        long[] before = others.stream().mapToLong(p -> totals.get(p).units()).toArray();
        // For each open table: the indexes (in others) of its players and every finishing order as
        // the points each of them gets.
        List<int[]> members = new ArrayList<>();
        List<List<long[]>> orders = new ArrayList<>();
        for (List<Integer> table : open) {
            PointsScheme scheme = ITALIAN.apply(table.size());
            List<Integer> seats = new ArrayList<>();
            List<Integer> places = new ArrayList<>();
            for (int k = 1; k <= table.size(); k++) {
                if (!(table.contains(player) && k == place)) {
                    places.add(k);
                }
            }
            table.stream().filter(p -> !p.equals(player)).forEach(p -> seats.add(others.indexOf(p)));
            members.add(seats.stream().mapToInt(Integer::intValue).toArray());
            List<long[]> tableOrders = new ArrayList<>();
            permutations(places, new ArrayList<>(), tableOrders, scheme);
            orders.add(tableOrders);
        }
        int[] extremes = {Integer.MIN_VALUE, Integer.MAX_VALUE};
        walk(0, before.clone(), members, orders, total.units(), extremes);
        return extremes;
    }

    private static void walk(
            int table, long[] points, List<int[]> members, List<List<long[]>> orders, long total, int[] extremes) {
        if (table == members.size()) {
            int atOrAbove = 0;
            int above = 0;
            for (long p : points) {
                atOrAbove += p >= total ? 1 : 0;
                above += p > total ? 1 : 0;
            }
            extremes[0] = Math.max(extremes[0], atOrAbove);
            extremes[1] = Math.min(extremes[1], above);
            return;
        }
        int[] seats = members.get(table);
        for (long[] order : orders.get(table)) {
            for (int i = 0; i < seats.length; i++) {
                points[seats[i]] += order[i];
            }
            walk(table + 1, points, members, orders, total, extremes);
            for (int i = 0; i < seats.length; i++) {
                points[seats[i]] -= order[i];
            }
        }
    }

    private static void permutations(List<Integer> left, List<Integer> chosen, List<long[]> out, PointsScheme scheme) {
        if (left.isEmpty()) {
            out.add(chosen.stream().mapToLong(k -> scheme.forPlace(k).units()).toArray());
            return;
        }
        for (int i = 0; i < left.size(); i++) {
            List<Integer> rest = new ArrayList<>(left);
            Integer k = rest.remove(i);
            chosen.add(k);
            permutations(rest, chosen, out, scheme);
            chosen.remove(chosen.size() - 1);
        }
    }
}
