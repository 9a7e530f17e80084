package org.tavolo.screens;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** «a» becomes «ad» before a name beginning with «a»: «ad Andrea», «a Bruno», «a Elena». */
class ElisionTest {

    @Test
    void aBecomesAdBeforeANameBeginningWithA() {
        assertTrue(Elision.ad("Andrea"));
        assertTrue(Elision.ad("anna"));
        assertTrue(Elision.ad("Àlvaro"));
        assertTrue(Elision.ad("  Andrea"));
    }

    @Test
    void aStaysBeforeAConsonantAnotherVowelOrNoName() {
        assertFalse(Elision.ad("Bruno"));
        assertFalse(Elision.ad("Elena"));
        assertFalse(Elision.ad("Ugo"));
        assertFalse(Elision.ad(""));
        assertFalse(Elision.ad(null));
    }
}
