package org.tavolo.standing;

/** The standings of a round as served, with the results they were computed from (for the qualifiers). */
record RoundStandings(RoundResults results, StandingsView view) {}
