package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;
import org.tavolo.entry.Entry;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * Reads a tournament's {@link GameStage} from the stored draws, tables and results: the one place
 * the floor, hand entry and results ask before a game changes (docs/floor.md#game-lifecycle).
 */
@ApplicationScoped
public class GameLifecycle {

    private final GameRecords records;

    GameLifecycle(GameRecords records) {
        this.records = records;
    }

    /** Where the tournament's current game stands. */
    public GameStage of(Tournament tournament) {
        int game = Draw.currentGame(tournament.id);
        Set<Integer> tables = PokerTable.numbersInPlay(tournament.id);
        return new GameStage(
                tournament.format(),
                tournament.settings().gamesPerRound(),
                game,
                tables,
                game == 0 ? Set.of() : records.closedTables(tournament.id, game),
                game != 0 && records.anythingRecorded(tournament.id, game));
    }

    /**
     * Whether the tournament is over (docs/floor.md#game-lifecycle): Hold'em when it has a winner;
     * Italian draw poker when the round's last game is closed at every table; Chinese poker when
     * the round's match is closed at every table.
     */
    public boolean finished(Tournament tournament) {
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            return Entry.hasWinner(tournament.id);
        }
        int game = Draw.currentGame(tournament.id);
        if (game == 0 || game < tournament.settings().gamesPerRound()) {
            return false;
        }
        Set<Integer> tables = PokerTable.numbersInPlay(tournament.id);
        return !tables.isEmpty() && records.closedTables(tournament.id, game).containsAll(tables);
    }

    /**
     * The game a hand at a table is for, refused unless that table plays it now
     * ({@link GameStage#playing(int, boolean, Integer, int, String)}), given the current game as
     * read to lock the table. Reads one fact more, whether this table closed that game, so that it
     * is cheap enough to ask under the table's lock for every hand. Should the next game have been
     * drawn meanwhile, the game read was closed at every table, so the answer is {@code table-closed}.
     */
    public int requirePlaying(Tournament tournament, int game, Integer asked, int table, String field) {
        return GameStage.playing(game, game != 0 && records.closed(tournament.id, game, table), asked, table, field);
    }

    /**
     * A hand voided or ruled, or a count recorded, at a table whose game was closed: the close is
     * reopened (its result voided) so that no result stays computed from chips that changed.
     */
    public void chipsChanged(long tournamentId, int game, int table, String by, String why) {
        records.reopen(tournamentId, game, table, by, why);
    }
}
