package org.tavolo.entry;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Optional;
import org.tavolo.clock.ClockService;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * Whether a tournament takes entries now, and when not, why and since when: entries close at the first draw (the draw
 * of game 1), except Hold'em late registration, open after the draw until the end of its level.
 */
@ApplicationScoped
class EntriesDoor {

    /** The draw that closes entries is the first, game 1's. */
    private static final int FIRST_GAME = 1;

    private final ClockService clocks;

    EntriesDoor(ClockService clocks) {
        this.clocks = clocks;
    }

    /** Why entries are closed, or empty while they are open. */
    Optional<EntriesClosed> closed(Tournament tournament) {
        if (!tournament.isDrawn()) {
            return Optional.empty();
        }
        Integer until = tournament.settings().lateRegistrationUntilLevel();
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM && until != null) {
            ClockReading now = clocks.reading(tournament.id);
            boolean beforeEnd = now.status() == ClockStatus.NOT_STARTED
                    || (!now.overtime()
                            && (now.levelNumber() == null ? levelBeforeBreak(now) : now.levelNumber()) <= until);
            return beforeEnd ? Optional.empty() : Optional.of(new EntriesClosed(FIRST_GAME, until));
        }
        return Optional.of(new EntriesClosed(FIRST_GAME, null));
    }

    /** Refuses (409 registration-closed) when entries are closed; returns whether an entry now is late. */
    boolean requireOpen(Tournament tournament) {
        Optional<EntriesClosed> closed = closed(tournament);
        if (closed.isEmpty()) {
            return tournament.isDrawn();
        }
        Integer level = closed.get().lateUntilLevel();
        if (level != null) {
            throw ProblemException.conflict(
                    "registration-closed",
                    "Late registration closed at the end of level " + level + ".",
                    Map.of("level", level));
        }
        throw ProblemException.conflict("registration-closed", "Registration closed when the seats were drawn.");
    }

    /** During a break, the level that was just played. */
    private static int levelBeforeBreak(ClockReading now) {
        return now.nextLevel() == null ? Integer.MAX_VALUE : now.nextLevel().levelNumber() - 1;
    }
}
