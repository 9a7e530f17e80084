package org.tavolo.simulator;

/** The close of a table where two players or more went out: its preview must be what is recorded. */
final class CloseAfterBusts extends CloseTable {
    CloseAfterBusts() {
        super(true);
    }
}
