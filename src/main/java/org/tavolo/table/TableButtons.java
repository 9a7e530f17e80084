package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.TournamentService;

/**
 * The button at a table in play (docs/floor.md#the-button): set by the director or moved on after a
 * hand, each change noted in the audit trail, in one transaction that marks the tournament changed.
 */
@ApplicationScoped
public class TableButtons {

    private final AuditTrail audit;
    private final TournamentService tournaments;

    TableButtons(AuditTrail audit, TournamentService tournaments) {
        this.audit = audit;
        this.tournaments = tournaments;
    }

    /** The director sets the button seat for the next hand at a table. */
    @Transactional
    public PokerTable placeButton(long tournamentId, int tableNumber, int seat) {
        tournaments.getForChange(tournamentId);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        table.placeButton(seat);
        audit.record(
                tournamentId,
                "button-placed",
                "Button at table " + tableNumber + " set to seat " + seat + ".",
                Map.of("table", tableNumber, "seat", seat));
        return table;
    }

    /** The button moves on to the next player after a hand. */
    @Transactional
    public PokerTable advanceButton(long tournamentId, int tableNumber) {
        tournaments.getForChange(tournamentId);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        table.advanceButton();
        audit.record(
                tournamentId,
                "button-moved",
                "Button at table " + tableNumber + " moved to seat " + table.buttonSeat() + ".",
                Map.of("table", tableNumber, "seat", table.buttonSeat()));
        return table;
    }

    private static PokerTable tableInPlay(long tournamentId, int number) {
        FloorService.requireDrawn(tournamentId);
        return PokerTable.inPlay(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFoundByNumber("table in play", number));
    }
}
