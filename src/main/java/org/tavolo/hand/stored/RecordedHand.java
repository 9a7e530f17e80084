package org.tavolo.hand.stored;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.seating.Move;

/**
 * A hand as stored with its entry ({@code hand_entry.recorded}, jsonb): what the director entered
 * and what it did. This is the stored shape, owned here: it changes only with a migration, never
 * because a public response record changed.
 *
 * @param request what was entered; a retry must enter the same
 * @param answer  what entering it did
 */
public record RecordedHand(Request request, Answer answer) {

    /** What the director entered. */
    public record Request(
            String entryId,
            Integer button,
            Game game,
            List<String> board,
            List<Player> players,
            Boolean opened,
            Opener opener,
            Boolean parol,
            Long parolPart,
            Integer level) {}

    /** Who opened an Italian draw hand, as entered (docs/rules.md#opener); absent when not entered. */
    public record Opener(Integer seat, Long amount, org.tavolo.poker.betting.Opener.Kind kind, List<String> cards) {}

    /** One player's part as entered. */
    public record Player(Integer seat, Long contributed, Boolean folded, List<String> cards) {}

    /** What entering the hand did. */
    public record Answer(
            long hand,
            int handNo,
            int game,
            int table,
            HandStatus status,
            Settlement settlement,
            List<Stack> stacks,
            List<Out> eliminated,
            List<Move> moves,
            Opening opening,
            Carried carried) {

        /** Each seat's stack after the hand, for the seats in it. */
        public Map<Integer, Long> stacksAfter() {
            return stacks.stream().collect(Collectors.toMap(Stack::seat, Stack::after));
        }
    }

    /**
     * The table's carried pot around the hand (docs/rules.md#parol); absent when it carried nothing before or after.
     *
     * @param before chips carried into the hand
     * @param shares what each seat won of them
     * @param after  chips the table carries after the hand
     * @param parol  whether this hand was a parol hand: every player passed the word after the draw
     */
    public record Carried(long before, Map<Integer, Long> shares, long after, boolean parol) {}

    /**
     * The table's minimum opening when an Italian draw hand was entered (docs/rules.md#opening), and
     * whether someone opened it; absent for other games and for hands stored before it was recorded.
     *
     * @param step         the position in the sequence jacks, queens, kings, aces, aces
     * @param minimumPair  the least pair that opened
     * @param opened       whether someone opened
     * @param replayNext   whether the table carries a parol pot after the hand, so that its next hand replays it
     *                     (null for hands stored before a parol pot was told apart)
     */
    public record Opening(int step, Rank minimumPair, boolean opened, Boolean replayNext) {

        public static Opening of(OpeningRequirement requirement, boolean opened, boolean replayNext) {
            return new Opening(requirement.step(), requirement.minimumPair(), opened, replayNext);
        }

        /** The minimum opening of the table's next hand: kings when it replays a parol pot (docs/rules.md#parol). */
        public OpeningRequirement next() {
            OpeningRequirement played = new OpeningRequirement(step);
            if (!opened) {
                return played.afterHandNobodyOpened();
            }
            return Boolean.TRUE.equals(replayNext) ? OpeningRequirement.parolPot() : played.afterOpenedHand();
        }
    }

    /**
     * Who got which chips; {@code deadAnte}: the big blind's ante in the main pot, by seat
     * (docs/rules.md#big-blind-ante), null in a hand stored before it was kept.
     */
    public record Settlement(
            Map<Integer, Long> returned,
            List<PotShare> pots,
            Map<Integer, Long> payouts,
            List<HeldPot> unawarded,
            Map<Integer, Shown> hands,
            Map<Integer, Long> deadAnte) {

        /** A settlement with no dead money. */
        public Settlement(
                Map<Integer, Long> returned,
                List<PotShare> pots,
                Map<Integer, Long> payouts,
                List<HeldPot> unawarded,
                Map<Integer, Shown> hands) {
            this(returned, pots, payouts, unawarded, hands, null);
        }
    }

    /** One pot and how it was shared. */
    public record PotShare(
            String name,
            long amount,
            List<Integer> eligible,
            List<Integer> winners,
            Map<Integer, Long> shares,
            boolean awarded) {}

    /** A pot held for the director's ruling. */
    public record HeldPot(String name, long amount, List<Integer> eligible, List<Integer> cycle, String detail) {}

    /** A hand shown at the showdown. */
    public record Shown(HandCategory category, List<String> cards) {}

    /** One player's stack before and after. */
    public record Stack(int seat, long entry, long before, long after) {}

    /** A player who ran out of chips. */
    public record Out(int seat, long entry, long chipsAtStartOfHand, Integer place) {}
}
