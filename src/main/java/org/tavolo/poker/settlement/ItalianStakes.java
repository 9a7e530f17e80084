package org.tavolo.poker.settlement;

import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * What a player must be able to put in to play a hand of Italian draw poker: the ante ("piatto")
 * and the opening. Each player risks at most his "resto", the chips in front of him (docs/rules.md#resti);
 * the pots are then laid out by {@link PotLayout} like any side pots.
 *
 * @param ante    the ante every player pays (1,000 u in the club regulation)
 * @param opening the opening bet
 */
public record ItalianStakes(long ante, long opening) {

    public ItalianStakes {
        if (ante < 0 || opening < 0) {
            throw new RuleViolation(
                    "negative-amount",
                    "The ante and the opening cannot be negative.",
                    Map.of("field", ante < 0 ? "ante" : "opening"));
        }
    }

    /** docs/rules.md#resti: a player stays in the game only if his resto covers the ante and the opening. */
    public boolean canPlay(long resto) {
        return resto >= ante + opening;
    }

    /**
     * docs/rules.md#resti (003): a player who cannot cover the ante and the opening is out of the game and
     * leaves his remaining chips in the current pot. He takes part in that pot as a folded player.
     */
    public Contribution outOfTheGame(int seat, long resto) {
        if (canPlay(resto)) {
            throw new RuleViolation(
                    "player-can-play",
                    "Seat " + seat + " has " + resto
                            + ", enough for the ante and the opening: the player is not out of the game.",
                    Map.of("seat", seat));
        }
        return Contribution.folded(seat, resto);
    }
}
