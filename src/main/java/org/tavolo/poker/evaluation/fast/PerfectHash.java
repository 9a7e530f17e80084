package org.tavolo.poker.evaluation.fast;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * A collision-free index for the rank keys of every hand of five to seven cards (73,775 multisets of
 * ranks). A key splits into a row (its high bits) and a column (its low ten bits); each row is placed
 * at an offset in one shared table where its columns land on free slots, the fullest rows first. The
 * result fills every slot: 73,775 entries instead of the 2<sup>25</sup> a direct table would need, and
 * 32k row offsets. Ten-bit columns keep the build under a second; wider rows pack slower.
 */
final class PerfectHash {

    private static final int SHIFT = 10;
    private static final int COLUMN_MASK = (1 << SHIFT) - 1;
    private static final int[] ROW_START;

    /** Number of slots a table indexed by {@link #index} needs. */
    static final int SIZE;

    /** Number of rank multisets indexed. */
    static final int KEYS;

    static {
        int maxKey = 4 * HandKey.RANK_MULTIPLIERS[12] + 3 * HandKey.RANK_MULTIPLIERS[11];
        List<List<Integer>> rows = new ArrayList<>();
        for (int row = 0; row <= maxKey >>> SHIFT; row++) {
            rows.add(new ArrayList<>());
        }
        int[] keys = { 0 };
        forEachRankMultiset(5, 7, counts -> {
            int key = rankKey(counts);
            keys[0]++;
            rows.get(key >>> SHIFT).add(key & COLUMN_MASK);
        });
        ROW_START = new int[rows.size()];
        List<Integer> order = new ArrayList<>();
        for (int row = 0; row < rows.size(); row++) {
            if (!rows.get(row).isEmpty()) {
                rows.get(row).sort(null);
                order.add(row);
            }
        }
        order.sort(Comparator.comparingInt((Integer row) -> -rows.get(row).size()).thenComparingInt(row -> row));
        BitSet used = new BitSet();
        int size = 0;
        for (int row : order) {
            List<Integer> columns = rows.get(row);
            int first = columns.get(0);
            int slot = used.nextClearBit(0);
            while (!fits(used, columns, slot - first)) {
                slot = used.nextClearBit(slot + 1);
            }
            int start = slot - first;
            for (int column : columns) {
                used.set(start + column);
                size = Math.max(size, start + column + 1);
            }
            ROW_START[row] = start;
        }
        SIZE = size;
        KEYS = keys[0];
    }

    private PerfectHash() {
    }

    /** The slot of a rank key (the low half of a {@link HandKey} key). */
    static int index(int rankKey) {
        return (rankKey & COLUMN_MASK) + ROW_START[rankKey >>> SHIFT];
    }

    static int rankKey(int[] counts) {
        int key = 0;
        for (int rank = 0; rank < 13; rank++) {
            key += counts[rank] * HandKey.RANK_MULTIPLIERS[rank];
        }
        return key;
    }

    /** Calls back with every way to hold {@code min..max} cards, at most four of a rank (the array is reused). */
    static void forEachRankMultiset(int min, int max, Consumer<int[]> action) {
        visit(new int[13], 0, 0, min, max, action);
    }

    private static void visit(int[] counts, int rank, int total, int min, int max, Consumer<int[]> action) {
        if (rank == 13) {
            if (total >= min) {
                action.accept(counts);
            }
            return;
        }
        for (int count = 0; count <= 4 && total + count <= max; count++) {
            counts[rank] = count;
            visit(counts, rank + 1, total + count, min, max, action);
        }
        counts[rank] = 0;
    }

    private static boolean fits(BitSet used, List<Integer> columns, int start) {
        for (int column : columns) {
            if (used.get(start + column)) {
                return false;
            }
        }
        return true;
    }
}
