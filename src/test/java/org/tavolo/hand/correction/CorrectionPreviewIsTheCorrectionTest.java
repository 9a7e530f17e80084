package org.tavolo.hand.correction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.recorded;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.PreviewedHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.testing.DataFingerprint;

/**
 * docs/architecture.md#previews-are-rehearsals: the correction's preview is the correction itself, rolled back. Its
 * answer is the answer the correction records (but the new hand's id), and a correction refused is refused at its
 * preview with the same problem, storing nothing.
 */
@QuarkusTest
class CorrectionPreviewIsTheCorrectionTest {

    private static final List<EnterHandRequest.Expected> AS_DRAWN = List.of(
            new EnterHandRequest.Expected(1, 20_000L),
            new EnterHandRequest.Expected(2, 20_000L),
            new EnterHandRequest.Expected(3, 20_000L),
            new EnterHandRequest.Expected(4, 20_000L));

    @Inject
    HandCorrections corrections;

    @Inject
    AgroalDataSource database;

    /** Seat 1 goes all in against seat 2, {@code seatOne}'s cards against theirs; seats 3 and 4 fold their ante. */
    private static EnterHandRequest allIn(String key, List<String> seatOne, List<String> seatTwo) {
        return new EnterHandRequest(
                key,
                4,
                null,
                null,
                List.of(
                        new EnterHandRequest.Player(1, 20_000L, false, seatOne),
                        new EnterHandRequest.Player(2, 20_000L, false, seatTwo),
                        new EnterHandRequest.Player(3, 1_000L, true, null),
                        new EnterHandRequest.Player(4, 1_000L, true, null)),
                null,
                null,
                AS_DRAWN,
                null);
    }

    private static final List<String> TRIPS = List.of("Ah", "Ad", "Ac", "9s", "8s");
    private static final List<String> TWO_PAIR = List.of("Kh", "Kd", "7c", "7d", "10s");

    @Test
    void theCorrectionsPreviewIsTheAnswerTheCorrectionRecordsBustIncluded() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, allIn(UUID.randomUUID().toString(), TRIPS, TWO_PAIR));
        EnterHandRequest corrected = allIn(UUID.randomUUID().toString(), TWO_PAIR, TRIPS);
        Map<String, String> before = DataFingerprint.of(database);

        PreviewedHand previewed = corrections.preview(t, 1, wrong, corrected);
        assertEquals(before, DataFingerprint.of(database), "the preview stores nothing");
        HandAnswer recorded = corrections.correct(t, 1, wrong, "carte invertite", corrected);

        assertEquals(recorded.stacks(), previewed.answer().stacks());
        assertEquals(recorded.eliminated(), previewed.answer().eliminated(), "seat 1 busts in both");
        assertEquals(recorded.handNo(), previewed.answer().handNo());
        assertEquals(recorded.settlement(), previewed.answer().settlement());
        assertEquals(1, recorded.eliminated().size());
    }

    @Test
    void aCorrectionRefusedIsRefusedAtItsPreviewWithTheSameProblem() throws Exception {
        long t = italianTableOfFour();
        long wrong = recorded(t, allIn(UUID.randomUUID().toString(), TRIPS, TWO_PAIR));
        // the same card twice
        EnterHandRequest broken = allIn(UUID.randomUUID().toString(), TWO_PAIR, TWO_PAIR);
        Map<String, String> before = DataFingerprint.of(database);

        RuleViolation previewed = assertThrows(RuleViolation.class, () -> corrections.preview(t, 1, wrong, broken));
        RuleViolation recorded =
                assertThrows(RuleViolation.class, () -> corrections.correct(t, 1, wrong, "carte invertite", broken));
        assertEquals(recorded.code(), previewed.code());
        assertEquals(recorded.getMessage(), previewed.getMessage());
        assertEquals(recorded.details(), previewed.details());
        assertEquals(before, DataFingerprint.of(database), "nothing stored by either");
    }
}
