package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Showdown;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.testing.Cases;

/**
 * docs/rules.md#parol, #penalties, #buio, #covering-the-ante: evenings of Italian draw hands at a table of four, dealt
 * from a shuffled 32-card deck, with buio and controbuio openings, players out of the game for want of the ante,
 * parol hands, their replays (whole or split into parts), buy-backs and penalties paid to the pot. After every hand
 * the stacks plus the carried pot are the chips the table started with, and the core's result agrees with a plain
 * reading of the rule: the best hand still in takes every chip put in and every chip carried into play.
 */
@ExtendWith(Cases.class)
class ParolPotPropertiesTest {

    private static final long ANTE = 1_000;
    private static final long CIP = 100;
    private static final int HANDS = 40;
    private static final RuleSet RULES = RuleSet.italian(Deck.ITALIAN_32);

    /** 100 evenings of 40 hands: the seed that shuffles and draws every choice of the evening. */
    static Stream<Arguments> evenings(TestInfo property) {
        return Cases.of(property, 100, random -> Arguments.of(random.nextLong()));
    }

    @ParameterizedTest
    @MethodSource("evenings")
    void stacksAndTheCarriedPotKeepEveryChipAndFollowThePlainRule(long seed) {
        Random random = new Random(seed);
        Map<Integer, Long> stacks = new TreeMap<>();
        for (int seat = 1; seat <= 4; seat++) {
            stacks.put(seat, CIP * (20 + random.nextInt(200)));
        }
        long total = stacks.values().stream().mapToLong(Long::longValue).sum();
        Evening evening = new Evening(random, stacks);
        for (int hand = 0; hand < HANDS && evening.inPlay().size() >= 2; hand++) {
            evening.play(hand);
            assertEquals(
                    total,
                    stacks.values().stream().mapToLong(Long::longValue).sum() + evening.carried.total(),
                    "hand " + hand + ": stacks plus the carried pot");
            assertTrue(stacks.values().stream().allMatch(s -> s >= 0), "no stack below zero");
        }
    }

    /** One table's evening: the core's carried pot beside a plain count of the same chips. */
    private static final class Evening {

        private final Random random;
        private final Map<Integer, Long> stacks;
        private CarriedPot carried = CarriedPot.NONE;
        private long plainParol;
        private long plainPenalties;
        private Map<Integer, Long> plainParolPaid = Map.of();
        private Map<Integer, Boolean> plainParolStayed = Map.of();
        private int button = 4;

        Evening(Random random, Map<Integer, Long> stacks) {
            this.random = random;
            this.stacks = stacks;
        }

        List<Integer> inPlay() {
            return stacks.entrySet().stream()
                    .filter(e -> e.getValue() > 0)
                    .map(Map.Entry::getKey)
                    .toList();
        }

        void play(int hand) {
            button = button % 4 + 1;
            if (random.nextInt(6) == 0) {
                penaltyToThePot();
            }
            if (carried.replay()) {
                replay(hand);
            } else {
                ordinary(hand);
            }
            assertEquals(plainParol, carried.parol(), "hand " + hand + ": parol chips carried");
            assertEquals(plainPenalties, carried.penalties(), "hand " + hand + ": penalties carried");
        }

        private void penaltyToThePot() {
            List<Integer> seats = inPlay();
            int seat = seats.get(random.nextInt(seats.size()));
            long chips = Math.min(stacks.get(seat), CIP * (1 + random.nextInt(10)));
            stacks.merge(seat, -chips, Long::sum);
            carried = carried.withPenalty(chips);
            plainPenalties += chips;
        }

