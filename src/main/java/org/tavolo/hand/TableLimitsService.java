package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import org.tavolo.clock.ClockService;
import org.tavolo.hand.italian.ItalianHandRules;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.StacksAtTable;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.poker.betting.BettingLimits;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/** Reads what a table plays for now: stacks, minimum opening and betting limits (docs/rules.md#opening). */
@ApplicationScoped
public class TableLimitsService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final ClockService clock;

    TableLimitsService(TournamentService tournaments, ChipLedger ledger, ClockService clock) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.clock = clock;
    }

    /** The table's stacks, the minimum opening of its next hand and the limits of the clock's period. */
    @Transactional
    public TableLimits at(long tournamentId, int tableNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        TableAtPlay table = ledger.atTable(tournament, tableNumber);
        StacksAtTable stacks = ChipLedger.named(table);
        return new TableLimits(
                tableNumber,
                table.where().game(),
                tournament.format() == TournamentFormat.ITALIAN_DRAW
                        ? ItalianHandRules.current(table.where()).minimumPair()
                        : null,
                atTable(clock.limits(tournamentId), table),
                stacks,
                carried(CarriedPotMove.at(table.where())));
    }

    /** docs/rules.md#betting-structure: heads-up a fixed-limit round has no cap on raises (004). */
    private static BettingLimits atTable(BettingLimits limits, TableAtPlay table) {
        if (limits == null) {
            return null;
        }
        int inPlay = (int) table.seats().keySet().stream()
                .filter(seat -> table.stackAt(seat) > 0)
                .count();
        return limits.atTableOf(inPlay);
    }

    private static TableLimits.Carried carried(CarriedPot pot) {
        return new TableLimits.Carried(pot.total(), pot.parol(), pot.penalties(), pot.replay());
    }
}
