package org.tavolo.poker.scoring;

/**
 * A player's place in a ranking. Tied players share the places they occupy: two players tied
 * for second at a 4-player table are both at {@code place} 2 with {@code sharedBy} 2, and the
 * next player is fourth.
 *
 * @param player   who
 * @param place    the best place of the group the player shares it with (1 = first)
 * @param sharedBy how many players share it (1 when the place is the player's alone)
 * @param <P>      how players are identified
 */
public record Place<P>(P player, int place, int sharedBy) {

    public Place {
        if (place < 1 || sharedBy < 1) {
            throw new IllegalArgumentException("place and sharedBy start at 1");
        }
    }

    /** The worst place the group occupies. */
    public int lastPlace() {
        return place + sharedBy - 1;
    }

    public boolean isShared() {
        return sharedBy > 1;
    }
}
