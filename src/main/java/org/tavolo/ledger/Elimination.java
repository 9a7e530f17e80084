package org.tavolo.ledger;

/**
 * A player out of chips after a hand or a chip count; {@code place} is the Hold'em finishing place (null in the
 * Italian format).
 */
public record Elimination(int seat, long entry, String name, String nickname, long chipsAtStartOfHand, Integer place) {

    public Elimination named(EntryNames names) {
        return new Elimination(seat, entry, names.name(entry), names.nickname(entry), chipsAtStartOfHand, place);
    }
}
