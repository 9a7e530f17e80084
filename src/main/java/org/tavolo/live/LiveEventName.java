package org.tavolo.live;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The named events of a tournament's stream, and which changes of the audit trail each one follows.
 * A screen that receives one re-reads only the part it names. This is the one list of events: the live pages hand
 * it to their script ({@code data-events}, screens.LiveEvents), so a new event is a constant here and the
 * {@code hx-trigger="sse:…"} of the part that follows it.
 */
public enum LiveEventName {
    /** The clock, the players left and the average stack. */
    CLOCK,
    /** Tables, seats, buttons and moves. */
    SEATING,
    /** Results, chip counts and the standings. */
    STANDINGS,
    /** What the organizer tells the room. */
    ANNOUNCEMENT,
    /** Registrations: a status changed, the waiting list moved (docs/registration.md#live). */
    REGISTRATIONS;

    /** The name on the wire ({@code event: clock}). */
    public String wireName() {
        return name().toLowerCase();
    }

    /** Every event's wire name, in order, separated by spaces: the list the live pages hand their script. */
    public static String wireNames() {
        return Arrays.stream(values()).map(LiveEventName::wireName).collect(Collectors.joining(" "));
    }

    /**
     * The events a change of the audit trail calls for. An action this table does not know yet
     * refreshes clock, seating and standings: a screen re-reads too much rather than miss a change.
     */
    public static Set<LiveEventName> forAction(String action) {
        if (action.startsWith("clock-")) {
            return EnumSet.of(CLOCK);
        }
        if (action.startsWith("announcement-")) {
            return EnumSet.of(ANNOUNCEMENT);
        }
        if (action.startsWith("registration-")) {
            return EnumSet.of(REGISTRATIONS);
        }
        return switch (action) {
            case "settings-changed", "tournament-announced" -> EnumSet.of(CLOCK, STANDINGS);
            // the round's clock TV moves on to the next round's (docs/room-screens.md: the clock follows the next
            // round)
            case "next-round-made" -> EnumSet.of(CLOCK, STANDINGS);
            case "player-entered", "entry-withdrawn", "late-entry-seated", "seat-vacated" ->
                EnumSet.of(CLOCK, SEATING, STANDINGS);
            // a game's draw restarts the clock for that game (docs/room-screens.md: the clock follows the next game)
            case "seats-drawn", "seats-kept" -> EnumSet.of(CLOCK, SEATING, STANDINGS);
            case "players-moved", "moves-undone", "table-broken", "final-table" -> EnumSet.of(SEATING, STANDINGS);
            case "button-placed", "button-moved" -> EnumSet.of(SEATING);
            case "chips-counted", "table-result-recorded", "table-result-corrected", "table-result-voided" ->
                EnumSet.of(STANDINGS);
            default -> EnumSet.of(CLOCK, SEATING, STANDINGS);
        };
    }
}
