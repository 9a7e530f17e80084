package org.tavolo.hand.voids;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.hand.italian.ParolHands;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.Eliminations;
import org.tavolo.ledger.LastEntry;
import org.tavolo.ledger.TableChanges;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.table.GameLifecycle;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Voids of hands, by the organizer or from the table page: a voided hand's ledger lines and carried pot are
 * reversed, its eliminations undone and the players it put out seated again, unless a later hand spent the chips
 * it moved. The hand stays, marked void, with who voided it, when and why.
 */
@ApplicationScoped
public class HandVoids {

    private final TournamentService tournaments;
    private final TableChanges changes;
    private final Eliminations eliminations;
    private final GameLifecycle lifecycle;
    private final WhoMayVoid who;

    HandVoids(
            TournamentService tournaments,
            TableChanges changes,
            Eliminations eliminations,
            GameLifecycle lifecycle,
            WhoMayVoid who) {
        this.tournaments = tournaments;
        this.changes = changes;
        this.eliminations = eliminations;
        this.lifecycle = lifecycle;
        this.who = who;
    }

    /**
     * The organizer voids a hand: its ledger lines are reversed and its eliminations undone. Any hand, the table's last
     * or not, so a director is refused ({@link WhoMayVoid#requireOrganizer}): his own last hand is voided through
     * {@link #voidLastEntry}.
     */
    @Transactional
    public VoidedHand voidHand(long tournamentId, long handId, VoidHandRequest request) {
        who.requireOrganizer("Voiding a hand other than the table's last");
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = HandEntry.findIn(tournamentId, handId);
        return changes.change(
                tournament,
                hand.where(),
                Optional::empty,
                TableChanges.Seen.NOTHING,
                at -> voided(tournament, hand, request.reason(), at));
    }

    /**
     * Voids a hand from the table page, where only the table's last entry may be voided: refused 409
     * {@code not-last-entry} when, under the table's lock, the hand is no longer the last entry at
     * {@code tableNumber}, or 409 {@code not-current-game} / {@code table-closed} when the table no longer
     * plays the game the page showed ({@code gameNumber}, null: the hand's). A resend once it is void answers
     * the void again and changes nothing.
     */
    @Transactional
    public VoidedHand voidLastEntry(
            long tournamentId, int tableNumber, long handId, String reason, Integer gameNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = HandEntry.findIn(tournamentId, handId);
        return changes.change(
                tournament,
                new TableInGame(tournamentId, hand.where().game(), tableNumber),
                () -> readAgain(hand).filter(h -> h.status() == HandStatus.VOID).map(h -> asVoided(h, List.of())),
                TableChanges.Seen.NOTHING.playing(gameNumber, "gameNumber").lastEntry(LastEntry.Kind.HAND, handId),
                at -> {
                    TableChanges.Done<VoidedHand> done = voided(tournament, hand, reason, at);
                    at.table()
                            .pokerTable()
                            .buttonBackTo(hand.recorded().request().button());
                    return done;
                });
    }

    private TableChanges.Done<VoidedHand> voided(
            Tournament tournament, HandEntry hand, String reason, TableChanges.Locked at) {
        readAgain(hand);
        long handId = hand.id;
        hand.voidBy(at.by(), reason, at.now());
        List<ChipMovement> lines = ChipMovement.ofHand(handId);
        requireNoStackBelowZero(tournament, hand, lines);
        ParolHands.reverse(CarriedPotMove.ofHand(handId), hand.where(), "hand " + handId, at.by(), at.now());
        for (ChipMovement line : lines) {
            at.line(ChipMovement.reversal(line, handId, reason.strip(), at.by(), at.now()));
        }
        List<Long> undone = eliminations.undo(handId, entry -> true);
        lifecycle.chipsChanged(tournament.id, hand.where().game(), hand.where().table(), at.by(), "hand voided");
        List<SeatAssignment> reseated = eliminations.backInPlay(
                tournament,
                hand.where().game(),
                undone,
                seatsLeft(hand),
                hand.where().table());
        return new TableChanges.Done<>(
                asVoided(hand, reseated),
                "hand-voided",
                hand.voidedBy() + " voided hand " + handId + ": " + hand.voidReason(),
                Map.of(
                        "by", hand.voidedBy(),
                        "hand", hand.handNo(),
                        "game", hand.where().game(),
                        "table", hand.where().table(),
                        "reason", hand.voidReason()));
    }

    /** The seat each player the hand knocked out left, by entry. */
    private static Map<Long, Integer> seatsLeft(HandEntry hand) {
        Map<Long, Integer> seats = new LinkedHashMap<>();
        hand.recorded().answer().eliminated().forEach(out -> seats.put(out.entry(), out.seat()));
        return seats;
    }

    /** The hand as the change before this one left it: read again once its table's lock is held. */
    private static Optional<HandEntry> readAgain(HandEntry hand) {
        HandEntry.getEntityManager().refresh(hand);
        return Optional.of(hand);
    }

    private static VoidedHand asVoided(HandEntry hand, List<SeatAssignment> reseated) {
        return new VoidedHand(hand.id, hand.status(), hand.voidedBy(), hand.voidReason(), hand.voidedAt(), reseated);
    }

    /**
     * Refuses a void that would leave a stack below zero: a later hand at the table spent the
     * chips this one won, and that hand is voided first.
     */
    private static void requireNoStackBelowZero(Tournament tournament, HandEntry hand, List<ChipMovement> lines) {
        Map<Long, Long> back = new LinkedHashMap<>();
        lines.forEach(line -> back.merge(line.entry(), -line.delta(), Math::addExact));
        Map<Long, Long> stacks = ChipLedger.stacksOf(tournament, hand.where().game(), back.keySet());
        back.forEach(
                (entry, delta) -> ChipLedger.requireNotBelowZero("hand " + hand.id, entry, stacks.get(entry), delta));
    }
}
