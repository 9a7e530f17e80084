package org.tavolo.hand.correction;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.Blank;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.HandOutcome;
import org.tavolo.hand.HandPreviewService;
import org.tavolo.hand.HandService;
import org.tavolo.hand.PreviewedHand;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.hand.voids.WhoMayVoid;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableInGame;

/**
 * The correction of a table's last hand in one step: the hand is voided with the director's reason and the hand as
 * it should have been is recorded, in one transaction under the table's lock, through the same void and record as
 * every other void and hand ({@link HandService#voidLastEntry}, {@link HandService#enterHand}): the chips end as if
 * the corrected hand had been entered first. It keeps the hand's game and players, and only who may void the hand
 * corrects it, whatever door the correction comes through. A refusal of either leaves everything as it was
 * (docs/director-page.md#correcting-the-last-hand).
 */
@ApplicationScoped
public class HandCorrections {

    /** The reason of the void a preview makes and rolls back. */
    private static final String PREVIEW_REASON = "preview";

    private final HandService hands;
    private final HandPreviewService previews;

    HandCorrections(HandService hands, HandPreviewService previews) {
        this.hands = hands;
        this.previews = previews;
    }

    /**
     * Voids hand {@code handId}, the last entry at the table, with {@code reason} and records {@code corrected} in its
     * place, stated against the stacks before the voided hand. A resend with the corrected hand's key answers the
     * first correction and changes nothing. Refused 409 {@code not-last-entry} when the hand is no longer the
     * table's last or was voided meanwhile; 403 {@code not-own-entry} when the caller may not void it
     * ({@link WhoMayVoid}: a director corrects only his own hand); 409 {@code correction-changes-game} or
     * {@code correction-changes-players} when the corrected hand would move it to another game or change its players
     * ({@link CorrectedPlayers}); any refusal of the void or of the new hand changes nothing.
     */
    @Transactional
    public HandAnswer correct(
            long tournamentId, int tableNumber, long handId, String reason, EnterHandRequest corrected) {
        return correct(tournamentId, tableNumber, handId, reason, corrected, (outcome, table) -> {});
    }

    /** The correction, telling {@code settled} the new hand's outcome (its preview reads the hands beaten from it). */
    private HandAnswer correct(
            long tournamentId,
            int tableNumber,
            long handId,
            String reason,
            EnterHandRequest corrected,
            BiConsumer<HandOutcome, TableAtPlay> settled) {
        if (reason == null || Blank.isBlank(reason)) {
            throw ProblemException.badRequest(
                    "validation",
                    "Say why the hand is corrected: the reason is kept with the void.",
                    Map.of("field", "reason"));
        }
        HandEntry hand = HandEntry.findIn(tournamentId, handId);
        TableAtPlay.lock(new TableInGame(tournamentId, hand.where().game(), tableNumber));
        if (HandEntry.byKey(tournamentId, corrected.entryId()).isPresent()) {
            return hands.enterHand(tournamentId, tableNumber, corrected, settled); // the first answer, as any resend
        }
        voidOnce(tournamentId, tableNumber, hand, reason, corrected);
        return hands.enterHand(tournamentId, tableNumber, corrected, settled);
    }

    /**
     * The corrected hand as {@link #correct} records it now: the correction itself, with the same hand, run in a
     * transaction rolled back ({@link HandPreviewService#rehearse}), so nothing is stored. The reason, which the page
     * asks for at the confirmation, is the one input it does not take.
     */
    public PreviewedHand preview(long tournamentId, int tableNumber, long handId, EnterHandRequest corrected) {
        return previews.rehearse(
                tournamentId,
                corrected,
                told -> correct(tournamentId, tableNumber, handId, PREVIEW_REASON, corrected, told));
    }

    /**
     * A hand as it was entered, to be corrected: what the director typed, each stack of its players before and after
     * it, and the names of its players (a player it knocked out may no longer sit at the table: the correction's form
     * shows him at the seat he played, docs/director-page.md#correcting-the-last-hand).
     */
    public record AsEntered(
            long hand,
            int handNo,
            RecordedHand.Request request,
            List<RecordedHand.Stack> stacks,
            Map<Long, EntryNames.Name> names) {

        /** The name of a player of the hand, by entry. */
        public EntryNames.Name name(long entry) {
            return names.getOrDefault(entry, new EntryNames.Name("", null));
        }

        /** How the opener opened, by the kind's name ({@code OPEN}, {@code BUIO}…); blank when none was entered. */
        public String openerKind() {
            RecordedHand.Opener opener = request.opener();
            return opener == null || opener.kind() == null ? "" : opener.kind().name();
        }
    }

    /** The hand {@code handId} as it was entered. */
    @Transactional
    public AsEntered asEntered(long tournamentId, long handId) {
        HandEntry hand = HandEntry.findIn(tournamentId, handId);
        RecordedHand recorded = hand.recorded();
        List<RecordedHand.Stack> stacks = recorded.answer().stacks();
        EntryNames names = EntryNames.of(
                tournamentId, stacks.stream().map(RecordedHand.Stack::entry).toList());
        Map<Long, EntryNames.Name> byEntry = new java.util.HashMap<>();
        stacks.forEach(s -> byEntry.put(s.entry(), names.of(s.entry())));
        return new AsEntered(hand.id, hand.handNo(), recorded.request(), stacks, byEntry);
    }

    /**
     * The hand's void as the table page makes it, refused when someone voided the hand meanwhile, when the caller may
     * not void it ({@link WhoMayVoid}, under the table's lock), or when the corrected hand would move it to another
     * game or change its players ({@link CorrectedPlayers}).
     */
    private void voidOnce(
            long tournamentId, int tableNumber, HandEntry hand, String reason, EnterHandRequest corrected) {
        HandEntry.getEntityManager().refresh(hand);
        if (hand.status() == HandStatus.VOID) {
            throw ProblemException.conflict(
                    "hand-already-void",
                    "Hand " + hand.handNo() + " at table " + tableNumber + " was voided meanwhile by " + hand.voidedBy()
                            + ": there is nothing to correct. Reload the table and enter the hand.",
                    Map.of("table", tableNumber, "hand", hand.handNo()));
        }
        CorrectedPlayers.requireSameGame(hand, corrected);
        hands.voidLastEntry(tournamentId, tableNumber, hand.id, reason, corrected.gameNumber());
        CorrectedPlayers.requireSamePlayers(tournamentId, hand, corrected);
    }
}
