package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

class PointsTest {

    @Test
    void halfPointsAreExactAndShownWithOneDecimal() {
        Points share = Points.of(6).plus(Points.of(3)).dividedBy(2);
        assertEquals(Points.ofTenths(45), share);
        assertEquals(new BigDecimal("4.5"), share.toDecimal());
        assertEquals("4.5", share.toString());
    }

    @Test
    void wholePointsAreShownWithoutDecimals() {
        assertEquals("10", Points.of(10).toString());
        assertEquals("0", Points.ZERO.toString());
    }

    @Test
    void aThreeWayShareIsExactSoThreeSharesMakeTheWhole() {
        Points total = Points.of(6).plus(Points.of(3)).plus(Points.of(1));
        Points share = total.dividedBy(3);
        assertEquals("3.33", share.toString());
        assertEquals(total, share.plus(share).plus(share));
    }

    @Test
    void everyShareOfATenthUpToSixteenPlayersIsExact() {
        for (int shares = 1; shares <= 16; shares++) {
            Points share = Points.ofTenths(1).dividedBy(shares);
            assertEquals(Points.ofTenths(1).units(), share.units() * shares, "shares: " + shares);
        }
    }

    @Test
    void decimalPointsMustBeWholeTenths() {
        assertEquals(Points.ofTenths(125), Points.of(new BigDecimal("12.5")));
        assertEquals(Points.of(12), Points.of(new BigDecimal("12.000")));
        RuleViolation refused = assertThrows(RuleViolation.class, () -> Points.of(new BigDecimal("1.25")));
        assertEquals("points-precision", refused.code());
        assertEquals("1.25", refused.details().get("points"));
    }

    @Test
    void pointsCompareByValue() {
        assertEquals(-1, Integer.signum(Points.ofTenths(45).compareTo(Points.of(5))));
        assertEquals(0, Points.of(new BigDecimal("4.50")).compareTo(Points.ofTenths(45)));
    }
}
