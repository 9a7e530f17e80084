package org.tavolo.poker.table;

import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * A hand that cannot be played at the table yet, whatever it holds: something else comes first there (a carried
 * parol pot is replayed before a Teresina hand). The service answers it 409, saying what to do first.
 */
public class OutOfOrder extends RuleViolation {

    public OutOfOrder(String code, String message, Map<String, ?> details) {
        super(code, message, details);
    }
}
