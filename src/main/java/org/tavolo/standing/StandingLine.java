package org.tavolo.standing;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
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
     * poker) against the other line's; in Hold'em, between players out in the same hand, the chips each had
     * when it began.
     */
    public record TieBreak(By by, long own, long other) {}

    /** The rule a {@link TieBreak} applied. */
    public enum By {
        /** Total chips, on equal points (docs/rules.md#italian-tournament). */
        CHIPS,
        /** Total victory points, on equal points (Chinese poker). */
        VICTORY_POINTS,
        /** Out in the same hand: more chips when it began, better place (docs/rules.md#holdem-tournament). */
        CHIPS_AT_START_OF_HAND
    }

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
     * The lines, best first, each ranked apart from the line above it (or else below it) by {@code between} saying by
     * what, as the season table does; {@code between} answers null for lines it did not tell apart.
     */
    static List<StandingLine> withTieBreaks(
            List<StandingLine> lines, BiFunction<StandingLine, StandingLine, TieBreak> between) {
        List<StandingLine> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            TieBreak above = i > 0 ? between.apply(lines.get(i), lines.get(i - 1)) : null;
            TieBreak below = i + 1 < lines.size() ? between.apply(lines.get(i), lines.get(i + 1)) : null;
            out.add(lines.get(i).withTieBreak(above != null ? above : below));
        }
        return out;
    }

    /**
     * What ranked {@code line} apart from {@code other} of the same points: chips, or victory points
     * (docs/rules.md#italian-tournament); null when their points differ or they share the rank.
     */
    static TieBreak onEqualPoints(StandingLine line, StandingLine other) {
        if (line.rank() == other.rank() || line.points().compareTo(other.points()) != 0) {
            return null;
        }
        return new TieBreak(
                line.victoryPoints() != null ? By.VICTORY_POINTS : By.CHIPS, line.decider(), other.decider());
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
