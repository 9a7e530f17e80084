/**
 * The circuit: standings across the evenings of several clubs, normalised for the field's size, the best
 * evenings counted, the qualifiers to the final, and a Weng–Lin Plackett–Luce rating replayed from every
 * table of every game (docs/rules.md#circuit, docs/circuit.md). Plain Java; the hub loads the approved
 * evenings, calls this, and publishes the outcome.
 */
package org.tavolo.poker.circuit;
