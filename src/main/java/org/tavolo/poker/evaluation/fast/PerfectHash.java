package org.tavolo.poker.evaluation.fast;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * A collision-free index for the rank keys of every hand of five to seven cards (73,775 multisets of
 * ranks). A key splits into a row (its high bits) and a column (its low ten bits); each row is placed
 * at an offset in one shared table where its columns land on free slots, the fullest rows first, each
 * row searching from where the last row of its size was placed. The result is about 82k slots (a
 * search from the front each time packs all 73,775 but takes seconds to build) instead of the
 * 2<sup>25</sup> a direct table would need, plus 32k row offsets.
 */
final class PerfectHash {

    private static final int SHIFT = 10;
    private static final int COLUMN_MASK = (1 << SHIFT) - 1;
    private static final int[] ROW_START;

    /** Number of slots a table indexed by {@link #index} needs. */
    static final int SIZE;

    static {
        int rowCount = ((4 * HandKey.RANK_MULTIPLIERS[12] + 3 * HandKey.RANK_MULTIPLIERS[11]) >>> SHIFT) + 1;
        int[] rowSizes = new int[rowCount];
        int[] keyCount = { 0 };
        forEachRankMultiset(5, 7, counts -> {
            rowSizes[rankKey(counts) >>> SHIFT]++;
            keyCount[0]++;
        });
        int[][] rows = new int[rowCount][];
        for (int row = 0; row < rowCount; row++) {
            rows[row] = new int[rowSizes[row]];
        }
        int[] filled = new int[rowCount];
        forEachRankMultiset(5, 7, counts -> {
            int key = rankKey(counts);
            rows[key >>> SHIFT][filled[key >>> SHIFT]++] = key & COLUMN_MASK;
        });
        Integer[] order = new Integer[rowCount];
        for (int row = 0; row < rowCount; row++) {
            Arrays.sort(rows[row]);
            order[row] = row;
        }
        Arrays.sort(order, (a, b) -> rows[b].length != rows[a].length ? rows[b].length - rows[a].length : a - b);
        ROW_START = new int[rowCount];
        boolean[] used = new boolean[2 * keyCount[0] + 2 * (COLUMN_MASK + 1)];
        int firstFree = 0;
        int[] resumeAt = new int[COLUMN_MASK + 2];
        int size = 0;
        for (int row : order) {
            int[] columns = rows[row];
            if (columns.length == 0) {
                break;
            }
            while (used[firstFree]) {
                firstFree++;
            }
            int start = Math.max(firstFree, resumeAt[columns.length]) - columns[0];
            while (!fits(used, columns, start)) {
                do {
                    start++;
                } while (used[start + columns[0]]);
            }
            for (int column : columns) {
                used[start + column] = true;
                size = Math.max(size, start + column + 1);
            }
            ROW_START[row] = start;
            resumeAt[columns.length] = start + columns[0];
        }
        SIZE = size;
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

    private static boolean fits(boolean[] used, int[] columns, int start) {
        for (int column : columns) {
            if (used[start + column]) {
                return false;
            }
        }
        return true;
    }
}
