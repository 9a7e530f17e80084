package org.tavolo.poker.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningCheck;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.ParolReplay;
import org.tavolo.poker.settlement.TableSeats;

/**
 * A hand and the pot its table carries (docs/rules.md#parol): a parol hand carries its pot to the next hand, which
 * replays it with the buy-backs of {@link ParolReplay}; the winners of a hand take the carried chips in play
 * ({@link CarriedPot}).
 */
final class ParolTable {

    private ParolTable() {}

    /** Refuses a parol flag or part where it does not apply: only an Italian draw hand that was opened. */
    static void requireApplicable(EnteredHand hand) {
        if ((hand.parol() || hand.parolPart() != null) && hand.game() != Game.ITALIAN_DRAW) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian draw hand can pass the word to a parol pot (docs/rules.md#parol); this is "
                            + hand.game() + ".",
                    Map.of("field", hand.parol() ? "parol" : "parolPart"));
        }
        if (hand.parol() && !hand.opened()) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "A parol hand was opened before the draw and everyone passed the word after it; a hand nobody"
                            + " opened is entered with \"opened\": false alone.",
                    Map.of("field", "parol"));
        }
        if (hand.parol()) {
            for (int i = 0; i < hand.players().size(); i++) {
                if (hand.players().get(i).showsCards()) {
                    throw new RuleViolation(
                            "parol-shows-no-cards",
                            "Everyone passed the word: nobody shows their cards and the pot is carried to the next hand"
                                    + " (docs/rules.md#parol); leave out the cards of seat "
                                    + hand.players().get(i).seat() + ".",
                            Map.of("field", "players[" + i + "].cards"));
                }
            }
        }
    }

    /**
     * docs/rules.md#parol-end: a parol pot is replayed as an Italian draw hand before anything else is played at its
     * table; another game's hand is refused while one waits.
     */
    static void requireNoReplayWaiting(TableAtHand table, Game game) {
        CarriedPot carried = table.carried();
        if (game != Game.ITALIAN_DRAW && carried.replay()) {
            throw new OutOfOrder(
                    "parol-pot-waiting",
                    "This table carries a parol pot of " + carried.parol()
                            + ": it is replayed as an Italian draw hand, and won, before a " + game
                            + " hand is played there (docs/rules.md#parol-end).",
                    Map.of("field", "game", "carried", carried.parol()));
        }
    }

    /** The hand with the pot its table carries, its replay checked player by player (docs/rules.md#parol). */
    static PlayedHand.Parol of(TableAtHand table, EnteredHand hand) {
        CarriedPot carried = table.carried();
        List<Contribution> entered = hand.players().stream()
                .map(p -> new Contribution(p.seat(), p.contributed(), p.folded()))
                .toList();
        boolean replay = hand.game() == Game.ITALIAN_DRAW && carried.replay() && hand.opened();
        long part = hand.game() == Game.ITALIAN_DRAW ? partInPlay(table, hand) : 0;
        if (!replay) {
            return new PlayedHand.Parol(carried, 0, entered, 0, hand.parol());
        }
        ParolReplay.Bets bets = new ParolReplay(part, table.buyBacks()).bets(entered, new TreeMap<>(table.stacks()));
        return new PlayedHand.Parol(carried, part, bets.bets(), bets.buyBacks(), hand.parol());
    }

    /** The hand to settle: each player's contribution less his buy-back. */
    static EnteredHand toSettle(PlayedHand.Parol parol, EnteredHand hand) {
        if (parol.buyBacks() == 0) {
            return hand;
        }
        return hand.withContributions(
                parol.bets().stream().map(Contribution::amount).toList());
    }

    /** What the hand paid out of the carried pot, and what the table carries after it. */
    static CarriedPot.Paid paid(PlayedHand.Parol parol, SettledHand settled, TableAtHand table, EnteredHand hand) {
        int button = hand.button();
        if (parol.parolHand()) {
            // every chip put in, buy-backs included, stays on the table for the replay
            List<Contribution> all = new ArrayList<>(parol.bets());
            all.add(Contribution.folded(0, parol.buyBacks()));
            return new CarriedPot.Paid(Map.of(), parol.carried().afterParolHand(all));
        }
        TreeSet<Integer> seats = new TreeSet<>(table.stacks().keySet());
        seats.add(button);
        return parol.carried()
                .paid(
                        parol.parolInPlay(),
                        parol.buyBacks(),
                        settled.settlement(),
                        oddChips(new TableSeats(List.copyOf(seats), button), table, hand),
                        table.chipUnit());
    }

    /** docs/rules.md#odd-chips: a carried pot's odd chips are handed out as the hand's, from the big blind in Hold'em. */
    private static TableSeats oddChips(TableSeats seats, TableAtHand table, EnteredHand hand) {
        if (hand.game() != Game.TEXAS_HOLDEM) {
            return seats;
        }
        return Blinds.bigBlindSeat(table.inPlay().keySet(), hand.button())
                .map(seats::countingOddChipsFrom)
                .orElse(seats);
    }

    /**
     * The opening of a replayed parol pot (docs/rules.md#parol): opened after looking, with the pot in play, and with
     * kings or better when the cards are shown.
     */
    static void checkOpener(TableAtHand table, EnteredHand hand, OpeningRequirement requirement) {
        EnteredHand.Opener opener = hand.opener();
        if (opener == null) {
            return;
        }
        new ParolReplay(partInPlay(table, hand), Map.of())
                .checkOpening(opener.amount(), opener.kind() != Opener.Kind.OPEN);
        if (!table.stacks().containsKey(opener.seat())) {
            throw new RuleViolation(
                    "seat-empty",
                    "Nobody sits at seat " + opener.seat() + " of this table.",
                    Map.of("seat", opener.seat(), "field", "opener.seat"));
        }
        if (opener.cards() != null && !opener.cards().isEmpty()) {
            List<Card> cards = Card.parseAll(opener.cards());
            if (!OpeningCheck.opens(cards, requirement, table.rules(Game.ITALIAN_DRAW))) {
                throw new RuleViolation(
                                "opening-too-weak",
                                "A replayed parol pot opens with a pair of " + requirement.minimumPair()
                                        + " or better (docs/rules.md#parol); seat " + opener.seat() + " showed "
                                        + opener.cards() + ".",
                                Map.of("field", "opener.cards", "seat", opener.seat()))
                        .with("minimumPair", requirement.minimumPair().name());
            }
        }
    }

    /** Whether the table carries a parol pot after the hand: its next hand replays it. */
    static boolean replayNext(TableAtHand table, EnteredHand hand) {
        if (hand.parol()) {
            return true;
        }
        if (!table.carried().replay()) {
            return false;
        }
        return !hand.opened() || partInPlay(table, hand) < table.carried().parol();
    }

    private static long partInPlay(TableAtHand table, EnteredHand hand) {
        return table.carried().partInPlay(hand.parolPart(), table.ante(), table.chipUnit());
    }
}
