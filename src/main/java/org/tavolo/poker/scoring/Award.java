package org.tavolo.poker.scoring;

/**
 * The points a place earned.
 *
 * @param player   who
 * @param place    the best place of the group the player shares it with
 * @param sharedBy how many players share that place
 * @param points   the player's share of the points of the places the group occupies
 * @param <P>      how players are identified
 */
public record Award<P>(P player, int place, int sharedBy, Points points) {}
