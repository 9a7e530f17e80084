package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.poker.betting.OpeningRequirement;

/**
 * What the next Italian draw hand at a table plays for: the least pair that opens it
 * (docs/rules.md#opening) and the pot it carries (docs/rules.md#parol), read without taking the table's
 * lock, for screens that only show them.
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

    /**
     * The chips the table carries to its next hand (docs/rules.md#parol): a parol pot still to be won and the
     * penalties paid to the pot; 0 when none.
     */
    public long carriedPot(long tournamentId, int game, int table) {
        return CarriedPotMove.at(new TableInGame(tournamentId, game, table)).total();
    }

    /** The pair that opens a game's first hand, named as {@link #nextHand} names it. */
    public String first() {
        return OpeningRequirement.FIRST.minimumPair().name();
    }
}
