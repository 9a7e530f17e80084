package org.tavolo.poker.circuit;

import java.util.List;

/**
 * The circuit's standings (docs/rules.md#circuit): each player's total of their best N evenings' points; ties
 * broken by more evenings counted, then the better best evening, then shared; the top K qualify, a tie across
 * the K-th place qualifying all its players.
 */
public final class CircuitStandings {

    private CircuitStandings() {}

    /** The standings of these approved evenings under these rules, best first, each line with its rating. */
    public static List<CircuitLine> of(List<CircuitEvening> evenings, CircuitRules rules) {
        throw new UnsupportedOperationException("not yet");
    }
}
