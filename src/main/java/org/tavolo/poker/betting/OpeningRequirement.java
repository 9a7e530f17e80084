package org.tavolo.poker.betting;

import java.util.List;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.evaluation.HandValue;

/**
 * The least hand that opens an Italian hand ("punto minimo", docs/rules.md#opening, 003): a pair of
 * jacks; after a hand nobody opened, a pair of queens, then kings, then aces twice, then back to kings,
 * and so on (kings, aces, aces) until someone opens; an opened hand brings it back to jacks. A pot
 * replayed after everyone passed the word ("piatto di parol") needs kings.
 *
 * <p>Use: {@code OpeningRequirement.FIRST}, then {@code afterHandNobodyOpened()} or
 * {@code afterOpenedHand()} after each hand; {@code opensWith(hand)} says whether a hand may open.
 *
 * @param step position in the sequence jacks, queens, kings, aces, aces (0 to 4)
 */
public record OpeningRequirement(int step) {

    private static final List<Rank> SEQUENCE = List.of(Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.ACE);

    /** The step the sequence goes back to after the second hand at aces: kings. */
    private static final int BACK_TO = 2;

    /** A pair of jacks: the opening of a game's first hand and of every hand after an opened one. */
    public static final OpeningRequirement FIRST = new OpeningRequirement(0);

    public OpeningRequirement {
        if (step < 0 || step >= SEQUENCE.size()) {
            throw new IllegalArgumentException("An opening step is 0 to " + (SEQUENCE.size() - 1) + ", not " + step);
        }
    }

    /** The rank of the least pair that opens. */
    public Rank minimumPair() {
        return SEQUENCE.get(step);
    }

    /** The requirement of the next hand when nobody opened this one (003 «Mancata apertura»). */
    public OpeningRequirement afterHandNobodyOpened() {
        return new OpeningRequirement(step == SEQUENCE.size() - 1 ? BACK_TO : step + 1);
    }

    /** The requirement of the next hand once this one was opened: back to jacks. */
    public OpeningRequirement afterOpenedHand() {
        return FIRST;
    }

    /** The requirement of a pot replayed after everyone passed the word (003 «Il piatto di "parol"»): kings. */
    public static OpeningRequirement parolPot() {
        return new OpeningRequirement(BACK_TO);
    }

    /** Whether a hand may open: a pair of at least {@link #minimumPair()}, or any better category. */
    public boolean opensWith(HandValue hand) {
        if (hand.category() == HandCategory.ONE_PAIR) {
            return hand.cards().get(0).rank().compareTo(minimumPair()) >= 0;
        }
        return hand.category().compareTo(HandCategory.ONE_PAIR) > 0;
    }
}
