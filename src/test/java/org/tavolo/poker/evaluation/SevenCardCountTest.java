package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;
import org.tavolo.poker.evaluation.fast.HandKey;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;

/** All 133,784,560 seven-card hands, best five of seven (docs/rules.md#games), against the published counts. */
class SevenCardCountTest {

    @Test
    void allSevenCardHandsMatchThePublishedCounts() {
        long[] byStrength = new long[InternationalEvaluator.CLASSES + 1];
        for (int a = 0; a < 52; a++) {
            long ka = HandKey.EMPTY + HandKey.key(a);
            long ma = HandKey.mask(a);
            for (int b = a + 1; b < 52; b++) {
                long kb = ka + HandKey.key(b);
                long mb = ma | HandKey.mask(b);
                for (int c = b + 1; c < 52; c++) {
                    long kc = kb + HandKey.key(c);
                    long mc = mb | HandKey.mask(c);
                    for (int d = c + 1; d < 52; d++) {
                        long kd = kc + HandKey.key(d);
                        long md = mc | HandKey.mask(d);
                        for (int e = d + 1; e < 52; e++) {
                            long ke = kd + HandKey.key(e);
                            long me = md | HandKey.mask(e);
                            for (int f = e + 1; f < 52; f++) {
                                long kf = ke + HandKey.key(f);
                                long mf = me | HandKey.mask(f);
                                for (int g = f + 1; g < 52; g++) {
                                    byStrength[
                                            InternationalEvaluator.strength(
                                                    kf + HandKey.key(g), mf | HandKey.mask(g))]++;
                                }
                            }
                        }
                    }
                }
            }
        }
        long[] byCategory = new long[9];
        for (int strength = 1; strength < byStrength.length; strength++) {
            byCategory[InternationalEvaluator.category(strength).ordinal()] += byStrength[strength];
        }
        assertArrayEquals(
                new long[] {
                    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584
                },
                byCategory);
    }
}
