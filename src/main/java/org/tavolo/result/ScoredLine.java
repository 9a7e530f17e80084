package org.tavolo.result;

import org.tavolo.poker.scoring.Award;

/** A player's award at a table with the facts it was decided on, ready to be stored. */
public record ScoredLine(Award<Long> award, long chips, Long eliminatedInHand, Long chipsAtStartOfHand) {}
