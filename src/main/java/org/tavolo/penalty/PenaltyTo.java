package org.tavolo.penalty;

/**
 * The kinds of penalty, each with its rule (docs/rules.md#penalties): what it takes from the player and where the
 * chips go. This is the one list of kinds: the database stores the constant's name, the director's form offers every
 * constant in its words ({@code penalty_kind_…} in the {@code dir} bundles), and the page's scripts read what a kind
 * takes from the form ({@code data-no-chips}). A new kind is a constant here, its words and its line in
 * {@code PenaltyToTest} (docs/adding-a-feature.md#a-new-kind-of-penalty).
 */
public enum PenaltyTo {
    /** To the pot of the next hand: carried by the table until a hand is won (docs/rules.md#parol). */
    POT(Takes.CHIPS, Paid.TO_THE_NEXT_POT),
    /** Split equally among the other players at the table, odd chips from the button's left. */
    PLAYERS(Takes.CHIPS, Paid.TO_THE_OTHER_PLAYERS),
    /** Out of play: the chips in play drop. */
    OUT_OF_PLAY(Takes.CHIPS, Paid.OUT_OF_PLAY),
    /** No chips: the player sits out the next hand. */
    SKIP_HAND(Takes.THE_NEXT_HAND, Paid.NOWHERE);

    /** What a penalty takes from the player. */
    public enum Takes {
        /** Chips from his stack, as many as the director says. */
        CHIPS,
        /** No chips: he sits out the next hand. */
        THE_NEXT_HAND,
        /** Nothing: the penalty is on the record only. */
        NOTHING
    }

    /** Where a penalty's chips go. */
    public enum Paid {
        /** Carried by the table to the pot of its next hand: they stay in play. */
        TO_THE_NEXT_POT,
        /** Shared among the other players with chips at the table: they stay in play. */
        TO_THE_OTHER_PLAYERS,
        /** Out of play: the chips in play drop. */
        OUT_OF_PLAY,
        /** Nowhere: the penalty takes no chips. */
        NOWHERE
    }

    private final Takes takes;
    private final Paid paid;

    PenaltyTo(Takes takes, Paid paid) {
        this.takes = takes;
        this.paid = paid;
    }

    /** Whether the penalty takes chips, so the director says how many; a kind that takes none is sent without. */
    public boolean takesChips() {
        return takes == Takes.CHIPS;
    }

    /** Whether the player sits out the next hand. */
    public boolean takesNextHand() {
        return takes == Takes.THE_NEXT_HAND;
    }

    /** Whether the chips leave play: a penalty paid to the pot stays in play, carried by the table. */
    boolean leavesPlay() {
        return takesChips() && paid == Paid.OUT_OF_PLAY;
    }

    /** Whether the table carries the chips to its next hand's pot ({@code ledger.CarriedPotMove}). */
    boolean carriedToNextPot() {
        return takesChips() && paid == Paid.TO_THE_NEXT_POT;
    }

    /** Whether the chips are split among the other players at the table. */
    boolean sharedAmongPlayers() {
        return takesChips() && paid == Paid.TO_THE_OTHER_PLAYERS;
    }
}
