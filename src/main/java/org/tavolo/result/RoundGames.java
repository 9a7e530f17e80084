package org.tavolo.result;

import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.Tournament;

/**
 * Which game a result may be for (docs/results.md#closing-a-table). A tournament plays one round
 * (its next round is a tournament of its own), so {@code round}, when sent, can only be that round,
 * and a result is for one of the round's {@code gamesPerRound} games or matches: another round or a
 * game beyond the round would store a second result for the same table and count it in the
 * standings and the championship.
 */
public final class RoundGames {

    /** The one round a tournament plays. */
    static final int OWN_ROUND = 1;

    private RoundGames() {}

    /**
     * The game at the table, once {@code round} is the tournament's own and {@code game} one of its
     * round; {@code field} names the game in the request ({@code game} or {@code match}).
     */
    public static GameAtTable at(Tournament tournament, Integer round, int game, int table, String field) {
        int own = roundOf(round);
        int games = tournament.settings().gamesPerRound();
        if (game > games) {
            throw ProblemException.badRequest(
                    "game-beyond-round",
                    "The round plays " + games + " " + field + (games == 1 ? "" : field.endsWith("h") ? "es" : "s")
                            + " (gamesPerRound): there is no " + field + " " + game + ".",
                    Map.of("field", field, "game", game, "gamesPerRound", games));
        }
        return new GameAtTable(tournament.id, own, game, table);
    }

    /** The tournament's own round when {@code round} is absent or names it. */
    static int roundOf(Integer round) {
        if (round == null || round == OWN_ROUND) {
            return OWN_ROUND;
        }
        throw ProblemException.badRequest(
                "not-this-round",
                "Round " + round + " is not this tournament's round: a tournament plays round " + OWN_ROUND
                        + " only (its next round is a tournament of its own); leave round out or send "
                        + OWN_ROUND + ".",
                Map.of("field", "round", "round", round, "currentRound", OWN_ROUND));
    }
}
