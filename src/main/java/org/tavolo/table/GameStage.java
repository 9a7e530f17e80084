package org.tavolo.table;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.TournamentFormat;

/**
 * Where a tournament's games stand (docs/floor.md#game-lifecycle), derived from stored facts — the
 * draws, the tables in play, the results in force — rather than kept in a status column that could
 * drift. Each transition refuses nonsense first, with a 409 that says what to do instead.
 *
 * @param format         the tournament's format
 * @param gamesPerRound  how many games the round has (Italian)
 * @param game           the game of the latest draw; 0 before the first draw
 * @param tables         the tables in play in that game
 * @param closed         those of them with a result in force
 * @param recorded       whether a hand, a count or a result refers to that game
 */
public record GameStage(
        TournamentFormat format,
        int gamesPerRound,
        int game,
        Set<Integer> tables,
        Set<Integer> closed,
        boolean recorded) {

    /** The stages of a game, in order. */
    public enum Stage {
        /** No draw yet: entries come and go. */
        REGISTRATION,
        /** Drawn: hands may be entered and tables closed. */
        PLAYING,
        /** Every table of the game has its result; the next game may be drawn. */
        GAME_CLOSED,
        /** The last game of the round is closed: standings, qualifiers and the next round. */
        ROUND_COMPLETE
    }

    public Stage stage() {
        if (game == 0) {
            return Stage.REGISTRATION;
        }
        if (!open().isEmpty() || format != TournamentFormat.ITALIAN_DRAW) {
            return Stage.PLAYING;
        }
        return format == TournamentFormat.ITALIAN_DRAW && game >= gamesPerRound
                ? Stage.ROUND_COMPLETE
                : Stage.GAME_CLOSED;
    }

    /** The tables still playing the current game, by number. */
    public Set<Integer> open() {
        Set<Integer> open = new TreeSet<>(tables);
        open.removeAll(closed);
        return open;
    }

    /**
     * The next-game request for game {@code expected}: true when it must be drawn, false when it
     * repeats the request that drew it already (the same draw is answered). Chinese poker matches
     * are numbered apart from draws, so only Italian games wait for every table to close.
     */
    public boolean nextGame(int expected) {
        if (format == TournamentFormat.TEXAS_HOLDEM) {
            throw ProblemException.conflict(
                    "no-next-game", "A Hold'em tournament is one game: tables are balanced and broken, never redrawn.");
        }
        if (game == 0) {
            throw ProblemException.conflict("not-drawn", "Make the first draw before drawing the next game.");
        }
        if (expected == game) {
            return false;
        }
        if (expected != game + 1) {
            throw ProblemException.conflict(
                    "game-out-of-turn",
                    "Game " + game + " is the current game: the next one is game " + (game + 1) + ", not game "
                            + expected + ".",
                    Map.of("field", "game", "currentGame", game));
        }
        if (format == TournamentFormat.ITALIAN_DRAW && game >= gamesPerRound) {
            throw ProblemException.conflict(
                    "round-complete",
                    "The round has " + gamesPerRound + " games and game " + game
                            + " was the last: create the next round from the qualifiers instead.",
                    Map.of("gamesPerRound", gamesPerRound));
        }
        if (format == TournamentFormat.ITALIAN_DRAW && !open().isEmpty()) {
            throw ProblemException.conflict(
                    "tables-not-closed",
                    stillPlaying(open()) + " game " + game + ": close " + (open().size() == 1 ? "it" : "them")
                            + " before drawing game " + expected + ".",
                    Map.of("tables", List.copyOf(open()), "currentGame", game));
        }
        return true;
    }

    /**
     * Undoing the draw of game {@code drawn}: only the latest, after the first, with nothing recorded
     * on it; {@code hands} counts the hands recorded in it by table, to name them when refused.
     */
    public void undoDraw(int drawn, Map<Integer, Long> hands) {
        if (drawn != game || game == 0) {
            throw ProblemException.conflict(
                    "draw-not-latest",
                    "Only the latest draw can be undone" + (game == 0 ? "; nothing is drawn." : ": game " + game + "."),
                    Map.of("currentGame", game));
        }
        if (game == 1) {
            throw ProblemException.conflict(
                    "first-draw-kept",
                    "The first draw closed registration and cannot be undone; move players by hand instead.");
        }
        if (!hands.isEmpty()) {
            List<String> named = hands.entrySet().stream()
                    .map(h -> "table " + h.getKey() + " has recorded " + h.getValue() + " hand"
                            + (h.getValue() == 1 ? "" : "s"))
                    .toList();
            String said = String.join(", ", named);
            throw ProblemException.conflict(
                    "draw-in-use",
                    Character.toUpperCase(said.charAt(0)) + said.substring(1) + " in game " + game
                            + ": the draw that seated them stays; play on, moving players by hand where needed.",
                    Map.of(
                            "currentGame",
                            game,
                            "tables",
                            List.copyOf(hands.keySet()),
                            "hands",
                            hands.values().stream().mapToLong(Long::longValue).sum()));
        }
        if (recorded) {
            throw ProblemException.conflict(
                    "draw-in-use",
                    "Chip counts or results were recorded in game " + game + ": the draw that seated them stays.",
                    Map.of("currentGame", game, "tables", List.of()));
        }
    }

    /**
     * Making the next round of an Italian round: every game of the round drawn and closed at every
     * table. A tournament seated on paper (no draw) has its results taken as entered.
     */
    public void nextRound() {
        if (game == 0) {
            return;
        }
        if (!open().isEmpty()) {
            throw roundNotFinished(
                    open(),
                    stillPlaying(open()) + " game " + game + ": close " + (open().size() == 1 ? "it" : "them")
                            + " first.");
        }
        if (format == TournamentFormat.ITALIAN_DRAW && game < gamesPerRound) {
            throw roundNotFinished(
                    Set.of(),
                    "The round has " + gamesPerRound + " games and game " + game
                            + " is the latest drawn: draw and close game " + (game + 1) + " first.");
        }
    }

    /** The 409 refusing a next round while {@code tables} still play. */
    static ProblemException roundNotFinished(Set<Integer> tables, String detail) {
        return ProblemException.conflict(
                "round-not-finished", detail, Map.of("tables", List.copyOf(new TreeSet<>(tables))));
    }

    /** "Table 2 is still playing", "Table 2 and table 3 are still playing". */
    static String stillPlaying(Set<Integer> tables) {
        List<String> named =
                new TreeSet<>(tables).stream().map(t -> "table " + t).toList();
        String list = named.size() == 1
                ? named.get(0)
                : String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
        return "T" + list.substring(1) + (named.size() == 1 ? " is" : " are") + " still playing";
    }

    /**
     * A hand, a count or a result for game {@code asked} at a table: refused unless it is the
     * current game and the table still plays it. {@code asked} null means the current game. Asked
     * from the two facts it needs, so that hand entry can ask it cheaply under the table's lock:
     * {@code game}, the current game (0 before the first draw), and whether the table has closed it.
     */
    public static int playing(int game, boolean tableClosed, Integer asked, int table, String field) {
        if (game == 0) {
            throw ProblemException.conflict("not-drawn", "The seats of this tournament are not drawn yet.");
        }
        if (asked != null && asked < game) {
            // an entry made in a game the floor has closed since (docs/errors.md#entries-bound-to-what-was-seen)
            throw ProblemException.conflict(
                    "not-current-game",
                    "Game " + asked + " is closed; game " + game + " is being played. Enter it for game " + game
                            + ", or correct the result of game " + asked + ".",
                    Map.of("field", field, "currentGame", game, "game", asked));
        }
        if (asked != null && asked != game) {
            throw ProblemException.conflict(
                    "not-current-game",
                    "Game " + asked + " is not drawn; game " + game + " is being played. Enter it for game " + game
                            + ".",
                    Map.of("field", field, "currentGame", game));
        }
        if (tableClosed) {
            throw ProblemException.conflict(
                    "table-closed",
                    "Table " + table + " has closed game " + game + ": void its result first to enter more.",
                    Map.of("table", table, "currentGame", game));
        }
        return game;
    }

    /**
     * Closing game {@code asked} at a table: only the current game closes. Without any draw the
     * results are taken as entered (a tournament seated on paper), so there is nothing to check.
     */
    public boolean closing(int asked) {
        if (game == 0) {
            return false;
        }
        if (asked != game) {
            throw ProblemException.conflict(
                    "not-current-game",
                    "Game " + game + " is being played, not game " + asked + ": close game " + game
                            + ", or correct the result of game " + asked + ".",
                    Map.of("field", "game", "currentGame", game));
        }
        return true;
    }
}
