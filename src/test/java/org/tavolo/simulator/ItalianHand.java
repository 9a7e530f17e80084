package org.tavolo.simulator;

/** An Italian draw hand: a showdown won by one player, busts, or nobody opening. */
final class ItalianHand extends Hand {
    ItalianHand() {
        super("ITALIAN_DRAW");
    }
}
