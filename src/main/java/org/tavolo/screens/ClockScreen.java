package org.tavolo.screens;

import java.time.Instant;
import java.util.List;
import org.tavolo.clock.ClockView;
import org.tavolo.entry.EntryView;
import org.tavolo.live.AnnouncementView;
import org.tavolo.standing.StandingLine;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.tournament.TournamentView;

/**
 * The tournament's clock as the TV shows it, and the console and the front page beside it.
 *
 * @param gameNumber    the game being played (Italian rounds have {@code gamesPerRound} games)
 * @param periodEndsAt  when the running period ends (server time), null when not counting down
 * @param winner        the last player standing in a finished Hold'em tournament, else null
 * @param opening       the rank of the least pair that opens an Italian draw hand ({@code JACK}…, docs/rules.md#opening), null
 *                      outside an Italian game's hour
 * @param raised        the tables whose next hand needs more, after hands nobody opened, or carries a pot
 * @param recentMoves   moves of the last minutes (balancing, table breaks), announced with the announcements
 * @param lateEntries   Hold'em late entries of the last minutes, where they were seated, newest first
 * @param nextRound     the tournament made as this round's next round, which the TV clock moves on to; null while
 *                      none is made
 */
public record ClockScreen(
        TournamentView tournament,
        ClockView clock,
        int gameNumber,
        int gamesPerRound,
        Instant periodEndsAt,
        StandingLine winner,
        String opening,
        List<TableOpening> raised,
        List<AnnouncementView> announcements,
        List<MoveView> recentMoves,
        List<EntryView> lateEntries,
        Long nextRound) {

    /** Whether the ticker has anything to tell. */
    public boolean tells() {
        return !announcements.isEmpty() || !recentMoves.isEmpty() || !lateEntries.isEmpty();
    }

    public boolean italian() {
        return tournament.format().name().equals("ITALIAN_DRAW");
    }

    /** Chinese poker is played for tokens and victory points: no stacks to average or count. */
    public boolean chinese() {
        return tournament.format().name().equals("CHINESE_POKER");
    }

    public boolean finished() {
        return winner != null;
    }

    /**
     * A table whose next hand needs a higher pair to open than the game's first, or carries a pot.
     *
     * @param carried the chips the next hand replays (a parol pot, penalties paid to the pot), 0 when none
     */
    public record TableOpening(int table, String pair, long carried) {}
}