        /** An ordinary hand: antes, an opening (open, buio or controbuio), callers, and a parol or a showdown. */
        private void ordinary(int hand) {
            List<Integer> seats = inPlay();
            long opening =
                    switch (random.nextInt(3)) {
                        case 0 -> ANTE; // buio
                        case 1 -> 2 * ANTE; // controbuio
                        default -> CIP * (1 + random.nextInt((int) (seats.size() * ANTE / CIP)));
                    };
            long level = ANTE + opening;
            List<Contribution> in = new ArrayList<>();
            for (int seat : seats) {
                long stack = stacks.get(seat);
                if (stack < ANTE + CIP) {
                    in.add(Contribution.folded(seat, stack)); // out of the game, his chips in the pot
                } else if (stack >= level && (in.stream().noneMatch(Contribution::live) || random.nextInt(3) > 0)) {
                    in.add(Contribution.live(seat, level));
                } else {
                    in.add(Contribution.folded(seat, Math.min(stack, ANTE)));
                }
            }
            if (in.stream().noneMatch(Contribution::live)) {
                return; // nobody could open: no chips move
            }
            boolean parol = in.stream().filter(Contribution::live).count() >= 2 && random.nextInt(4) == 0;
            settle(hand, in, in, 0, 0, parol);
        }

        /** The replay of a parol pot: no ante, the pot in play as the bet, buy-backs for those who folded. */
        private void replay(int hand) {
            long part = random.nextInt(3) == 0
                    ? Math.min(carried.parol(), CIP * (1 + random.nextInt((int) (3 * ANTE / CIP))))
                    : carried.parol();
            long inPlay = carried.partInPlay(part == carried.parol() ? null : part, ANTE, CIP);
            List<Integer> seats = inPlay();
            ParolReplay replay = new ParolReplay(inPlay, ParolReplay.buyBacks(parolHand(), seats));
            List<Contribution> entered = new ArrayList<>();
            List<Contribution> plainBets = new ArrayList<>();
            long plainBuyBacks = 0;
            for (int seat : seats) {
                long owed = plainParolStayed.getOrDefault(seat, false)
                        ? 0
                        : Math.max(0, stayersPaid() - plainParolPaid.getOrDefault(seat, 0L));
                boolean plays = stacks.get(seat) >= owed + inPlay && random.nextInt(4) > 0;
                entered.add(plays ? Contribution.live(seat, owed + inPlay) : Contribution.folded(seat, 0));
                plainBets.add(plays ? Contribution.live(seat, inPlay) : Contribution.folded(seat, 0));
                plainBuyBacks += plays ? owed : 0;
            }
            if (entered.stream().noneMatch(Contribution::live)) {
                return; // nobody opened the replay: the pot stays carried
            }
            ParolReplay.Bets bets = replay.bets(entered, stacks);
            assertEquals(plainBets, bets.bets(), "hand " + hand + ": bets less buy-backs");
            assertEquals(plainBuyBacks, bets.buyBacks(), "hand " + hand + ": buy-backs");
            boolean parol = entered.stream().filter(Contribution::live).count() >= 2 && random.nextInt(5) == 0;
            settle(hand, entered, bets.bets(), inPlay, bets.buyBacks(), parol);
        }

        private long stayersPaid() {
            return plainParolPaid.entrySet().stream()
                    .filter(e -> plainParolStayed.get(e.getKey()))
                    .mapToLong(Map.Entry::getValue)
                    .max()
                    .orElse(0);
        }

        private List<Contribution> parolHand() {
            List<Contribution> hand = new ArrayList<>();
            plainParolPaid.forEach((seat, paid) -> hand.add(new Contribution(seat, paid, !plainParolStayed.get(seat))));
            return hand;
        }

