package org.tavolo.table;

import java.time.Instant;

/**
 * How a player came to the seat they have now, when it is not the seat the game's draw first gave
 * them at the game before (docs/room-screens.md#player-page): derived from the moves and draws on
 * record, so that a reload tells it again.
 *
 * @param cause     why the seat changed
 * @param game      the game the new seat is at
 * @param fromTable the table before, null when the player had no seat in the game before
 * @param fromSeat  the seat before, null likewise
 * @param table     the table now
 * @param seat      the seat now
 * @param at        when the seat changed
 * @param key       what tells this change from another (a move's or a draw's id), for pages that follow it live
 */
public record SeatChange(
        Cause cause, int game, Integer fromTable, Integer fromSeat, int table, int seat, Instant at, String key) {

    /** Why a player's seat changed. */
    public enum Cause {
        /** The organizer moved the player by hand. */
        MOVED,
        /** The tables were balanced (Hold'em). */
        BALANCED,
        /** The player's table was broken (Hold'em). */
        TABLE_BROKEN,
        /** Everyone left was redrawn at the final table (Hold'em). */
        FINAL_TABLE,
        /** The next game's draw seated the player elsewhere. */
        NEXT_GAME,
        /** The draw of this game was taken back and made again. */
        REDRAWN
    }

    /** The cause as a word pages look up: {@code moved}, {@code table-broken}, … */
    public String causeName() {
        return cause.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
