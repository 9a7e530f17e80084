package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.poker.betting.OpeningRequirement;

/**
 * The least pair that opens the next Italian draw hand at a table (docs/rules.md#opening), read
 * without taking the table's lock, for screens that only show it.
 */
@ApplicationScoped
public class ItalianOpenings {

    /**
     * Jacks at a game's first hand and after an opened one; one step up after each hand nobody
     * opened. The rank's name: {@code JACK}, {@code QUEEN}, {@code KING} or {@code ACE}.
     */
    public String nextHand(long tournamentId, int game, int table) {
        return ItalianHandRules.current(new TableInGame(tournamentId, game, table))
                .minimumPair()
                .name();
    }

    /** The pair that opens a game's first hand, named as {@link #nextHand} names it. */
    public String first() {
        return OpeningRequirement.FIRST.minimumPair().name();
    }
}
