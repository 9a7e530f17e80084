package org.tavolo.poker.circuit;

import java.util.List;

/**
 * A line of the circuit's standings; points in hundredths (66667 = 666.67), never floating point.
 *
 * @param place       the player's place in the standings (1 = first; tied lines share it, as 1, 2, 2, 4)
 * @param card        the player's circuit card
 * @param centiPoints the total of the counted evenings, in hundredths of a point
 * @param evenings    every evening the player has a place in
 * @param counted     the ids of the evenings counted in the total (best N), best first
 * @param rating      the player's rating after every match ({@link Rating#INITIAL} for a player never at a table)
 * @param qualified   true when the player goes to the final
 * @param tied        true when the line shares its place with another
 */
public record CircuitLine(
        int place,
        String card,
        long centiPoints,
        int evenings,
        List<Long> counted,
        Rating rating,
        boolean qualified,
        boolean tied) {

    public CircuitLine {
        counted = List.copyOf(counted);
    }
}
