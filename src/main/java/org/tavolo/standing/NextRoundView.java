package org.tavolo.standing;

import java.util.List;

/** The new round: a tournament of its own, with the qualifiers entered (their new entry ids, in standings order). */
public record NextRoundView(long tournamentId, List<Long> entries) {}
