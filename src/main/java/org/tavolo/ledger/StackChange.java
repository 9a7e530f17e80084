package org.tavolo.ledger;

/**
 * One player's stack before and after a hand or a chip count; {@code name} and {@code nickname} are null until
 * the change is {@link #named}, {@code nickname} also when the player has none.
 */
public record StackChange(int seat, long entry, String name, String nickname, long before, long after) {

    public StackChange named(EntryNames names) {
        return new StackChange(seat, entry, names.name(entry), names.nickname(entry), before, after);
    }
}
