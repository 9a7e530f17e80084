package org.tavolo.screens.desk;

import java.util.List;

/**
 * What a hand will do, shown before it is confirmed: each pot with who takes it and why, the
 * chips returned, and every stack before and after.
 *
 * @param pots     main pot first, then the side pots
 * @param returned uncalled chips given back
 * @param shown    the hands shown at the showdown
 * @param stacks   the stacks of the players in the hand, before and after
 * @param held     whether a pot is held for a ruling (the hands form a cycle)
 */
public record HandPreview(
        List<PotLine> pots, List<ChipLine> returned, List<ShownLine> shown, List<StackLine> stacks, boolean held) {

    /** One pot: its chips, who takes it and how much each, the reason in words, the odd chips. */
    public record PotLine(String name, long amount, List<ChipLine> shares, String reason, long oddChips) {}

    /** Chips going to one seat. */
    public record ChipLine(int seat, String name, long chips) {}

    /** A hand shown: the category in words and its cards in reading order. */
    public record ShownLine(int seat, String name, String hand, String cards) {}

    /** A stack before and after the hand. */
    public record StackLine(int seat, String name, long before, long after) {}
}
