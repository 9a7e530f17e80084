package org.tavolo.hand.correction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.recorded;
import static org.tavolo.testing.TableOne.stacks;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.PreviewedHand;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.ledger.StackChange;
import org.tavolo.testing.DataFingerprint;

/**
 * «Correggi l'ultima mano»: the table's last hand is voided with the reason given and the hand as it should have
 * been is recorded in its place, in one transaction under the table's lock, through the void and the record every
 * hand takes. The chips end as if the corrected hand had been entered first; a refusal changes nothing.
 */
@QuarkusTest
class HandCorrectionTest {

    private static final List<EnterHandRequest.Expected> AS_DRAWN = List.of(
            new EnterHandRequest.Expected(1, 20_000L),
            new EnterHandRequest.Expected(2, 20_000L),
            new EnterHandRequest.Expected(3, 20_000L),
            new EnterHandRequest.Expected(4, 20_000L));

    private static final List<String> TRIPS = List.of("Ah", "Ad", "Ac", "9s", "8s");
    private static final List<String> TWO_PAIR = List.of("Kh", "Kd", "7c", "7d", "10s");

    @Inject
    HandCorrections corrections;

    @Inject
    AgroalDataSource database;

    /** Seats 1 and 2 put in 1,000 each and show their cards; the trips win. */
    private static EnterHandRequest showdown(
            String key,
            List<String> seatOne,
            List<String> seatTwo,
            long seatTwoPut,
            List<EnterHandRequest.Expected> seen) {
        return new EnterHandRequest(
                key,
                4,
                null,
                null,
                List.of(
                        new EnterHandRequest.Player(1, 1_000L, false, seatOne),
                        new EnterHandRequest.Player(2, seatTwoPut, false, seatTwo)),
                null,
                null,
                seen,
                null);
    }

    /** Seat 1 loses 1,000 to seat 2, as first entered: the cards were swapped. */
    private static EnterHandRequest swapped(String key) {
        return showdown(key, TWO_PAIR, TRIPS, 1_000L, AS_DRAWN);
    }

    /** The hand as it was played: seat 1 wins 1,000 from seat 2. */
    private static EnterHandRequest asPlayed(String key) {
        return showdown(key, TRIPS, TWO_PAIR, 1_000L, AS_DRAWN);
    }

    private static HandEntry stored(long t, long hand) {
        return QuarkusTransaction.requiringNew()
                .call(() -> HandEntry.inTournament(t, hand).orElseThrow());
    }

    @Test
    void correctingTheLastHandVoidsItWithTheReasonAndLeavesTheChipsAsIfTheCorrectedHandHadBeenEnteredFirst() {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        long twin = italianTableOfFour();
        recorded(twin, asPlayed(UUID.randomUUID().toString()));

        HandAnswer corrected = corrections.correct(
                t, 1, wrong, "carte invertite", asPlayed(UUID.randomUUID().toString()));

        assertEquals(HandStatus.VOID, stored(t, wrong).status());
        assertEquals("carte invertite", stored(t, wrong).voidReason());
        assertEquals(HandStatus.SETTLED, stored(t, corrected.hand()).status());
        assertNotEquals(wrong, corrected.hand());
        assertEquals(Map.of("1", 21_000, "2", 19_000, "3", 20_000, "4", 20_000), stacks(t));
        assertEquals(stacks(twin), stacks(t));
    }

    @Test
    void aCorrectionSentAgainAnswersTheFirstAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        String key = UUID.randomUUID().toString();
        HandAnswer first = corrections.correct(t, 1, wrong, "carte invertite", asPlayed(key));
        Map<String, String> before = DataFingerprint.ofTheEvening();

        HandAnswer again = corrections.correct(t, 1, wrong, "carte invertite", asPlayed(key));

        assertEquals(first.hand(), again.hand());
        assertEquals(before, DataFingerprint.ofTheEvening());
    }

    @Test
    void aCorrectionOfAHandThatIsNoLongerTheTablesLastIsRefusedAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        recorded(
                t,
                showdown(
                        UUID.randomUUID().toString(),
                        TRIPS,
                        TWO_PAIR,
                        1_000L,
                        List.of(new EnterHandRequest.Expected(1, 19_000L), new EnterHandRequest.Expected(2, 21_000L))));
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = assertThrows(
                ProblemException.class,
                () -> corrections.correct(
                        t,
                        1,
                        wrong,
                        "carte invertite",
                        asPlayed(UUID.randomUUID().toString())));

        assertEquals(409, refused.problem().status());
        assertEquals("/problems/not-last-entry", refused.problem().type());
        assertEquals(before, DataFingerprint.of(database));
        assertEquals(HandStatus.SETTLED, stored(t, wrong).status());
    }

    @Test
    void aCorrectedHandTheServiceRefusesLeavesTheLastHandRecordedAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = assertThrows(
                ProblemException.class,
                () -> ProblemException.refusing(() -> corrections.correct(
                        t,
                        1,
                        wrong,
                        "carte invertite",
                        showdown(UUID.randomUUID().toString(), TRIPS, TWO_PAIR, 50_000L, AS_DRAWN))));

        assertEquals(400, refused.problem().status());
        assertEquals(before, DataFingerprint.of(database));
        assertEquals(HandStatus.SETTLED, stored(t, wrong).status());
    }

    @Test
    void aCorrectionWithoutAReasonIsRefusedAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        Map<String, String> before = DataFingerprint.of(database);

        ProblemException refused = assertThrows(
                ProblemException.class,
                () -> corrections.correct(
                        t, 1, wrong, " ", asPlayed(UUID.randomUUID().toString())));

        assertEquals(400, refused.problem().status());
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void theCorrectionsPreviewSettlesTheNewHandAgainstTheStacksBeforeTheLastAndStoresNothing() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, swapped(UUID.randomUUID().toString()));
        Map<String, String> before = DataFingerprint.of(database);

        PreviewedHand previewed =
                corrections.preview(t, 1, wrong, asPlayed(UUID.randomUUID().toString()));

        StackChange seatOne = previewed.answer().stacks().stream()
                .filter(s -> s.seat() == 1)
                .findFirst()
                .orElseThrow();
        assertEquals(20_000, seatOne.before());
        assertEquals(21_000, seatOne.after());
        assertEquals(before, DataFingerprint.of(database));
        assertEquals(HandStatus.SETTLED, stored(t, wrong).status());
    }
}
