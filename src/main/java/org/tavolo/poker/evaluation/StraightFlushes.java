package org.tavolo.poker.evaluation;

import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.cards.Suit;

/** The Italian straight-flush exceptions of docs/rules.md#italian, which make the comparison non-transitive. */
final class StraightFlushes {

    private StraightFlushes() {}

    /**
     * 003 Appendix A: the royal flush of hearts loses to the minima straight flush of spades and only to
     * it. Returns the verdict when the exception applies, otherwise 0 (the ordinary order decides).
     */
    static int heartsRoyalException(HandValue a, HandValue b) {
        if (isHeartsRoyal(a) && isSpadesMinima(b)) {
            return -1;
        }
        if (isSpadesMinima(a) && isHeartsRoyal(b)) {
            return 1;
        }
        return 0;
    }

    /**
     * 001: massima beats media, minima beats massima, media beats minima. Returns the verdict between
     * two different kinds, otherwise 0 (top card, then suit decide).
     */
    static int royalCycle(HandValue a, HandValue b) {
        Kind ka = kind(a);
        Kind kb = kind(b);
        if (ka == kb) {
            return 0;
        }
        return ka.beats() == kb ? 1 : -1;
    }

    static boolean isHeartsRoyal(HandValue hand) {
        return kind(hand) == Kind.MASSIMA && hand.cards().get(0).suit() == Suit.HEARTS;
    }

    static boolean isSpadesMinima(HandValue hand) {
        return kind(hand) == Kind.MINIMA && hand.cards().get(0).suit() == Suit.SPADES;
    }

    static Kind kind(HandValue straightFlush) {
        if (straightFlush.cards().get(0).rank() == Rank.ACE) {
            return Kind.MASSIMA;
        }
        return straightFlush.cards().get(4).rank() == Rank.ACE ? Kind.MINIMA : Kind.MEDIA;
    }

    /** The three kinds of straight flush named by 001 and 003 Appendix A. */
    enum Kind {
        MINIMA,
        MEDIA,
        MASSIMA;

        /** The kind this one beats under the royal cycle. */
        Kind beats() {
            return switch (this) {
                case MASSIMA -> MEDIA;
                case MINIMA -> MASSIMA;
                case MEDIA -> MINIMA;
            };
        }
    }
}
