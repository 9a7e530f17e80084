package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.tavolo.clock.ClockService;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.FinalStack;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.PeriodKind;
import org.tavolo.poker.table.CloseRules;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.ChipDifference;
import org.tavolo.tournament.Tournament;

/**
 * What closing a game at a table must find first (docs/floor.md#game-lifecycle,
 * docs/results.md#closing-a-table): the game is the current one, no pot of the table waits for a
 * ruling, no pot is carried to a hand still to play (docs/rules.md#parol-end), and the final stacks entered hold the
 * chips in play at the table — or, when the
 * tournament says so, the difference is accepted and reported.
 */
@ApplicationScoped
class TableClose {

    private final GameLifecycle lifecycle;
    private final ChipLedger ledger;
    private final ClockService clock;

    TableClose(GameLifecycle lifecycle, ChipLedger ledger, ClockService clock) {
        this.lifecycle = lifecycle;
        this.ledger = ledger;
        this.clock = clock;
    }

    /**
     * What the director should know about a close that is recorded all the same: the game clock
     * still had time left (a game closed early, or a clock left running).
     */
    List<CloseWarning> warnings(Tournament tournament) {
        ClockReading reading = clock.reading(tournament.id);
        if (reading.status() == ClockStatus.NOT_STARTED
                || reading.kind() != PeriodKind.GAME
                || reading.secondsLeft() == null
                || reading.secondsLeft() <= 0) {
            return List.of();
        }
        return List.of(CloseWarning.timeLeft(reading.secondsLeft()));
    }

    /** Refuses the close, or answers the chip difference accepted with it (0 when none). */
    long check(Tournament tournament, GameAtTable where, List<FinalStack> entered) {
        if (!lifecycle.of(tournament).closing(where.game())) {
            return 0;
        }
        CloseRules.potsHeld(where.table(), heldAt(where)).ifPresent(TableClose::refuse);
        ChipLedger.requireNothingCarried(new TableInGame(where.tournamentId(), where.game(), where.table()));
        if (entered == null) {
            return 0;
        }
        long inPlay = ledger.finalStacks(tournament, where.game(), where.table()).stream()
                .mapToLong(FinalStack::chips)
                .sum();
        long given = entered.stream().mapToLong(FinalStack::chips).sum();
        boolean refuseDifference = tournament.settings().chipDifference() == ChipDifference.REFUSE;
        CloseRules.chipsNotConserved(where.table(), inPlay, given, refuseDifference)
                .ifPresent(TableClose::refuse);
        return given - inPlay;
    }

    /** A reason of the core's close rules, answered 409: what to do first. */
    private static void refuse(RuleViolation reason) {
        throw ProblemException.conflict(reason.code(), reason.getMessage(), reason.details());
    }

    private static long heldAt(GameAtTable where) {
        return TableResult.getEntityManager()
                .createQuery(
                        "select coalesce(sum(h.heldChips), 0) from HandEntry h where h.at.tournamentId = ?1"
                                + " and h.at.game = ?2 and h.at.table = ?3 and h.status = ?4",
                        Long.class)
                .setParameter(1, where.tournamentId())
                .setParameter(2, where.game())
                .setParameter(3, where.table())
                .setParameter(4, HandStatus.PENDING_RULING)
                .getSingleResult();
    }
}
