package org.tavolo.screens.desk;

import java.util.List;
import org.tavolo.screens.Elision;

/**
 * What a hand will do, shown before it is confirmed: each pot with who takes it and why, the
 * chips returned, and every stack before and after.
 *
 * @param pots     main pot first, then the side pots
 * @param returned uncalled chips given back
 * @param shown    the hands shown at the showdown
 * @param stacks   the stacks of the players in the hand, before and after
 * @param held     whether a pot is held for a ruling (the hands form a cycle)
 * @param deadAnte the big blind's ante, dead money in the main pot (docs/rules.md#big-blind-ante); empty when none
 */
public record HandPreview(
        List<PotLine> pots,
        List<ChipLine> returned,
        List<ShownLine> shown,
        List<StackLine> stacks,
        boolean held,
        List<ChipLine> deadAnte) {

    public HandPreview {
        deadAnte = deadAnte == null ? List.of() : List.copyOf(deadAnte);
    }

    /** A preview with no dead money. */
    public HandPreview(
            List<PotLine> pots, List<ChipLine> returned, List<ShownLine> shown, List<StackLine> stacks, boolean held) {
        this(pots, returned, shown, stacks, held, List.of());
    }

    /**
     * One pot: which it is (0 the main pot, 1 the first side pot…, named in the page's words), its chips, who takes
     * it and how much each, the reason in words, the odd chips.
     */
    public record PotLine(int side, long amount, List<ChipLine> shares, String reason, long oddChips) {

        /** The pot's number from the name the core gives it: {@code main} is 0, {@code side 2} is 2. */
        static int side(String name) {
            return name.startsWith("side ") ? Integer.parseInt(name.substring("side ".length())) : 0;
        }
    }

    /** Chips going to one seat. */
    public record ChipLine(int seat, String name, long chips) {

        /** Whether Italian writes «ad» before the name («Restituito ad Andrea»). */
        public boolean ad() {
            return Elision.ad(name);
        }
    }

    /** A hand shown: the category in words and its cards in reading order. */
    public record ShownLine(int seat, String name, String hand, String cards) {}

    /** A stack before and after the hand. */
    public record StackLine(int seat, String name, long before, long after) {}
}
