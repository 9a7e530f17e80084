package org.tavolo.poker.table;

import java.util.List;
import java.util.Set;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * 001's Teresa after a full (docs/rules.md#teresa-after-full): «SE NELLA MANO PRECEDENTE SI E' VISTO UN PUNTO FULL O
 * SUPERIORE BISOGNA GIOCARE LA "TERESA"». When the tournament plays this rule, a hand of Teresina is owed right after
 * a hand that showed a full house or better, whatever the hour; a parol pot carried meanwhile is replayed first
 * («dovrà essere rimesso in gioco nella mano seguente», 003), so the Teresa is still owed after its replay.
 */
public final class TeresaAfterFull {

    /**
     * «Full o superiore» on the Italian short deck: the full house and what ranks above it there, the flush, four of
     * a kind and the straight flush (docs/rules.md#italian).
     */
    static final Set<HandCategory> FULL_OR_BETTER = Set.of(
            HandCategory.FULL_HOUSE, HandCategory.FLUSH, HandCategory.FOUR_OF_A_KIND, HandCategory.STRAIGHT_FLUSH);

    private TeresaAfterFull() {}

    /**
     * One hand already played at the table in its game.
     *
     * @param shown     the categories of the hands shown at its showdown
     * @param parolHand whether every player passed the word after the draw, so its pot was carried
     */
    public record PastHand(Set<HandCategory> shown, boolean parolHand) {

        public PastHand {
            shown = Set.copyOf(shown);
        }

        boolean showedFullOrBetter() {
            return shown.stream().anyMatch(FULL_OR_BETTER::contains);
        }
    }

    /**
     * Whether the table's next hand is a Teresa owed by a full: its last hand showed a full house or better, or the
     * hands since the one that did are parol hands and the replay of their pot.
     *
     * @param latestFirst the table's hands in its game, not voided, the last one first
     */
    public static boolean owed(List<PastHand> latestFirst) {
        for (int i = 0; i < latestFirst.size(); i++) {
            PastHand hand = latestFirst.get(i);
            if (hand.showedFullOrBetter()) {
                return true;
            }
            boolean replay =
                    i + 1 < latestFirst.size() && latestFirst.get(i + 1).parolHand();
            if (!hand.parolHand() && !replay) {
                return false;
            }
        }
        return false;
    }
}
