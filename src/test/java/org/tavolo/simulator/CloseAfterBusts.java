package org.tavolo.simulator;

/** The close of a table where players went out in two hands or more: its preview must be what is recorded. */
final class CloseAfterBusts extends CloseTable {
    CloseAfterBusts() {
        super(true);
    }
}