        private void settle(
                int hand,
                List<Contribution> entered,
                List<Contribution> bets,
                long parolInPlay,
                long buyBacks,
                boolean parol) {
            entered.forEach(c -> stacks.merge(c.seat(), -c.amount(), Long::sum));
            long putIn = entered.stream().mapToLong(Contribution::amount).sum();
            if (parol) {
                carried = carried.afterParolHand(entered);
                plainParol += putIn;
                Map<Integer, Long> paid = new LinkedHashMap<>();
                Map<Integer, Boolean> stayed = new LinkedHashMap<>();
                entered.forEach(c -> {
                    paid.put(c.seat(), c.amount());
                    stayed.put(c.seat(), c.live());
                });
                plainParolPaid = paid;
                plainParolStayed = stayed;
                return;
            }
            Map<Integer, List<Card>> shown = deal(entered);
            Showdown showdown = Showdown.of(Game.ITALIAN_DRAW, RULES, List.of(), shown);
            TableSeats table = new TableSeats(List.of(1, 2, 3, 4), button);
            PotLayout layout = PotLayout.of(table, CIP, bets);
            Settlement settlement = layout.needsShowdown()
                    ? layout.settle(showdown::among)
                    : layout.settle(s -> {
                        throw new AssertionError("no showdown");
                    });
            CarriedPot.Paid paid = carried.paid(parolInPlay, buyBacks, settlement, table, CIP);
            Map<Integer, Long> core = new TreeMap<>();
            settlement.payouts().forEach((seat, chips) -> core.merge(seat, chips, Long::sum));
            paid.shares().forEach((seat, chips) -> core.merge(seat, chips, Long::sum));

            // the plain reading: the best hands still in share everything put in and everything carried into play
            long pot = putIn + parolInPlay + plainPenalties;
            Map<Integer, Long> plain = plainShares(pot, best(shown), table);
            plain.forEach((seat, chips) -> assertEquals(
                    chips,
                    core.getOrDefault(seat, 0L),
                    "hand " + hand + ": seat " + seat + " takes; put in " + entered + ", in play " + parolInPlay
                            + " and " + plainPenalties + " of penalties, the core paid " + core));
            assertEquals(pot, core.values().stream().mapToLong(Long::longValue).sum(), "hand " + hand + ": paid");

            core.forEach((seat, chips) -> stacks.merge(seat, chips, Long::sum));
            carried = paid.left();
            plainParol -= parolInPlay;
            plainPenalties = 0;
        }

        /** Five cards for each player still in, dealt again should their hands form a cycle. */
        private Map<Integer, List<Card>> deal(List<Contribution> entered) {
            while (true) {
                List<Card> deck = new ArrayList<>(Deck.ITALIAN_32.cards());
                Collections.shuffle(deck, random);
                Map<Integer, List<Card>> shown = new LinkedHashMap<>();
                int at = 0;
                for (Contribution c : entered) {
                    if (c.live()) {
                        shown.put(c.seat(), List.copyOf(deck.subList(at, at + 5)));
                        at += 5;
                    }
                }
                Showdown showdown = Showdown.of(Game.ITALIAN_DRAW, RULES, List.of(), shown);
                if (!(showdown.among(shown.keySet()) instanceof Verdict.Cycle)) {
                    return shown;
                }
            }
        }

        /** The players whose five cards no other hand still in beats. */
        private static List<Integer> best(Map<Integer, List<Card>> shown) {
            Map<Integer, HandValue> hands = new LinkedHashMap<>();
            shown.forEach((seat, cards) -> hands.put(seat, RULES.evaluate(cards)));
            List<Integer> best = new ArrayList<>();
            hands.forEach((seat, value) -> {
                if (hands.values().stream().noneMatch(other -> RULES.compare(other, value) > 0)) {
                    best.add(seat);
                }
            });
            return best;
        }

        /** Equal shares in cips, the odd cips one each from the first seat left of the button. */
        private static Map<Integer, Long> plainShares(long pot, List<Integer> winners, TableSeats table) {
            List<Integer> order = new ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                int seat = (table.button() + i - 1) % 4 + 1;
                if (winners.contains(seat)) {
                    order.add(seat);
                }
            }
            long units = pot / CIP;
            Map<Integer, Long> shares = new TreeMap<>();
            for (int i = 0; i < order.size(); i++) {
                shares.put(order.get(i), (units / order.size() + (i < units % order.size() ? 1 : 0)) * CIP);
            }
            return shares;
        }
    }
}
