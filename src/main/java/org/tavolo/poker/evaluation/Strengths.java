package org.tavolo.poker.evaluation;

/**
 * Turns a {@link Reading} into a strength number, higher is better: the category, then each
 * tie-breaking field in four bits, most significant first. Used for three-card hands (docs/rules.md#three-card);
 * five-card hands take their strength from the tables of {@code evaluation.fast}, which the tests
 * check against this plain reading.
 */
final class Strengths {

    private Strengths() {}

    /** docs/rules.md#international (and #three-card for three cards): category, then the tie ranks; suits never count. */
    static int international(Reading reading) {
        int fields = 5;
        int key = reading.category().ordinal();
        for (int i = 0; i < fields; i++) {
            key = key * 16 + (i < reading.tieRanks().length ? reading.tieRanks()[i] + 1 : 0);
        }
        return key;
    }
}
