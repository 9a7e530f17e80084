package org.tavolo.standing;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.ArrayList;
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
 * play is not listed. {@code tieBreak}, on a line of the same points as the line above or below it but
 * ranked apart from it, says by what (docs/results.md#standings); absent otherwise.
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
        List<Game> byGame,
        TieBreak tieBreak) {

    /**
     * What ranked a line apart from a line of the same points: its own chips (victory points in Chinese
     * poker) against the other line's.
     */
    public record TieBreak(long own, long other) {}

    /** This line, saying what ranked it apart from a line of the same points. */
    StandingLine withTieBreak(TieBreak decided) {
        return new StandingLine(
                rank, shared, entry, player, nickname, points, chips, victoryPoints, games, inPlay, byGame, decided);
    }

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
                byGame,
                null);
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
                null,
                null);
    }

    /**
     * The lines, best first, each of the same points as the line above it (or else below it) but ranked apart from
     * it saying by what, as the season table does (docs/rules.md#italian-tournament).
     */
    static List<StandingLine> withTieBreaks(List<StandingLine> lines) {
        List<StandingLine> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            TieBreak above = i > 0 ? tieBreak(lines.get(i), lines.get(i - 1)) : null;
            TieBreak below = i + 1 < lines.size() ? tieBreak(lines.get(i), lines.get(i + 1)) : null;
            out.add(lines.get(i).withTieBreak(above != null ? above : below));
        }
        return out;
    }

    /** What ranked {@code line} apart from {@code other}; null when their points differ or they share the rank. */
    private static TieBreak tieBreak(StandingLine line, StandingLine other) {
        if (line.rank() == other.rank() || line.points().compareTo(other.points()) != 0) {
            return null;
        }
        return new TieBreak(line.decider(), other.decider());
    }

    /** What decides between equal points: victory points in Chinese poker, chips otherwise. */
    private long decider() {
        Long decider = victoryPoints != null ? victoryPoints : chips;
        return decider == null ? 0 : decider;
    }

    private static String nameOf(PlayerName who) {
        return who == null ? null : who.name();
    }

    private static String nicknameOf(PlayerName who) {
        return who == null ? null : who.nickname();
    }
}
