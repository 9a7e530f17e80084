package org.tavolo.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Something the director should know about a close that was nonetheless recorded
 * (docs/results.md#closing-a-table), as {@code code} and the facts that go with it.
 *
 * @param code        {@code time-left}: the game clock still ran when the game was closed
 * @param minutesLeft the minutes then left on the clock, rounded up
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CloseWarning(String code, Long minutesLeft) {

    static CloseWarning timeLeft(long secondsLeft) {
        return new CloseWarning("time-left", (secondsLeft + 59) / 60);
    }
}
