package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.entry.Entry;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Reads a tournament's {@link GameStage} from the stored draws, tables and results: the one place
 * the floor, hand entry and results ask before a game changes (docs/floor.md#game-lifecycle).
 */
@ApplicationScoped
public class GameLifecycle {

    private final GameRecords records;
    private final TournamentService tournaments;

    GameLifecycle(GameRecords records, TournamentService tournaments) {
        this.records = records;
        this.tournaments = tournaments;
    }

    /** Where the tournament's current game stands, for a reader that knows only its id. */
    public GameStage of(long tournamentId) {
        return of(tournaments.get(tournamentId));
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
     * Refuses a next round (409 round-not-finished, naming the tables still playing) until the
     * round is over: Italian draw poker every game of the round closed at every table; Chinese
     * poker each match of the round ({@code gamesPerRound}) with a result at every table in play;
     * Hold'em a winner. A tournament never drawn (seated on paper) has its results taken as entered.
     */
    public void requireRoundFinished(Tournament tournament) {
        GameStage stage = of(tournament);
        if (stage.game() == 0) {
            return;
        }
        switch (tournament.format()) {
            case TEXAS_HOLDEM -> {
                if (!Entry.hasWinner(tournament.id)) {
                    throw GameStage.roundNotFinished(
                            stage.tables(),
                            (stage.tables().isEmpty()
                                            ? "The tournament has no winner yet"
                                            : GameStage.stillPlaying(stage.tables()))
                                    + ": play down to the winner first.");
                }
            }
            case CHINESE_POKER -> {
                for (int match = 1; match <= tournament.settings().gamesPerRound(); match++) {
                    Set<Integer> open = new TreeSet<>(stage.tables());
                    open.removeAll(records.closedTables(tournament.id, match));
                    if (!open.isEmpty()) {
                        throw GameStage.roundNotFinished(
                                open, GameStage.stillPlaying(open) + " match " + match + ": record its result first.");
                    }
                }
            }
            case ITALIAN_DRAW -> stage.nextRound();
        }
    }

    /** Refuses undoing the draw of {@code game} unless it is the latest and nothing refers to it, naming the hands. */
    public void requireUndoable(Tournament tournament, int game) {
        GameStage stage = of(tournament);
        stage.undoDraw(game, stage.recorded() ? records.handsByTable(tournament.id, game) : Map.of());
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
