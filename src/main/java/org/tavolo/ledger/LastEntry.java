package org.tavolo.ledger;

import java.time.Instant;
import java.util.List;

/**
 * The table's latest entry in a game: a hand, or a keyed chip count (with the stacks it changed).
 *
 * @param voided whether it was voided, or is itself the reversal of a count
 */
public record LastEntry(
        Kind kind,
        long id,
        int handNo,
        String recordedBy,
        Instant recordedAt,
        boolean voided,
        List<StackChange> countChanges) {

    private static final String VOID_PREFIX = "void-count-";

    /** A hand or a chip count. */
    public enum Kind {
        HAND,
        COUNT
    }

    public boolean hand() {
        return kind == Kind.HAND;
    }

    /** The key of the count that undoes this count. */
    public String voidKey() {
        return voidKey(id);
    }

    /** The {@code countId} of the count that undoes the count {@code countId}. */
    public static String voidKey(long countId) {
        return VOID_PREFIX + countId;
    }

    /** Whether a count's key is that of a reversal. */
    public static boolean reversal(String countKey) {
        return countKey.startsWith(VOID_PREFIX);
    }
}
