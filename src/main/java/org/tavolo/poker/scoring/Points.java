package org.tavolo.poker.scoring;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * Tournament points, exact. Points shared by tied players (docs/rules.md#italian-tournament: a tie for 2nd–3rd at a
 * 4-player table gives 4.5 each) are not always whole tenths: three players sharing 6 + 3 + 1
 * get 3.33… each. So points are counted in units of 1/7,207,200 of a point (ten times the least
 * common multiple of 1..16): any scheme given in tenths, shared by up to 16 tied players,
 * divides exactly, totals add up exactly and equal totals compare equal. Shown to clients as a
 * decimal with at most two places.
 *
 * @param units points times {@link #UNITS_PER_POINT}
 */
public record Points(long units) implements Comparable<Points> {

    /** 10 × lcm(1, …, 16): a tenth of a point splits exactly into up to 16 equal shares. */
    public static final long UNITS_PER_POINT = 7_207_200L;

    public static final Points ZERO = new Points(0);

    /** Whole points. */
    public static Points of(long points) {
        return new Points(Math.multiplyExact(points, UNITS_PER_POINT));
    }

    /** Tenths of a point, e.g. {@code ofTenths(45)} is 4.5. */
    public static Points ofTenths(long tenths) {
        return new Points(Math.multiplyExact(tenths, UNITS_PER_POINT / 10));
    }

    /** A decimal number of points; refused when it is not a whole number of tenths. */
    public static Points of(BigDecimal points) {
        BigDecimal tenths = points.movePointRight(1);
        if (tenths.stripTrailingZeros().scale() > 0) {
            throw new RuleViolation(
                    "points-precision",
                    "Points are given in whole tenths at most; " + points.toPlainString() + " is finer than that.",
                    Map.of("points", points.toPlainString()));
        }
        return ofTenths(tenths.longValueExact());
    }

    public Points plus(Points other) {
        return new Points(Math.addExact(units, other.units));
    }

    /**
     * One of {@code shares} equal parts. Exact whenever this is a whole number of tenths and
     * {@code shares} is at most 16; beyond that every share is rounded down by the same amount,
     * so tied players still get equal points.
     */
    public Points dividedBy(int shares) {
        if (shares < 1) {
            throw new IllegalArgumentException("shares must be positive: " + shares);
        }
        return new Points(Math.floorDiv(units, shares));
    }

    /** The points as a decimal, rounded half-even to two places, without trailing zeros ({@code 4.5}, {@code 10}). */
    public BigDecimal toDecimal() {
        BigDecimal exact =
                BigDecimal.valueOf(units).divide(BigDecimal.valueOf(UNITS_PER_POINT), 2, RoundingMode.HALF_EVEN);
        BigDecimal stripped = exact.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    @Override
    public int compareTo(Points other) {
        return Long.compare(units, other.units);
    }

    @Override
    public String toString() {
        return toDecimal().toPlainString();
    }
}
