/**
 * The circuit (docs/circuit.md): on the hub, circuits, their clubs and keys, evenings registered ahead, the
 * register of cards, the result files clubs send, their approval and the published standings and ratings; on a
 * club, the result file of a finished evening and its sending to the hub.
 */
package org.tavolo.circuit;
