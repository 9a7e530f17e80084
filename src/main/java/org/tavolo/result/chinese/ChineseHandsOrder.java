package org.tavolo.result.chinese;

import java.util.List;

/**
 * The order of one player's three Chinese poker hands as typed so far (docs/rules.md#chinese-tokens):
 * each complete hand named, the first row whose cards cannot be read, and the first pair of rows
 * out of order (a foul), each null when there is none; with a foul, the order that has none when one
 * exists ({@code proposed}: the rows whose hands go first, second and third, {@code [second, first, third]}).
 */
public record ChineseHandsOrder(List<RowHand> hands, Unreadable unreadable, Foul foul, List<String> proposed) {

    /** A complete row ({@code first}, {@code second}, {@code third}) and its hand. */
    public record RowHand(String row, HandName hand) {}

    /** A row whose cards cannot be read, and why. */
    public record Unreadable(String row, String detail) {}

    /** The {@code lower} row's hand beats the {@code higher} row's. */
    public record Foul(String higher, String lower) {}
}
