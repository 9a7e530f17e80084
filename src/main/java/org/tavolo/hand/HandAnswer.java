package org.tavolo.hand;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.FloorMove;
import org.tavolo.ledger.StackChange;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * What entering a hand did: the settlement, every stack before and after, and who ran out of chips.
 *
 * @param hand       the hand's id (to void it)
 * @param handNo     its number at the table in this game
 * @param game       the game (draw) it belongs to
 * @param table      the table
 * @param status     settled, or pending a ruling when a pot's hands formed a cycle
 * @param settlement pots, winners and payouts
 * @param stacks     the stacks of the players in the hand
 * @param eliminated the players who ran out of chips in it
 * @param moves      Hold'em: the seat changes the floor announced after those eliminations (balancing, table breaks)
 * @param opening    Italian draw: the minimum opening the hand was played under, whether it was opened, and the
 *                   next hand's (docs/rules.md#opening); null for other games
 * @param carriedPot the pot the table carried into the hand, what the hand paid of it and what it carries after
 *                   (docs/rules.md#parol); null when it carried nothing
 * @param players    who sat at each seat of the hand, named: the key to every map by seat (payouts, shares, hands)
 */
@Schema(name = "HandAnswer", description = "A hand entered at a table and what it did")
public record HandAnswer(
        long hand,
        int handNo,
        int game,
        int table,
        HandStatus status,
        Settlement settlement,
        List<StackChange> stacks,
        List<Elimination> eliminated,
        List<FloorMove> moves,
        Opening opening,
        CarriedPot carriedPot,
        List<SeatPlayer> players) {

    /**
     * The table's carried pot around a hand (docs/rules.md#parol).
     *
     * @param before chips carried into the hand
     * @param shares what each seat won of them
     * @param after  chips the table carries after it
     * @param parol  whether every player passed the word after the draw, so the hand's pot was carried
     */
    @Schema(name = "HandCarriedPot")
    public record CarriedPot(long before, Map<Integer, Long> shares, long after, boolean parol) {

        static CarriedPot from(RecordedHand.Carried c) {
            return c == null ? null : new CarriedPot(c.before(), c.shares(), c.after(), c.parol());
        }
    }

    /** The least pair that opened this hand, whether someone opened it, and the least pair for the next. */
    @Schema(name = "HandOpening")
    public record Opening(Rank minimumPair, boolean opened, Rank nextMinimumPair) {

        static Opening from(RecordedHand.Opening o) {
            return o == null
                    ? null
                    : new Opening(o.minimumPair(), o.opened(), o.next().minimumPair());
        }
    }

    /** The player at a seat of the hand. */
    @Schema(name = "HandSeatPlayer")
    public record SeatPlayer(int seat, long entry, String name, String nickname) {}

    /**
     * Who got which chips: uncalled excess returned by seat, the pots (main first), the payouts
     * by seat, the pots held for the director, the best hand of each player who showed, and the dead money in the
     * main pot by the seat that posted it: the big blind's ante (docs/rules.md#big-blind-ante), empty when none.
     */
    @Schema(name = "HandSettlement")
    public record Settlement(
            Map<Integer, Long> returned,
            List<Pot> pots,
            Map<Integer, Long> payouts,
            List<HeldPot> unawarded,
            Map<Integer, ShownHand> hands,
            Map<Integer, Long> deadAnte) {}

    /** One pot: its chips, who could win it, who did, in odd-chip order, and their shares. */
    @Schema(name = "HandPot")
    public record Pot(
            String name,
            long amount,
            List<Integer> eligible,
            List<Integer> winners,
            Map<Integer, Long> shares,
            boolean awarded) {}

    /** A pot held for the director because the hands form a cycle. */
    @Schema(name = "HandHeldPot")
    public record HeldPot(String name, long amount, List<Integer> eligible, List<Integer> cycle, String detail) {}

    /** A shown hand: what it makes and its cards in reading order. */
    @Schema(name = "HandShown")
    public record ShownHand(HandCategory category, List<String> cards) {}

    /** The entries a stored answer shows: its players and those the floor moved. */
    static Set<Long> entriesOf(RecordedHand.Answer a) {
        Set<Long> entries = new HashSet<>();
        a.stacks().forEach(s -> entries.add(s.entry()));
        a.eliminated().forEach(e -> entries.add(e.entry()));
        a.moves().forEach(m -> entries.add(m.entry()));
        return entries;
    }

    /** The stored answer as clients see it, each entry with its player's name. */
    public static HandAnswer from(RecordedHand.Answer a, EntryNames names) {
        return new HandAnswer(
                a.hand(),
                a.handNo(),
                a.game(),
                a.table(),
                a.status(),
                settlement(a.settlement()),
                a.stacks().stream()
                        .map(s -> new StackChange(
                                s.seat(),
                                s.entry(),
                                names.name(s.entry()),
                                names.nickname(s.entry()),
                                s.before(),
                                s.after()))
                        .toList(),
                a.eliminated().stream()
                        .map(e -> new Elimination(
                                e.seat(),
                                e.entry(),
                                names.name(e.entry()),
                                names.nickname(e.entry()),
                                e.chipsAtStartOfHand(),
                                e.place()))
                        .toList(),
                FloorMove.of(a.moves(), names),
                Opening.from(a.opening()),
                CarriedPot.from(a.carried()),
                a.stacks().stream()
                        .map(s -> new SeatPlayer(s.seat(), s.entry(), names.name(s.entry()), names.nickname(s.entry())))
                        .toList());
    }

    private static Settlement settlement(RecordedHand.Settlement s) {
        Map<Integer, ShownHand> hands = new TreeMap<>();
        s.hands().forEach((seat, h) -> hands.put(seat, new ShownHand(h.category(), h.cards())));
        return new Settlement(
                s.returned(),
                s.pots().stream()
                        .map(p -> new Pot(p.name(), p.amount(), p.eligible(), p.winners(), p.shares(), p.awarded()))
                        .toList(),
                s.payouts(),
                s.unawarded().stream()
                        .map(p -> new HeldPot(p.name(), p.amount(), p.eligible(), p.cycle(), p.detail()))
                        .toList(),
                hands,
                s.deadAnte() == null ? Map.of() : s.deadAnte());
    }
}
