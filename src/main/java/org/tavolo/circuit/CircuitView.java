package org.tavolo.circuit;

import org.tavolo.tournament.TournamentFormat;

/** A circuit as the API answers it. */
public record CircuitView(
        long id, String name, TournamentFormat variant, String season, int bestEvenings, int qualifiers) {

    static CircuitView of(Circuit c) {
        return new CircuitView(c.id, c.name(), c.variant(), c.season(), c.bestEvenings(), c.qualifiers());
    }
}
