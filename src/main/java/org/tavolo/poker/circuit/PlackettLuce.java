package org.tavolo.poker.circuit;

import java.util.List;
import java.util.Map;

/**
 * The Weng–Lin Plackett–Luce rating (Weng &amp; Lin, JMLR 2011, Algorithm 4, as OpenSkill implements it;
 * docs/circuit.md#the-rating): μ = 25, σ = 25/3, β = 25/6, κ = 0.0001, τ = 25/300. Each table of each game is
 * one match of one-player teams ranked by their places there (ties share a rank).
 */
public final class PlackettLuce {

    private PlackettLuce() {}

    /**
     * Every player's rating after replaying every table of these evenings, in order of evening date, evening
     * id, game number and table number, each player starting at {@link Rating#INITIAL}.
     */
    public static Map<String, Rating> replay(List<CircuitEvening> evenings) {
        throw new UnsupportedOperationException("not yet");
    }
}
