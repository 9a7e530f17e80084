package org.tavolo.poker.scoring;

/**
 * A line of the standings.
 *
 * @param rank     1 for the leader; players still tied after points and chips share a rank and
 *                 the next rank skips the places they occupy (1, 2, 2, 4)
 * @param sharedBy how many players share this rank
 * @param player   who
 * @param points   total placement points over the games
 * @param chips    total chips over the games
 * @param games    how many games the total counts
 * @param <P>      how players are identified
 */
public record Standing<P>(int rank, int sharedBy, P player, Points points, long chips, int games) {

    /** The worst place this rank's group occupies. */
    public int lastPlace() {
        return rank + sharedBy - 1;
    }

    public boolean isShared() {
        return sharedBy > 1;
    }
}
