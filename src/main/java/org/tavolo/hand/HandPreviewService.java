package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.tavolo.common.db.Rehearsal;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * A hand previewed before it is entered: the hand entered by {@link HandService#enterHand} itself, with the same
 * request, in a transaction rolled back ({@link Rehearsal}), so the preview is the answer recording gives (its
 * pots, stacks, eliminations with their Hold'em places, the floor's moves) or the refusal recording makes, and
 * nothing is stored. Entering the same hand at an unchanged table records what the preview showed; at a changed one
 * the recording's own checks refuse it.
 */
@ApplicationScoped
public class HandPreviewService {

    private final TournamentService tournaments;
    private final HandService hands;

    HandPreviewService(TournamentService tournaments, HandService hands) {
        this.tournaments = tournaments;
        this.hands = hands;
    }

    /**
     * The hand as {@link HandService#enterHand} records it now, refused as entering it is refused (400 naming the
     * request field, 409 {@code stale-stack} for stacks no longer the table's, 409 for a game not in play or a
     * player moved); an {@code entryId} already used answers the hand recorded with it, as a resend does.
     */
    public PreviewedHand preview(long tournamentId, int tableNumber, EnterHandRequest request) {
        return rehearse(tournamentId, request, told -> hands.enterHand(tournamentId, tableNumber, request, told));
    }

    /**
     * What {@code recording} answers, the recording that enters {@code request} (a hand, or a correction that enters
     * it in place of the last), run in a transaction rolled back: its answer, its id left out (the rollback gives
     * it back), and the hand each pot's winner beat, read from the outcome the recording tells.
     */
    public PreviewedHand rehearse(
            long tournamentId,
            EnterHandRequest request,
            Function<BiConsumer<HandOutcome, TableAtPlay>, HandAnswer> recording) {
        return Rehearsal.of(() -> {
            AtomicReference<PreviewedHand.Settled> settled = new AtomicReference<>();
            HandAnswer answer = recording.apply((outcome, table) -> {
                Tournament tournament = tournaments.get(tournamentId);
                Game game = Settling.gameOf(tournament, request.game());
                settled.set(new PreviewedHand.Settled(
                        outcome.settled(),
                        tournament.settings().rulesAt(game, table.seats().size())));
            });
            return PreviewedHand.of(answer, settled.get());
        });
    }
}
