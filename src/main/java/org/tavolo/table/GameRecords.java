package org.tavolo.table;

import java.util.Map;
import java.util.Set;

/**
 * What the game lifecycle needs to know about results and hands, which live in higher features:
 * declared here and answered by the result feature, so that results point to tables and not the
 * other way round.
 */
public interface GameRecords {

    /** The tables of a game that have a result in force. */
    Set<Integer> closedTables(long tournamentId, int game);

    /** Whether a table has a result in force for a game. */
    boolean closed(long tournamentId, int game, int table);

    /** The hands recorded for a game (voided ones too), counted by table number; tables without any left out. */
    Map<Integer, Long> handsByTable(long tournamentId, int game);

    /** Whether a hand, a chip count or a result was recorded for this game. */
    boolean anythingRecorded(long tournamentId, int game);

    /**
     * Voids the result in force of a game at a table, if any, because the chips it was computed
     * from changed: the table plays that game again until it is closed anew.
     */
    void reopen(long tournamentId, int game, int table, String by, String why);
}
