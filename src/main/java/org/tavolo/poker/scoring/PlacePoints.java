package org.tavolo.poker.scoring;

import java.util.List;

/** Places into placement points. */
public final class PlacePoints {

    private PlacePoints() {}

    /**
     * Each place's points from the scheme; players tied on a place share equally the points of
     * the places they occupy (docs/rules.md#italian-tournament: a tie for 2nd–3rd at a 4-player table gives
     * (6 + 3) / 2 = 4.5 each).
     */
    public static <P> List<Award<P>> award(List<Place<P>> places, PointsScheme scheme) {
        return places.stream()
                .map(p -> new Award<>(p.player(), p.place(), p.sharedBy(), scheme.share(p.place(), p.sharedBy())))
                .toList();
    }

    /**
     * A whole table (Italian game or Chinese poker match): the scheme for its size, applied to
     * its ranking (docs/rules.md#italian-tournament, #chinese-match).
     */
    public static <P> List<Award<P>> forTable(List<Place<P>> places, PointsSchemes schemes) {
        return award(places, schemes.forTableSize(places.size()));
    }
}
