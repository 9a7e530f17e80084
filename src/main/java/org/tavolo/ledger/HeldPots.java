package org.tavolo.ledger;

import java.util.Map;

/**
 * The chips of pots held for the director's ruling (docs/rules.md#side-pots): still in play, in no stack. The
 * hands that hold them say how many; implemented by {@code hand.HeldHands}.
 */
public interface HeldPots {

    /** Chips held in a game. */
    long inGame(long tournamentId, int game);

    /** Chips held in a game, by table (tables holding none are absent). */
    Map<Integer, Long> byTable(long tournamentId, int game);
}
