package org.tavolo.poker.scoring;

/**
 * One player's result in one game of a round: the placement points earned at the table and the
 * chips ("u") held at the end of the game, which break ties in the standings (docs/rules.md#italian-tournament).
 * For Chinese poker the chips are the match's victory points.
 *
 * @param player who
 * @param points placement points earned
 * @param chips  chips at the end of the game (zero when eliminated)
 * @param <P>    how players are identified
 */
public record GameScore<P>(P player, Points points, long chips) {}
