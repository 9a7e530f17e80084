package org.tavolo.table;

import java.time.Instant;
import java.util.List;

/**
 * One game's seat draw checked as anyone may check it (docs/seat-draw.md#checking-a-draw-on-its-public-page): the
 * seating recomputed from the published entries, table plan and seed, the seal on the seed, and whether the seats
 * the tournament keeps follow from the draw.
 *
 * @param seed             the draw's seed; null when the game kept the seats of the one before (nothing to check)
 * @param commitment       the seal published before the draw (SHA-256 of seed and nonce), null when none was
 * @param nonce            the nonce revealed with the seed, null when there was no seal
 * @param commitmentHolds  whether the revealed seed and nonce give the seal; null when there was no seal
 * @param drawn            every seat as the draw gives it, in table and seat order
 * @param differences      the seats the tournament keeps that do not follow from the draw (none: it matches)
 * @param lateEntries      players seated after the draw by late registration, who are not part of it
 */
public record DrawCheck(
        int game,
        Long seed,
        String algorithm,
        Instant drawnAt,
        List<Long> entryOrder,
        List<Integer> tablePlan,
        String commitment,
        String nonce,
        Boolean commitmentHolds,
        List<DrawnSeat> drawn,
        List<Difference> differences,
        List<String> lateEntries) {

    /** A seat as the draw gives it, with the player the entry belongs to. */
    public record DrawnSeat(int table, int seat, long entry, String playerName) {}

    /**
     * A player who sits elsewhere than the draw and the recorded moves put them.
     *
     * @param table     the table the draw (and the recorded moves) give
     * @param seat      the seat the draw (and the recorded moves) give
     * @param sitsTable the table the tournament has them at
     * @param sitsSeat  the seat the tournament has them at
     */
    public record Difference(String playerName, int table, int seat, int sitsTable, int sitsSeat) {}

    /** Whether the game was drawn (rather than keeping the seats of the one before). */
    public boolean wasDrawn() {
        return seed != null;
    }

    /** Whether the seats the tournament keeps are the ones the draw gives (after the recorded moves). */
    public boolean matches() {
        return differences.isEmpty();
    }
}
