package org.tavolo.hand.correction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.TableOne;

/**
 * docs/director-page.md#correcting-the-last-hand: a correction keeps the original hand's game and players. It never
 * drops a player who was in the hand (a player the hand knocked out included), never names one who was not, and
 * never moves the hand to another game; such a correction is refused with words and changes nothing.
 */
@QuarkusTest
class CorrectionKeepsTheHandsGameAndPlayersTest {

    private static final List<String> BOARD = List.of("2c", "7d", "9h", "Jc", "Ks");

    @Inject
    HandCorrections corrections;

    @Inject
    AgroalDataSource database;

    /** A Hold'em table of six, 6,000 each, level 1 (25/50). */
    private static long holdemTableOfSix() {
        return Evenings.drawn("TEXAS_HOLDEM", 6, 3);
    }

    /**
     * Button at seat 4, seats 5 and 6 post the blinds and fold; seats 1 and 3 go all in with {@code one} and
     * {@code three}; with {@code players} only those seats of 1, 3, 5 and 6.
     */
    private static EnterHandRequest allIn(List<String> one, List<String> three, List<Integer> players) {
        List<EnterHandRequest.Player> in = new ArrayList<>();
        for (int seat : players) {
            in.add(
                    switch (seat) {
                        case 1 -> new EnterHandRequest.Player(1, 6_000L, false, one);
                        case 3 -> new EnterHandRequest.Player(3, 6_000L, false, three);
                        case 5 -> new EnterHandRequest.Player(5, 25L, true, null);
                        case 6 -> new EnterHandRequest.Player(6, 50L, true, null);
                        default -> new EnterHandRequest.Player(seat, 0L, true, null);
                    });
        }
        return new EnterHandRequest(UUID.randomUUID().toString(), 4, null, BOARD, in, null, null, null, null);
    }

    private static final List<String> ACES = List.of("Ah", "Ad");
    private static final List<String> RAGS = List.of("3c", "4d");

    /** Seat 1's aces knock out seat 3: seat 1 holds 12,075. */
    private static long seatThreeBusts(long t) {
        return Hands.recorded(t, allIn(ACES, RAGS, List.of(1, 3, 5, 6)));
    }

    private static HandEntry stored(long t, long hand) {
        return QuarkusTransaction.requiringNew()
                .call(() -> HandEntry.inTournament(t, hand).orElseThrow());
    }

    private ProblemException refused(Runnable correction) {
        return assertThrows(ProblemException.class, correction::run);
    }

    @Test
    void aCorrectionThatLeavesOutAPlayerTheHandKnockedOutIsRefusedAndChangesNothing() throws Exception {
        long t = holdemTableOfSix();
        long hand = seatThreeBusts(t);
        assertEquals(12_075, TableOne.stacks(t).get("1"));
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = refused(
                () -> corrections.correct(t, 1, hand, "il buio era sbagliato", allIn(ACES, RAGS, List.of(1, 5, 6))));

        assertEquals(409, refused.problem().status());
        assertEquals("/problems/correction-changes-players", refused.problem().type());
        assertTrue(
                refused.problem().detail().contains("seat 3"), refused.problem().detail());
        assertEquals(before, DataFingerprint.of(database));
        assertEquals(HandStatus.SETTLED, stored(t, hand).status());
        assertEquals(12_075, TableOne.stacks(t).get("1"));
    }

    @Test
    void theCorrectionsPreviewOfAHandWithoutAPlayerWhoWasInItIsRefusedToo() throws Exception {
        long t = holdemTableOfSix();
        long hand = seatThreeBusts(t);
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = refused(() -> corrections.preview(t, 1, hand, allIn(ACES, RAGS, List.of(1, 5, 6))));

        assertEquals("/problems/correction-changes-players", refused.problem().type());
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void aCorrectionThatNamesAPlayerWhoWasNotInTheHandIsRefusedAndChangesNothing() throws Exception {
        long t = holdemTableOfSix();
        long hand = seatThreeBusts(t);
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = refused(() -> corrections.correct(
                t, 1, hand, "anche il 2 era nella mano", allIn(ACES, RAGS, List.of(1, 2, 3, 5, 6))));

        assertEquals(409, refused.problem().status());
        assertEquals("/problems/correction-changes-players", refused.problem().type());
        assertTrue(
                refused.problem().detail().contains("seat 2"), refused.problem().detail());
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void aCorrectionStatedInAnotherGameIsRefusedAndChangesNothing() throws Exception {
        long t = holdemTableOfSix();
        long hand = seatThreeBusts(t);
        EnterHandRequest asPlayed = allIn(RAGS, ACES, List.of(1, 3, 5, 6));
        EnterHandRequest inGameTwo = new EnterHandRequest(
                asPlayed.entryId(),
                asPlayed.button(),
                asPlayed.game(),
                asPlayed.board(),
                asPlayed.players(),
                asPlayed.opened(),
                2,
                asPlayed.expected(),
                asPlayed.opener());
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = refused(() -> corrections.correct(t, 1, hand, "carte invertite", inGameTwo));

        assertEquals(409, refused.problem().status());
        assertEquals("/problems/correction-changes-game", refused.problem().type());
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void correctingAHandThatKnockedAPlayerOutKeepsHimInItAtHisSeat() {
        long t = holdemTableOfSix();
        long hand = seatThreeBusts(t);

        HandAnswer corrected =
                corrections.correct(t, 1, hand, "carte invertite", allIn(RAGS, ACES, List.of(1, 3, 5, 6)));

        assertEquals(HandStatus.VOID, stored(t, hand).status());
        Map<String, Integer> stacks = TableOne.stacks(t);
        assertEquals(12_075, stacks.get("3"), "seat 3 wins the hand as corrected: " + stacks);
        assertEquals(0, stacks.getOrDefault("1", 0), "seat 1 is out: " + stacks);
        assertEquals(1, corrected.eliminated().size());
    }
}
