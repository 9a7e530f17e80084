package org.tavolo.poker.circuit;

/**
 * A player's Plackett–Luce rating (docs/rules.md#circuit, docs/circuit.md#the-rating): μ, σ and the matches
 * played; ordinal() = μ − 3σ; provisional() = matches < 10.
 *
 * @param mu      the estimated skill
 * @param sigma   the uncertainty of that estimate
 * @param matches the tables the player has been rated at
 */
public record Rating(double mu, double sigma, int matches) {

    /** Below this many matches a rating is provisional. */
    public static final int SETTLED_AFTER = 10;

    /** A player's rating before any match: μ = 25, σ = 25/3. */
    public static final Rating INITIAL = new Rating(25.0, 25.0 / 3.0, 0);

    /** The figure shown and ranked by: μ − 3σ, a cautious estimate of the skill. */
    public double ordinal() {
        return mu - 3 * sigma;
    }

    /** True while the player has fewer than 10 matches. */
    public boolean provisional() {
        return matches < SETTLED_AFTER;
    }
}
