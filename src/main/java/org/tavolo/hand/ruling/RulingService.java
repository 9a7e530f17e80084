package org.tavolo.hand.ruling;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.ledger.Eliminations;
import org.tavolo.ledger.SeenSeats;
import org.tavolo.ledger.TableChanges;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.settlement.Pot;
import org.tavolo.poker.settlement.TableSeats;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Pays the pots a cycle left to the director (docs/rules.md#italian), as he rules: every held pot
 * at once, each to winners among the players who could win it, split as any pot is
 * (docs/rules.md#side-pots). A player who ran out of chips in that hand and gets chips back is in
 * play again.
 */
@ApplicationScoped
public class RulingService {

    private final TournamentService tournaments;
    private final TableChanges changes;
    private final Eliminations eliminations;

    RulingService(TournamentService tournaments, TableChanges changes, Eliminations eliminations) {
        this.tournaments = tournaments;
        this.changes = changes;
        this.eliminations = eliminations;
    }

    @Transactional
    public RuledHand rule(long tournamentId, long handId, RulingRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = HandEntry.findIn(tournamentId, handId);
        Map<Long, Integer> seatOf = seatsOf(hand);
        return changes.change(
                tournament,
                hand.where(),
                Optional::empty,
                TableChanges.Seen.NOTHING
                        .inGame(request.gameNumber(), "gameNumber")
                        .missing(SeenSeats.unbound(request.expected(), seatOf.keySet())),
                at -> {
                    SeenSeats.require(
                            hand.where(),
                            request.expected(),
                            seatOf,
                            ChipLedger.stacksOf(tournament, hand.where().game(), seatOf.keySet()));
                    return ruled(tournament, hand, request, at);
                });
    }

    /** The seat of each player of the hand, as it was recorded. */
    private static Map<Long, Integer> seatsOf(HandEntry hand) {
        Map<Long, Integer> seatOf = new LinkedHashMap<>();
        hand.recorded().answer().stacks().forEach(s -> seatOf.put(s.entry(), s.seat()));
        return seatOf;
    }

    private TableChanges.Done<RuledHand> ruled(
            Tournament tournament, HandEntry hand, RulingRequest request, TableChanges.Locked at) {
        HandEntry.getEntityManager().refresh(hand);
        long handId = hand.id;
        if (hand.status() != HandStatus.PENDING_RULING) {
            throw ProblemException.conflict(
                    "no-ruling-pending",
                    "Hand " + handId + " has no pot waiting for a ruling.",
                    Map.of("hand", handId));
        }
        RecordedHand recorded = hand.recorded();
        Map<Integer, Long> payouts = payouts(recorded, tournament.settings().chipUnit(), request, handId);
        Map<Integer, Long> entryAt = new HashMap<>();
        recorded.answer().stacks().forEach(s -> entryAt.put(s.seat(), s.entry()));
        hand.ruled();
        Map<Long, Long> stacks = ChipLedger.stacksOf(tournament, hand.where().game(), entryAt.values());
        payouts.forEach((seat, chips) ->
                at.line(ChipMovement.ruling(hand.where(), entryAt.get(seat), chips, handId, at.by(), at.now())));
        var back = eliminations.undo(handId, entry -> entryAt.entrySet().stream()
                .anyMatch(e -> e.getValue() == entry && payouts.containsKey(e.getKey())));
        eliminations.backInPlay(tournament, hand.where().game(), back);
        Map<Integer, Long> after = new TreeMap<>();
        entryAt.forEach((seat, entry) -> after.put(seat, stacks.get(entry) + payouts.getOrDefault(seat, 0L)));
        return new TableChanges.Done<>(
                RuledHand.of(tournament.id, handId, hand.status(), payouts, after, entryAt),
                "pot-ruled",
                at.by() + " ruled on hand " + handId + ": " + payouts,
                Map.of(
                        "by", at.by(),
                        "hand", hand.handNo(),
                        "table", hand.where().table()));
    }

    /** Each held pot's chips by seat as the director rules; every held pot is ruled at once. */
    private static Map<Integer, Long> payouts(
            RecordedHand recorded, long chipUnit, RulingRequest request, long handId) {
        Map<String, RecordedHand.HeldPot> held = new LinkedHashMap<>();
        recorded.answer().settlement().unawarded().forEach(p -> held.put(p.name(), p));
        TableSeats table = tableOf(recorded.request());
        Map<Integer, Long> payouts = new TreeMap<>();
        for (int i = 0; i < request.pots().size(); i++) {
            RulingRequest.PotRuling ruling = request.pots().get(i);
            RecordedHand.HeldPot pot = held.remove(ruling.pot());
            if (pot == null) {
                throw new RuleViolation(
                        "no-such-held-pot",
                        "No pot '" + ruling.pot() + "' is waiting for a ruling in hand " + handId + ".",
                        Map.of("field", "pots[" + i + "].pot"));
            }
            try {
                Referee.rule(table, chipUnit, Pot.named(pot.name(), pot.amount(), pot.eligible()), ruling.winners())
                        .shares()
                        .forEach((seat, chips) -> payouts.merge(seat, chips, Long::sum));
            } catch (RuleViolation e) {
                throw e.with("field", "pots[" + i + "].winners");
            }
        }
        if (!held.isEmpty()) {
            throw new RuleViolation(
                    "pots-not-ruled",
                    "Every held pot is ruled at once; missing: " + held.keySet() + ".",
                    Map.of("field", "pots"));
        }
        return payouts;
    }

    /** The seats of the hand's players and the button, for the odd-chip order. */
    private static TableSeats tableOf(RecordedHand.Request request) {
        TreeSet<Integer> seats = new TreeSet<>();
        request.players().forEach(p -> seats.add(p.seat()));
        seats.add(request.button());
        return new TableSeats(List.copyOf(seats), request.button());
    }
}
