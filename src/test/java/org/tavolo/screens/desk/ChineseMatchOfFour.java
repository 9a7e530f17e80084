package org.tavolo.screens.desk;

import com.microsoft.playwright.Page;
import java.util.List;

/**
 * The Chinese match the desk's tests play at a table of four: the same hands in each of the three deals, the
 * tokens of each deal, and a deal typed on the table page as a keyboard types it.
 */
final class ChineseMatchOfFour {

    /** Four players' hands, the same in every deal: first (5), second (5), third (3). */
    static final String[][][] HANDS = {
        {{"Ah", "Kh", "Qh", "Jh", "Th"}, {"As", "Ks", "Qs", "Js", "8s"}, {"Ad", "Ac", "2s"}},
        {{"9h", "9d", "9c", "9s", "2h"}, {"8h", "8d", "8c", "3h", "3d"}, {"Kd", "Kc", "4h"}},
        {{"7h", "7d", "7c", "7s", "2d"}, {"6h", "6d", "6c", "6s", "2c"}, {"Qd", "Qc", "5h"}},
        {{"5d", "5c", "5s", "4d", "4c"}, {"Jd", "Jc", "Td", "Tc", "3c"}, {"Ts", "4s", "3s"}}
    };

    /** The tokens each player places in deals 1, 2 and 3: each of 0,0,1,1,2,2,3,3,4 once. */
    static final int[][] TOKENS = {{4, 3, 3}, {2, 2, 1}, {1, 0, 0}};

    /** The three hands of a player, as the form names them. */
    static final String[] ROWS = {"first", "second", "third"};

    private ChineseMatchOfFour() {}

    /** A hand typed on a keyboard, as text, then left (so the order is checked). */
    static void row(Page page, int seat, int row, String... cards) {
        String field = "#cn-" + seat + "-" + ROWS[row];
        page.fill(field, String.join(" ", cards));
        page.dispatchEvent(field, "change");
    }

    /** Deal {@code deal} (0, 1 or 2) typed for the players in {@code seats}: every hand and every token. */
    static void typeDeal(Page page, List<Integer> seats, int deal) {
        for (int p = 0; p < seats.size(); p++) {
            for (int r = 0; r < ROWS.length; r++) {
                row(page, seats.get(p), r, HANDS[p][r]);
                page.fill("#tok-" + seats.get(p) + "-" + ROWS[r], Integer.toString(TOKENS[deal][r]));
            }
        }
    }
}
