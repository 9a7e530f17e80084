package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;
import java.util.Optional;
import org.tavolo.clock.ClockService;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.table.TableRules;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * The table of a hand for a page that plays it in the browser (docs/director-page.md#offline): read as the hand
 * service reads it ({@link HandTables}), without taking the table's lock, and the words of the refusals the core's
 * table rules answer with.
 */
@ApplicationScoped
public class HandTableViews {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final ClockService clockService;

    HandTableViews(TournamentService tournaments, ChipLedger ledger, ClockService clockService) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.clockService = clockService;
    }

    /** The table in play now; empty when it is not in play. */
    @Transactional
    public Optional<HandTableView> of(long tournamentId, int tableNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        try {
            TableInGame where = new TableInGame(tournament.id, ChipLedger.currentGame(tournament.id), tableNumber);
            TableAtPlay table = ledger.atTable(tournament, where);
            return Optional.of(HandTableView.of(HandTables.of(tournament, table, clockService.reading(tournament.id))));
        } catch (ProblemException notInPlay) {
            return Optional.empty();
        }
    }

    /**
     * The catalog's Italian texts of the problems a hand played at a table is refused with ({@link
     * TableRules#REFUSALS}), with the words their facts are said through; in English a refusal says its own sentence.
     */
    public Map<String, String> italianRefusals() {
        return ProblemTexts.texts(ProblemTexts.ITALIAN, TableRules.REFUSALS);
    }
}
