package org.tavolo.circuit;

import java.math.BigDecimal;
import java.util.List;
import org.tavolo.poker.circuit.CircuitLine;

/**
 * The circuit's standings as published (docs/circuit.md#standings): best first, points to two decimals, the
 * evenings counted (best N), the rating beside the points, who qualifies to the final.
 */
public record StandingsView(CircuitView circuit, List<Line> lines) {

    /** A player's line; {@code tied} when the line shares its place. */
    public record Line(
            int place,
            String card,
            String name,
            String nickname,
            BigDecimal points,
            int evenings,
            List<Long> counted,
            RatingView rating,
            boolean qualified,
            boolean tied) {

        static Line of(CircuitLine l, CircuitCard card) {
            return new Line(
                    l.place(),
                    l.card(),
                    card == null ? l.card() : card.name(),
                    card == null ? null : card.nickname(),
                    BigDecimal.valueOf(l.centiPoints(), 2),
                    l.evenings(),
                    l.counted(),
                    RatingView.of(l.rating()),
                    l.qualified(),
                    l.tied());
        }
    }

    /** μ, σ, the ordinal μ − 3σ shown and ranked by, the matches played; provisional below 10 matches. */
    public record RatingView(double mu, double sigma, double ordinal, int matches, boolean provisional) {

        static RatingView of(org.tavolo.poker.circuit.Rating r) {
            return new RatingView(r.mu(), r.sigma(), r.ordinal(), r.matches(), r.provisional());
        }
    }

    /** A line of the ratings: the card, the name and the rating. */
    public record RatedPlayer(String card, String name, RatingView rating) {}
}
