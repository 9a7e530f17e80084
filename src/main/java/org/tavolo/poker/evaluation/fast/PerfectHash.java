package org.tavolo.poker.evaluation.fast;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * A collision-free index for the rank keys of every hand of a range of sizes: {@link #FIVE_TO_SEVEN_CARDS}
 * (73,775 multisets of ranks) and {@link #FIVE_CARDS} (6,175). A key splits into a row (its high bits)
 * and a column (its low bits); each row is placed at an offset in one shared table where its columns land
 * on free slots, the fullest rows first, each row searching from where the last row of its size was
 * placed. Five to seven cards take about 82k slots (a search from the front each time packs all 73,775
 * but takes seconds to build) instead of the 2<sup>25</sup> a direct table would need, plus 32k row
 * offsets. A record, so that the JIT folds the arrays of the shared instances into the code.
 *
 * @param shift      bits of a key that make the column
 * @param columnMask {@code (1 << shift) - 1}
 * @param rowStart   where each row starts in the table
 * @param size       number of slots a table indexed by {@link #index} needs
 */
record PerfectHash(int shift, int columnMask, int[] rowStart, int size) {

    /** Hands of five, six or seven cards. */
    static final PerfectHash FIVE_TO_SEVEN_CARDS = build(5, 7, 10);
    /** Hands of exactly five cards (an Omaha board). */
    static final PerfectHash FIVE_CARDS = build(5, 5, 12);

    private static PerfectHash build(int minCards, int maxCards, int shift) {
        int columnMask = (1 << shift) - 1;
        int[][] rows = rows(minCards, maxCards, shift, columnMask);
        int keyCount = Arrays.stream(rows).mapToInt(row -> row.length).sum();
        int[] rowStart = new int[rows.length];
        int size = place(rows, rowStart, keyCount, columnMask);
        return new PerfectHash(shift, columnMask, rowStart, size);
    }

    /** The keys' columns (low bits) grouped by row (high bits), each row sorted. */
    private static int[][] rows(int minCards, int maxCards, int shift, int columnMask) {
        int[] maxKey = {0};
        forEachRankMultiset(minCards, maxCards, counts -> maxKey[0] = Math.max(maxKey[0], rankKey(counts)));
        int rowCount = (maxKey[0] >>> shift) + 1;
        int[] rowSizes = new int[rowCount];
        forEachRankMultiset(minCards, maxCards, counts -> rowSizes[rankKey(counts) >>> shift]++);
        int[][] rows = new int[rowCount][];
        for (int row = 0; row < rowCount; row++) {
            rows[row] = new int[rowSizes[row]];
        }
        int[] filled = new int[rowCount];
        forEachRankMultiset(minCards, maxCards, counts -> {
            int key = rankKey(counts);
            rows[key >>> shift][filled[key >>> shift]++] = key & columnMask;
        });
        for (int[] row : rows) {
            Arrays.sort(row);
        }
        return rows;
    }

    /**
     * Row displacement, fullest rows first: each row starts at the first offset where all its columns fall on free
     * slots. Fills {@code rowStart} and answers the table's size.
     */
    private static int place(int[][] rows, int[] rowStart, int keyCount, int columnMask) {
        Integer[] order = new Integer[rows.length];
        for (int row = 0; row < rows.length; row++) {
            order[row] = row;
        }
        Arrays.sort(order, (a, b) -> rows[b].length != rows[a].length ? rows[b].length - rows[a].length : a - b);
        boolean[] used = new boolean[2 * keyCount + 2 * (columnMask + 1)];
        int firstFree = 0;
        int[] resumeAt = new int[columnMask + 2];
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
            rowStart[row] = start;
            resumeAt[columns.length] = start + columns[0];
        }
        return size;
    }

    /** The slot of a rank key (the low half of a {@link HandKey} key). */
    int index(int rankKey) {
        return (rankKey & columnMask) + rowStart[rankKey >>> shift];
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
