package org.tavolo.poker.circuit;

/**
 * Circuit points of one evening, normalised for the field's size (docs/rules.md#circuit): a player placed r of N
 * gets 1000·(N − r)/(N − 1), rounded half up to hundredths; players tied over places a..b share r = (a + b)/2.
 */
public final class CircuitPoints {

    private CircuitPoints() {}

    /**
     * The points in hundredths of a player placed {@code firstPlace}..{@code lastPlace} (equal when not tied) in a
     * field of {@code fieldSize}: round(100000·(2N − a − b) / (2(N − 1))), in integers.
     */
    public static long centiPoints(int fieldSize, int firstPlace, int lastPlace) {
        throw new UnsupportedOperationException("not yet");
    }
}
