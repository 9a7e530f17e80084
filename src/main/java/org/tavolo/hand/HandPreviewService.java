package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * A hand previewed before it is entered: checked and settled by the code that records it ({@link HandOutcome}),
 * against the table as it is now, storing nothing, and answered by the function that builds the recorded hand's
 * answer ({@link HandOutcome#answer}): the preview is that answer not yet committed. Entering the same hand at an
 * unchanged table records what the preview showed.
 */
@ApplicationScoped
public class HandPreviewService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final GameLifecycle lifecycle;
    private final HandOutcomes outcomes;

    HandPreviewService(
            TournamentService tournaments, ChipLedger ledger, GameLifecycle lifecycle, HandOutcomes outcomes) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.lifecycle = lifecycle;
        this.outcomes = outcomes;
    }

    /**
     * The hand as {@link HandService#enterHand} would settle it now; refused as entering it would be refused
     * (400 naming the request field, 409 {@code stale-stack} for stacks no longer the table's, 409 for a game
     * not in play), except that an {@code entryId} already used is not looked up.
     */
    @Transactional
    public PreviewedHand preview(long tournamentId, int tableNumber, EnterHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        Game game = Settling.gameOf(tournament, request.game());
        TableInGame where = new TableInGame(tournament.id, ChipLedger.currentGame(tournament.id), tableNumber);
        TableAtPlay table = ledger.atTable(tournament, where);
        HandService.seen(request).forEach(s -> table.requireStack(s.seat(), s.stack(), s.field()));
        lifecycle.requirePlaying(tournament, where.game(), request.gameNumber(), where.table(), "gameNumber");
        HandOutcome outcome = outcomes.of(tournament, game, table, request);
        RecordedHand.Answer answer = outcome.answer(where, 0, 0, outcome.outOfChips(), List.of());
        return PreviewedHand.of(
                answer,
                EntryNames.of(tournament.id, HandAnswer.entriesOf(answer)),
                outcome.settled(),
                tournament.settings().rulesAt(game, table.seats().size()));
    }
}
