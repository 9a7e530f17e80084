package org.tavolo.screens.desk;

import java.util.List;
import java.util.Map;

/** What the Chinese part of the director's page shows, as records: the deal as typed, its rows, its preview. */
public final class ChineseViews {

    private ChineseViews() {}

    /** One row of the form: its label and how many cards it takes at this table. */
    public record RowSpec(String key, String label, int size) {}

    /**
     * The order of one seat's hands as typed: each complete hand in words, a foul if any, and the
     * order proposed instead ({@code second.first.third}: the rows whose hands go first, second, third).
     */
    public record OrderLine(int seat, String hands, String foul, String proposed, String proposedWords) {

        public boolean fouled() {
            return foul != null;
        }
    }

    /** One row of a previewed deal: each player's hand and token, who takes the tokens. */
    public record RowLine(String label, List<String> hands, String winners, String collected) {}

    /** A player's victory points: from this deal and over the match so far. */
    public record TotalLine(String name, int thisDeal, int total) {}

    /** A deal's preview. */
    public record DealPreview(int deal, List<RowLine> rows, List<TotalLine> totals, boolean last) {}

    /** A deal the service stored: its number, each player's points, whether it was voided and why. */
    public record StoredLine(int deal, String points, boolean voided, String reason) {}

    /**
     * The Chinese part of the page.
     *
     * @param form       the deal as typed
     * @param rows       the three rows and their sizes at this table
     * @param order      each seat's order check
     * @param tokensLeft each seat's tokens still to place in this match, lowest first
     * @param stored     the deals of the match the service stored so far, voided ones included
     * @param totals     each player's victory points over the stored deals, in words
     * @param voidable   the last stored deal, which may be voided until the match is recorded (0: none)
     * @param preview    the deal's preview, once asked for
     */
    public record ChineseDesk(
            ChineseForm form,
            List<RowSpec> rows,
            Map<Integer, OrderLine> order,
            Map<Integer, List<Integer>> tokensLeft,
            List<StoredLine> stored,
            String totals,
            int voidable,
            DealPreview preview) {

        public ChineseDesk withPreview(DealPreview p) {
            return new ChineseDesk(form, rows, order, tokensLeft, stored, totals, voidable, p);
        }

        /** The token values a seat may still tap, each once. */
        public List<Integer> tokenButtons(int seat) {
            return tokensLeft.getOrDefault(seat, List.of()).stream().distinct().toList();
        }

        public String tokensLeftText(int seat) {
            return String.join(
                    " ",
                    tokensLeft.getOrDefault(seat, List.of()).stream()
                            .map(String::valueOf)
                            .toList());
        }
    }
}
