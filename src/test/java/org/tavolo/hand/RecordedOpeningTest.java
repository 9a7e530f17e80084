package org.tavolo.hand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Rank;

/** docs/rules.md#opening: the requirement a stored hand leaves to the table's next hand. */
class RecordedOpeningTest {

    @Test
    void anOpenedHandLeavesJacksToTheNextHand() {
        for (int step = 0; step < 5; step++) {
            RecordedHand.Opening opened = RecordedHand.Opening.of(new OpeningRequirement(step), true, false);
            assertEquals(OpeningRequirement.FIRST, opened.next());
        }
    }

    @Test
    void handsNobodyOpenedStepThroughQueensKingsAcesTwiceAndBackToKings() {
        OpeningRequirement requirement = OpeningRequirement.FIRST;
        List<Rank> played = new ArrayList<>();
        for (int hand = 0; hand < 8; hand++) {
            RecordedHand.Opening stored = RecordedHand.Opening.of(requirement, false, false);
            played.add(stored.minimumPair());
            requirement = stored.next();
        }
        assertEquals(
                List.of(Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.ACE, Rank.KING, Rank.ACE, Rank.ACE), played);
    }
}
