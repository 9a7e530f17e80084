package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;

/**
 * docs/rules.md#odd-chips: 004 gives the odd chip to the player «che ha parlato per primo»; in 003's Hold'em the
 * betting rounds after the flop start «dal giocatore di controbuio», so a split Hold'em pot hands its odd chips out
 * clockwise from the big blind's seat; other games count from the first seat to the left of the button.
 */
class HoldemOddChipTest {

    /** A royal flush on the board: every hand still in plays it and ties. */
    private static final List<Card> ROYAL_BOARD = Card.parseAll(List.of("Ah", "Kh", "Qh", "Jh", "Th"));

    private static Map<Integer, Long> holdem(
            List<Integer> seats, int button, Integer bigBlind, PlayerInHand... players) {
        return Referee.settle(new HandToSettle(
                        Game.TEXAS_HOLDEM,
                        RuleSet.international(),
                        seats,
                        button,
                        25,
                        ROYAL_BOARD,
                        List.of(players),
                        bigBlind))
                .settlement()
                .payouts();
    }

    private static PlayerInHand in(int seat, long chips, String first, String second) {
        return new PlayerInHand(seat, chips, false, Card.parseAll(List.of(first, second)));
    }

    private static PlayerInHand folded(int seat, long chips) {
        return new PlayerInHand(seat, chips, true, List.of());
    }

    /**
     * Button 3, small blind 4, big blind 5; a pot of 275 (11 chips of 25) split between seats 1 and 4. After the flop
     * seat 5 speaks first, then seat 1, so seat 1 takes the odd chip, not seat 4 (the first left of the button).
     */
    @Test
    void oddChipGoesFirstToTheSeatAfterTheBigBlindInTheOrderOfSpeakingAfterTheFlop() {
        Map<Integer, Long> payouts =
                holdem(List.of(1, 2, 3, 4, 5), 3, null, in(1, 100, "2c", "3d"), in(4, 100, "4c", "5d"), folded(5, 75));

        assertEquals(150L, payouts.get(1));
        assertEquals(125L, payouts.get(4));
        assertEquals(0L, payouts.get(5));
    }

    /** The other order: the big blind itself ties with the small blind; the big blind speaks first, so it takes it. */
    @Test
    void oddChipGoesToTheBigBlindBeforeTheSmallBlind() {
        Map<Integer, Long> payouts =
                holdem(List.of(1, 2, 3, 4, 5), 3, null, in(4, 100, "2c", "3d"), in(5, 100, "4c", "5d"), folded(1, 75));

        assertEquals(150L, payouts.get(5));
        assertEquals(125L, payouts.get(4));
    }

    /**
     * Heads-up the button posts the small blind and the other player the big blind, who speaks first after the flop:
     * the odd chips are counted from him (a pot of two players alone splits evenly; a carried pot may not).
     */
    @Test
    void theBigBlindHeadsUpIsTheSeatThatIsNotTheButton() {
        assertEquals(6, Blinds.bigBlindSeat(List.of(2, 6), 2).orElseThrow());
        assertEquals(2, Blinds.bigBlindSeat(List.of(2, 6), 6).orElseThrow());
        assertEquals(
                List.of(6, 2),
                List.of(2, 6).stream()
                        .sorted(new TableSeats(List.of(2, 6), 2)
                                .countingOddChipsFrom(6)
                                .oddChipOrder())
                        .toList());
    }

    /** Three players: the button's left is the small blind (seat 4), then the big blind (seat 6), who takes it. */
    @Test
    void oddChipGoesToTheBigBlindBeforeTheButton() {
        Map<Integer, Long> odd = holdem(null, 2, null, in(2, 75, "2c", "3d"), in(6, 75, "4c", "5d"), folded(4, 25));
        assertEquals(Map.of(2, 75L, 4, 0L, 6, 100L), odd);
    }

    /**
     * The big blind counted from the seats in play: seat 4 has no chips, so with the button at 3 the small blind is
     * seat 5 and the big blind seat 1, which takes the odd chip before seat 5.
     */
    @Test
    void oddChipIsCountedFromTheBigBlindOfTheSeatsInPlay() {
        Map<Integer, Long> payouts =
                holdem(List.of(1, 2, 3, 4, 5), 3, 1, in(5, 100, "2c", "3d"), in(1, 100, "4c", "5d"), folded(2, 75));

        assertEquals(150L, payouts.get(1));
        assertEquals(125L, payouts.get(5));
    }

    /** Other games keep 004's order counted from the button: the first seat to its left takes the odd chip. */
    @Test
    void oddChipGoesToTheFirstSeatLeftOfTheButtonInOtherGames() {
        List<PlayerInHand> players = List.of(
                new PlayerInHand(1, 100, false, Card.parseAll(List.of("Ah", "Kh", "Qd", "Jc", "9s", "4d", "3c"))),
                new PlayerInHand(4, 100, false, Card.parseAll(List.of("As", "Ks", "Qh", "Jd", "9c", "4h", "3d"))),
                folded(5, 75));
        Map<Integer, Long> payouts = Referee.settle(new HandToSettle(
                        Game.SEVEN_CARD_STUD,
                        RuleSet.international(),
                        List.of(1, 2, 3, 4, 5),
                        3,
                        25,
                        List.of(),
                        players))
                .settlement()
                .payouts();

        assertEquals(150L, payouts.get(4));
        assertEquals(125L, payouts.get(1));
    }
}
