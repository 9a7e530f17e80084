package org.tavolo.standing;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.Standing;

/**
 * One line of the standings: the entry and the player's name and nickname, so that a published
 * list reads without a second lookup. {@code chips} is the tie-break of an Italian round, {@code victoryPoints}
 * that of a Chinese poker round; {@code shared} when players still equal share the rank. In Hold'em
 * the rank is the finishing place, {@code inPlay} marks players still holding chips (ranked by
 * chips for now) and the points are league points. {@code byGame} lists the games of the round the
 * points come from (Italian and Chinese poker rounds; absent in Hold'em): a game the player did not
 * play is not listed.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StandingLine(
        int rank,
        boolean shared,
        long entry,
        String player,
        String nickname,
        BigDecimal points,
        Long chips,
        Long victoryPoints,
        int games,
        Boolean inPlay,
        List<Game> byGame) {

    /**
     * One game (or Chinese poker match) of the round: where it was played, the place at that table
     * ({@code shared} when tied with others there) and the points it earned.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Game(
            int game, int table, int place, boolean shared, BigDecimal points, Long chips, Long victoryPoints) {}

    static StandingLine from(Standing<Long> s, boolean victoryPoints, PlayerName who, List<Game> byGame) {
        return new StandingLine(
                s.rank(),
                s.isShared(),
                s.player(),
                nameOf(who),
                nicknameOf(who),
                s.points().toDecimal(),
                victoryPoints ? null : s.chips(),
                victoryPoints ? s.chips() : null,
                s.games(),
                null,
                byGame);
    }

    static StandingLine holdem(Place<Long> place, Points points, long chips, boolean inPlay, PlayerName who) {
        return new StandingLine(
                place.place(),
                place.isShared(),
                place.player(),
                nameOf(who),
                nicknameOf(who),
                points.toDecimal(),
                chips,
                null,
                1,
                inPlay,
                null);
    }

    private static String nameOf(PlayerName who) {
        return who == null ? null : who.name();
    }

    private static String nicknameOf(PlayerName who) {
        return who == null ? null : who.nickname();
    }
}
