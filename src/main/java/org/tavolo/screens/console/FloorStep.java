package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.table.GameStage;
import org.tavolo.tournament.TournamentFormat;

/**
 * Where the evening stands, from the game lifecycle, and so which draw is the next safe step:
 * the first draw before any; the next game only once every table of the current Italian game
 * is closed and the round has a game left (Chinese matches are drawn apart, as a secondary
 * step); none in Hold'em or after the round's last game.
 */
public record FloorStep(
        String stage, String format, int game, int gamesPerRound, List<Integer> open, boolean undoable) {

    static FloorStep of(GameStage stage, int gamesPerRound) {
        return new FloorStep(
                stage.stage().name(),
                stage.format().name(),
                stage.game(),
                gamesPerRound,
                List.copyOf(stage.open()),
                stage.game() > 1 && !stage.recorded());
    }

    public boolean registration() {
        return "REGISTRATION".equals(stage);
    }

    public boolean italian() {
        return TournamentFormat.ITALIAN_DRAW.name().equals(format);
    }

    /** The next game's draw is the next safe step: the current Italian game closed at every table. */
    public boolean drawNextIsTheStep() {
        return italian() && "GAME_CLOSED".equals(stage);
    }

    /** A draw is offered at all (primary or secondary). */
    public boolean offersDraw() {
        return registration()
                || drawNextIsTheStep()
                || TournamentFormat.CHINESE_POKER.name().equals(format);
    }

    public boolean playing() {
        return italian() && "PLAYING".equals(stage);
    }

    /** The current game is the round's last: when it is closed, the round is over. */
    public boolean lastGame() {
        return italian() && game >= gamesPerRound;
    }

    public int previousGame() {
        return game - 1;
    }

    public boolean roundComplete() {
        return "ROUND_COMPLETE".equals(stage);
    }

    /** The tables still playing, as words: {@code 1, 3}. */
    public String openTables() {
        return String.join(", ", open.stream().map(String::valueOf).toList());
    }
}
