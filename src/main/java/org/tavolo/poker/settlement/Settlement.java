package org.tavolo.poker.settlement;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The outcome of a hand: uncalled excess returned, every pot with its winners, and what each
 * player receives. Chips are never created or destroyed (docs/rules.md#side-pots): the payouts plus the
 * unawarded pots add up to exactly what was put in.
 *
 * @param returned uncalled excess going back to its owner, by seat
 * @param pots     main pot first, then the side pots, each awarded or left to the director
 * @param payouts  chips each contributor receives, returned excess included (0 for a loser)
 * @param deadAnte the dead money in the main pot, by the seat that posted it: the big blind's ante
 *                 (docs/rules.md#big-blind-ante); empty when none
 */
public record Settlement(
        Map<Integer, Long> returned, List<PotAward> pots, Map<Integer, Long> payouts, Map<Integer, Long> deadAnte) {

    public Settlement {
        returned = Collections.unmodifiableMap(new TreeMap<>(returned));
        pots = List.copyOf(pots);
        payouts = Collections.unmodifiableMap(new TreeMap<>(payouts));
        deadAnte = deadAnte == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(deadAnte));
    }

    /** A settlement with no dead money. */
    public Settlement(Map<Integer, Long> returned, List<PotAward> pots, Map<Integer, Long> payouts) {
        this(returned, pots, payouts, Map.of());
    }

    /** docs/rules.md#side-pots: fails loudly, rather than pay a wrong amount, if the chips do not add up. */
    Settlement checkedAgainst(long contributed) {
        if (totalPaid() + totalUnawarded() != contributed) {
            throw new IllegalStateException("Settlement pays " + totalPaid() + " and holds " + totalUnawarded() + " of "
                    + contributed + " chips put in");
        }
        return this;
    }

    /** Pots whose hands formed a cycle: nothing was paid from them, the director rules (docs/rules.md#italian). */
    public List<PotAward> unawarded() {
        return pots.stream().filter(a -> !a.awarded()).toList();
    }

    public long totalPaid() {
        return payouts.values().stream().mapToLong(Long::longValue).sum();
    }

    public long totalUnawarded() {
        return unawarded().stream().mapToLong(a -> a.pot().amount()).sum();
    }
}
