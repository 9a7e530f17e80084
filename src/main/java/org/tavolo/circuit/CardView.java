package org.tavolo.circuit;

/** A card of the circuit's register: the roster's line. */
public record CardView(String card, String name, String nickname, boolean provisional) {

    static CardView of(CircuitCard c) {
        return new CardView(c.card(), c.name(), c.nickname(), c.provisional());
    }
}
