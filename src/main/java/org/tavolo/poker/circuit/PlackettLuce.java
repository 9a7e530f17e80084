package org.tavolo.poker.circuit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Weng–Lin Plackett–Luce rating (Weng &amp; Lin, JMLR 2011, Algorithm 4, as OpenSkill implements it;
 * docs/circuit.md#the-rating): μ = 25, σ = 25/3, β = 25/6, κ = 0.0001, τ = 25/300. Each table of each game is
 * one match of one-player teams ranked by their places there (ties share a rank).
 */
public final class PlackettLuce {

    /** The performance variance's scale: β = 25/6, so β² = 625/36. */
    static final double BETA_SQUARED = (25.0 / 6.0) * (25.0 / 6.0);

    /** The floor of the factor that shrinks σ, so that σ stays positive. */
    static final double KAPPA = 0.0001;

    /** The dynamics: τ = 25/300, added (in quadrature) to σ before each match. */
    static final double TAU = 25.0 / 300.0;

    /** The matches in the circuit's order: evening date, evening id, game number, table number. */
    static final Comparator<CircuitEvening> EVENINGS =
            Comparator.comparing(CircuitEvening::date).thenComparingLong(CircuitEvening::id);

    private static final Comparator<TableFinish> TABLES =
            Comparator.comparingInt(TableFinish::game).thenComparingInt(TableFinish::table);

    private PlackettLuce() {}

    /**
     * Every player's rating after replaying every table of these evenings, in order of evening date, evening
     * id, game number and table number, each player starting at {@link Rating#INITIAL}.
     */
    public static Map<String, Rating> replay(List<CircuitEvening> evenings) {
        Ranking.checkEvenings(evenings);
        Map<String, Player> players = new HashMap<>();
        List<CircuitEvening> inOrder = new ArrayList<>(evenings);
        inOrder.sort(EVENINGS);
        for (CircuitEvening evening : inOrder) {
            List<TableFinish> tables = new ArrayList<>(evening.tables());
            tables.sort(TABLES);
            for (TableFinish table : tables) {
                rate(table.finishes(), players);
            }
        }
        Map<String, Rating> ratings = new HashMap<>(players.size() * 2);
        players.forEach((card, player) -> ratings.put(card, new Rating(player.mu, player.sigma, player.matches)));
        return ratings;
    }

    /** A player's rating while the matches are replayed, changed in place. */
    private static final class Player {
        private double mu = Rating.INITIAL.mu();
        private double sigma = Rating.INITIAL.sigma();
        private int matches;
    }

    /**
     * One match (Algorithm 4 with one-player teams, as OpenSkill's model computes it): each σ² grows by τ²;
     * c = √Σ(σ² + β²); for player i, Ω = Σ (𝟙[q = i] − pᵢ,q) / A_q and Δ = Σ pᵢ,q (1 − pᵢ,q) / A_q over the
     * players q placed at or above i, where pᵢ,q = exp(μᵢ/c) / S_q, S_q sums exp(μ/c) over the players placed
     * at or below q and A_q counts the players sharing q's place.
     */
    private static void rate(List<Finish> finishes, Map<String, Player> players) {
        List<Finish> byPlace = new ArrayList<>(finishes);
        byPlace.sort(Comparator.comparingInt(Finish::place));
        int n = byPlace.size();
        Player[] seated = new Player[n];
        int[] place = new int[n];
        double[] mu = new double[n];
        double[] sigmaSquared = new double[n];
        double cSquared = 0;
        for (int i = 0; i < n; i++) {
            seated[i] = players.computeIfAbsent(byPlace.get(i).card(), card -> new Player());
            place[i] = byPlace.get(i).place();
            mu[i] = seated[i].mu;
            sigmaSquared[i] = seated[i].sigma * seated[i].sigma + TAU * TAU;
            cSquared += sigmaSquared[i] + BETA_SQUARED;
        }
        Match match = new Match(place, mu, Math.sqrt(cSquared));
        for (int i = 0; i < n; i++) {
            match.update(i, sigmaSquared[i], seated[i]);
        }
    }

    /** The quantities of one match shared by its players: c, exp(μ/c), the sums over the field at or below each place. */
    private static final class Match {
        private final int[] place;
        private final double[] mu;
        private final double c;
        private final double[] strength;
        private final double[] sumBelow;
        private final int[] sharing;

        Match(int[] place, double[] mu, double c) {
            this.place = place;
            this.mu = mu;
            this.c = c;
            int n = place.length;
            strength = new double[n];
            sumBelow = new double[n];
            sharing = new int[n];
            for (int i = 0; i < n; i++) {
                strength[i] = Math.exp(mu[i] / c);
            }
            for (int q = 0; q < n; q++) {
                for (int i = 0; i < n; i++) {
                    if (place[i] >= place[q]) {
                        sumBelow[q] += strength[i];
                    }
                    if (place[i] == place[q]) {
                        sharing[q]++;
                    }
                }
            }
        }

        /** Player i after the match: μ + σ²/c · Ω, σ · √max(1 − σ²/c² · γ · Δ, κ) with γ = σ/c; one match more. */
        void update(int i, double sigmaSquared, Player player) {
            double omega = 0;
            double delta = 0;
            for (int q = 0; q < place.length; q++) {
                if (place[q] > place[i]) {
                    continue;
                }
                double quotient = strength[i] / sumBelow[q];
                omega += (i == q ? 1 - quotient : -quotient) / sharing[q];
                delta += quotient * (1 - quotient) / sharing[q];
            }
            double sigma = Math.sqrt(sigmaSquared);
            double gamma = sigma / c;
            double shrink = Math.max(1 - sigmaSquared / (c * c) * gamma * delta, KAPPA);
            player.mu = mu[i] + sigmaSquared / c * omega;
            player.sigma = sigma * Math.sqrt(shrink);
            player.matches++;
        }
    }
}
