package org.tavolo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The commitment's hash is the one docs/seat-draw.md#commit-then-reveal tells anyone to compute. */
class SeedCommitmentTest {

    @Test
    void commitmentIsSha256OfSeedColonNonceAsTheWorkedExampleShows() {
        assertEquals(
                "e62b7ccfcec7012cd1131f9353b9e43ce30f0ac0211b7ade16200adc3c0f4b85",
                SeedCommitment.hash(20261126L, "0123456789abcdef0123456789abcdef"));
    }
}
