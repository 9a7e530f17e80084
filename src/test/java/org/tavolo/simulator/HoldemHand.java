package org.tavolo.simulator;

/** A Hold'em hand: one player takes the pot; a bust lets the floor move players and break tables. */
final class HoldemHand extends Hand {
    HoldemHand() {
        super("TEXAS_HOLDEM");
    }
}
