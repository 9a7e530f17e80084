package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.poker.cards.Rank;

/**
 * The least pair that opens the next Italian draw hand at a table (docs/rules.md#opening), read
 * without taking the table's lock, for screens that only show it.
 */
@ApplicationScoped
public class ItalianOpenings {

    /** Jacks at a game's first hand and after an opened one; one step up after each hand nobody opened. */
    public Rank nextHand(long tournamentId, int game, int table) {
        return ItalianHandRules.current(new TableInGame(tournamentId, game, table))
                .minimumPair();
    }
}
