package org.tavolo.poker.chinese;

import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;

/**
 * The deals of a match are stored in order (docs/rules.md#chinese-match): the next one is the one after the last
 * standing, and a deal standing is voided before it is entered again. The service asks it under the table's lock and
 * answers its reason 409.
 */
public final class DealOrder {

    private DealOrder() {}

    /**
     * Why deal {@code deal} of match {@code match} at {@code table} may not be stored now, or none.
     *
     * @param standing the key each deal standing was stored with, by the deal's number
     */
    public static Optional<RuleViolation> refusal(int match, int table, int deal, Map<Integer, String> standing) {
        if (standing.containsKey(deal)) {
            String key = standing.get(deal);
            return Optional.of(new RuleViolation(
                    "deal-exists",
                    "Deal " + deal + " of match " + match + " at table " + table + " is stored already (entryId '" + key
                            + "'); void it first to enter it again.",
                    Map.of("deal", deal, "entryId", key)));
        }
        int next = standing.size() + 1;
        if (deal != next) {
            return Optional.of(new RuleViolation(
                    "deal-out-of-order",
                    "Deal " + next + " of match " + match + " at table " + table + " is not stored yet: store deal "
                            + next + " first.",
                    Map.of("deal", deal, "nextDeal", next)));
        }
        return Optional.empty();
    }
}
