package org.tavolo.poker.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * docs/rules.md#teresa-after-full, generated cases: on random games of shown hands, parol hands and their replays,
 * a Teresa is owed exactly when the last hand showed a full house or better on the short deck (a full, a flush, four
 * of a kind, a straight flush), or when a parol hand and its replay came after the one that did. The expected answer
 * is read independently, walking the game forward from its first hand.
 */
class TeresaAfterFullPropertiesTest {

    /** 001 «full o superiore», in the short deck's order (docs/rules.md#italian: the flush beats the full). */
    private static final Set<HandCategory> FULL_OR_BETTER = Set.of(
            HandCategory.FULL_HOUSE, HandCategory.FLUSH, HandCategory.FOUR_OF_A_KIND, HandCategory.STRAIGHT_FLUSH);

    @Test
    void aTeresaIsOwedAfterAFullOrBetterAndStillAfterAParolHandAndItsReplay() {
        Random random = new Random(20_261_127L);
        HandCategory[] categories = HandCategory.values();
        for (int run = 0; run < 5_000; run++) {
            int hands = random.nextInt(8);
            List<TeresaAfterFull.PastHand> oldestFirst = new ArrayList<>();
            boolean owed = false;
            boolean lastWasParol = false;
            for (int h = 0; h < hands; h++) {
                boolean parol = random.nextInt(4) == 0;
                Set<HandCategory> shown = new HashSet<>();
                if (!parol) {
                    shown.add(categories[random.nextInt(categories.length)]);
                    shown.add(categories[random.nextInt(categories.length)]);
                }
                oldestFirst.add(new TeresaAfterFull.PastHand(shown, parol));
                boolean full = shown.stream().anyMatch(FULL_OR_BETTER::contains);
                // a parol hand carries its pot to the next hand, its replay: neither ends what a full began
                owed = full || ((parol || lastWasParol) && owed);
                lastWasParol = parol;
            }
            List<TeresaAfterFull.PastHand> latestFirst = new ArrayList<>(oldestFirst);
            Collections.reverse(latestFirst);
            assertEquals(owed, TeresaAfterFull.owed(latestFirst), "hands, oldest first: " + oldestFirst);
        }
    }
}
