package org.tavolo.poker.scoring;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * What the round's last game must bring a player to qualify (docs/rules.md#outlook), once that game is
 * drawn: for each place {@code k} the player may take at their table,
 *
 * <ol>
 *   <li>the player's total is their points so far plus the points of place {@code k} at a table of
 *       their table's size;
 *   <li>{@code k} is <em>safe</em> when, whatever order every other player finishes that game in
 *       (each table on its own, each place taken once), fewer than {@code qualifiers} other players
 *       end with a total at or above the player's (a tie counts against: chips are not known yet);
 *   <li>{@code k} has <em>hope</em> when, in the order most favourable to the player, fewer than
 *       {@code qualifiers} other players end strictly above (a tie counts for);
 *   <li>the safe place is the worst safe place, the hope place the worst place with hope; the player
 *       is {@link Status#QUALIFIED} when the last place is safe, {@link Status#OUT} when no place has
 *       hope, and {@link Status#OPEN} otherwise.
 * </ol>
 *
 * <p>Tables are independent once the player's total is fixed, so the most and the fewest players a
 * table can put at or above that total are found table by table, enumerating its finishing orders
 * (at most 6! = 720 a table). Places shared in the game to come are not foreseen. A player whose table
 * of the last game is already recorded has one place: the one recorded, already in their points.
 *
 * @param status    whether the player is through, out, or still depends on the game
 * @param safePlace the worst place at the table that qualifies whatever the other tables do, or null
 * @param hopePlace the worst place at the table that can still qualify, or null
 */
public record Outlook(Status status, Integer safePlace, Integer hopePlace) {

    /** Where a player stands before the round's last game. */
    public enum Status {
        /** Through whatever place the player takes. */
        QUALIFIED,
        /** Depends on the place the player takes, and perhaps on the other tables. */
        OPEN,
        /** Cannot qualify whatever happens. */
        OUT,
        /** Not known yet: the last game is not drawn, or the format has no cut. */
        UNKNOWN
    }

    /** The outlook of a player before the last game is drawn, or in a format without a cut. */
    public static final Outlook UNKNOWN = new Outlook(Status.UNKNOWN, null, null);

    /**
     * The outlook of {@code player}.
     *
     * @param player     whose outlook
     * @param totals     every player's points so far in the round (recorded tables of the last game
     *                   included); players missing count as zero
     * @param openTables the tables of the last game not recorded yet, each the players seated there
     * @param schemes    the points of each place at a table of the given size
     * @param qualifiers how many players go through
     * @param <P>        how players are identified
     */
    public static <P> Outlook of(
            P player,
            Map<P, Points> totals,
            List<List<P>> openTables,
            IntFunction<PointsScheme> schemes,
            int qualifiers) {
        Points before = totals.getOrDefault(player, Points.ZERO);
        List<Table> tables = new ArrayList<>();
        List<P> own = null;
        for (List<P> table : openTables) {
            if (table.contains(player)) {
                own = table;
            } else {
                tables.add(table(table, totals, schemes.apply(table.size()), 0));
            }
        }
        Field field = new Field(fixed(player, totals, openTables), tables);
        if (own == null) {
            boolean safe = field.mostAtOrAbove(before) < qualifiers;
            boolean hope = field.fewestAbove(before) < qualifiers;
            return new Outlook(safe ? Status.QUALIFIED : hope ? Status.OPEN : Status.OUT, null, null);
        }
        List<P> others = own.stream().filter(p -> !p.equals(player)).toList();
        return byPlace(field, others, totals, schemes.apply(own.size()), before, qualifiers);
    }

    /** The totals of the other players not seated in the last game: known already. */
    private static <P> List<Points> fixed(P player, Map<P, Points> totals, List<List<P>> openTables) {
        Set<P> seated = new HashSet<>();
        openTables.forEach(seated::addAll);
        List<Points> fixed = new ArrayList<>();
        totals.forEach((p, points) -> {
            if (!p.equals(player) && !seated.contains(p)) {
                fixed.add(points);
            }
        });
        return fixed;
    }

    /** Steps 1 to 4 for a player seated with {@code others} in the last game: each place tried in turn. */
    private static <P> Outlook byPlace(
            Field field, List<P> others, Map<P, Points> totals, PointsScheme scheme, Points before, int qualifiers) {
        int size = others.size() + 1;
        Integer safePlace = null;
        Integer hopePlace = null;
        for (int place = 1; place <= size; place++) {
            Field all = field.with(table(others, totals, scheme, place));
            Points total = before.plus(scheme.forPlace(place));
            if (all.mostAtOrAbove(total) < qualifiers) {
                safePlace = place;
            }
            if (all.fewestAbove(total) < qualifiers) {
                hopePlace = place;
            }
        }
        Status status = safePlace != null && safePlace == size
                ? Status.QUALIFIED
                : hopePlace == null ? Status.OUT : Status.OPEN;
        return new Outlook(status, safePlace, hopePlace);
    }

    /** A table's players and the places of a table of their scheme, without the place {@code taken} (0: none). */
    private static <P> Table table(List<P> players, Map<P, Points> totals, PointsScheme scheme, int taken) {
        List<Points> places = new ArrayList<>();
        for (int place = 1; place <= players.size() + (taken > 0 ? 1 : 0); place++) {
            if (place != taken) {
                places.add(scheme.forPlace(place));
            }
        }
        return new Table(
                players.stream().map(p -> totals.getOrDefault(p, Points.ZERO)).toList(), places);
    }

    /** The other players: those whose total is known, and the tables still to play. */
    private record Field(List<Points> fixed, List<Table> tables) {

        /** The field with one more table. */
        Field with(Table table) {
            List<Table> all = new ArrayList<>(tables);
            all.add(table);
            return new Field(fixed, all);
        }

        /** The most other players that can end at or above {@code total} (a tie counts against). */
        int mostAtOrAbove(Points total) {
            int count =
                    (int) fixed.stream().filter(p -> p.compareTo(total) >= 0).count();
            for (Table table : tables) {
                count += table.extreme(total, true, true);
            }
            return count;
        }

        /** The fewest other players that end strictly above {@code total} (a tie counts for). */
        int fewestAbove(Points total) {
            int count = (int) fixed.stream().filter(p -> p.compareTo(total) > 0).count();
            for (Table table : tables) {
                count += table.extreme(total, false, false);
            }
            return count;
        }
    }

    /**
     * A table still to play, as the points its players have and the points of the places left for them.
     *
     * @param before the players' points so far
     * @param places the points of the places they will take, one each
     */
    private record Table(List<Points> before, List<Points> places) {

        /**
         * Over every finishing order of the table, the most ({@code most}) or the fewest players ending
         * at or above ({@code orEqual}) or strictly above {@code total}.
         */
        int extreme(Points total, boolean orEqual, boolean most) {
            return extreme(total, orEqual, most, 0, new boolean[places.size()]);
        }

        private int extreme(Points total, boolean orEqual, boolean most, int player, boolean[] used) {
            if (player == before.size()) {
                return 0;
            }
            int best = most ? -1 : Integer.MAX_VALUE;
            for (int i = 0; i < places.size(); i++) {
                if (used[i]) {
                    continue;
                }
                used[i] = true;
                int cmp = before.get(player).plus(places.get(i)).compareTo(total);
                int here = (orEqual ? cmp >= 0 : cmp > 0) ? 1 : 0;
                int count = here + extreme(total, orEqual, most, player + 1, used);
                used[i] = false;
                best = most ? Math.max(best, count) : Math.min(best, count);
            }
            return best;
        }
    }
}
