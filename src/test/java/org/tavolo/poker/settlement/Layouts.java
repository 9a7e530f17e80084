package org.tavolo.poker.settlement;

import java.util.List;

/** Pots laid out for tests: a table and its chip unit, then each player's contribution in seat order. */
final class Layouts {

    private Layouts() {}

    static PotLayout layout(TableSeats table, long chipUnit, Contribution... contributions) {
        return PotLayout.of(table, chipUnit, List.of(contributions));
    }
}
