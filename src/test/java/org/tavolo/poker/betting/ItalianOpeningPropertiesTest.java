package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.cards.Suit;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.ItalianStakes;
import org.tavolo.poker.settlement.Settlement;
import org.tavolo.testing.Cases;

/**
 * Generated cases for docs/rules.md#buio and #opener, each checked against a plain reading of the rule written here
 * seat by seat and card by card: who may make a buio or a controbuio and for how much, who is excluded by an opening
 * he cannot cover and where his chips go, and which four cards are an open-ended straight-flush draw. Every settled
 * case also checks that no chip is created or lost.
 */
@ExtendWith(Cases.class)
class ItalianOpeningPropertiesTest {

    private static final long ANTE = 1_000;
    private static final long CIP = 100;

    /** A table of {@code seats} seats numbered 1..seats, with the chips of each when the hand began (0: no player). */
    record RandomTable(int seats, Map<Integer, Long> stacks, int button) {

        /** Every seat of the table, empty or not. */
        List<Integer> all() {
            return List.copyOf(stacks.keySet());
        }

        Map<Integer, Long> inPlay() {
            Map<Integer, Long> inPlay = new TreeMap<>();
            stacks.forEach((seat, chips) -> {
                if (chips > 0) {
                    inPlay.put(seat, chips);
                }
            });
            return inPlay;
        }

        /** Plain reading: walk the seats one by one to the left of the button, skipping those without chips. */
        List<Integer> leftOfTheDealer() {
            List<Integer> order = new ArrayList<>();
            for (int step = 1; step <= seats; step++) {
                int seat = (button - 1 + step) % seats + 1;
                if (stacks.getOrDefault(seat, 0L) > 0) {
                    order.add(seat);
                }
            }
            return order;
        }

        RuleSet rules() {
            return RuleSet.italian(Deck.ofSize(4 * (inPlay().size() + 4)));
        }
    }

    private static RandomTable table(Random random, int emptyOneIn, long leastStack) {
        // tables of 4 to 6: the Over is made at tables of 5 and 6 (001)
        int seats = Cases.between(random, 4, 6);
        Map<Integer, Long> stacks = new TreeMap<>();
        for (int seat = 1; seat <= seats; seat++) {
            boolean empty = random.nextInt(emptyOneIn) == 0;
            stacks.put(seat, empty ? 0 : CIP * Cases.between(random, (int) (leastStack / CIP), 300));
        }
        return new RandomTable(seats, stacks, Cases.between(random, 1, seats));
    }

    /** A blind opening as someone might enter it: any seat, any kind, the buio's chips. */
    record BlindCase(RandomTable table, Opener opener, Map<Integer, Long> contributed) {}

    static Stream<BlindCase> blindOpenings(TestInfo property) {
        return Cases.of(property, 400, random -> {
            RandomTable table = table(random, 6, 100);
            Opener.Kind kind = List.of(Opener.Kind.BUIO, Opener.Kind.CONTROBUIO, Opener.Kind.OVER)
                    .get(random.nextInt(3));
            int seat = Cases.between(random, 1, table.seats());
            long amount = List.of(ANTE, 2 * ANTE, 4 * ANTE, CIP * Cases.between(random, 1, 50))
                    .get(random.nextInt(4));
            Map<Integer, Long> contributed = new TreeMap<>();
            table.inPlay()
                    .forEach((s, chips) -> contributed.put(
                            s,
                            Math.min(
                                    chips,
                                    List.of(ANTE, 2 * ANTE, 3 * ANTE, 5 * ANTE).get(random.nextInt(4)))));
            return new BlindCase(table, new Opener(seat, amount, kind, List.of()), contributed);
        });
    }

    @ParameterizedTest
    @MethodSource("blindOpenings")
    void aBlindOpeningIsAcceptedExactlyWhenThePlainReadingOfTheRuleAllowsIt(BlindCase c) {
        List<Integer> left = c.table().leftOfTheDealer();
        Opener o = c.opener();
        long put = c.contributed().getOrDefault(o.seat(), 0L);
        boolean allowed =
                switch (o.kind()) {
                    case OPEN -> throw new IllegalStateException();
                    case BUIO -> left.size() >= 2 && left.get(0) == o.seat() && o.amount() == ANTE && put >= 2 * ANTE;
                    case CONTROBUIO ->
                        left.size() >= 3
                                && left.get(1) == o.seat()
                                && o.amount() == 2 * ANTE
                                && c.contributed().getOrDefault(left.get(0), 0L) >= 2 * ANTE
                                && put >= 3 * ANTE;
                    // 001: «con 5 o 6 giocatori», «il giocatore successivo al controbuiante», «il doppio del valore
                    // del Controbuio», over a buio and a controbuio
                    case OVER ->
                        left.size() >= 5
                                && left.get(2) == o.seat()
                                && o.amount() == 4 * ANTE
                                && c.contributed().getOrDefault(left.get(0), 0L) >= 2 * ANTE
                                && c.contributed().getOrDefault(left.get(1), 0L) >= 3 * ANTE
                                && put >= 5 * ANTE;
                };
        boolean accepted;
        try {
            OpeningCheck.check(
                    o,
                    new OpeningCheck.Table(
                            c.table().inPlay(), c.contributed(), c.table().button(), ANTE, CIP),
                    OpeningRequirement.FIRST,
                    RuleSet.italian(Deck.ITALIAN_32));
            accepted = true;
        } catch (RuleViolation refused) {
            accepted = false;
        }
        assertEquals(allowed, accepted);
    }

    /** An opened hand played to its end: the opening, and what each player put in and whether he stayed. */
    record OpenedHand(RandomTable table, Opener opener, Map<Integer, Long> contributed, Set<Integer> stayed) {}

    static Stream<OpenedHand> openedHands(TestInfo property) {
        return Cases.of(
                property,
                400,
                random -> {
                    RandomTable table = table(random, 1_000, 1_000);
                    List<Integer> left = table.leftOfTheDealer();
                    List<Opener.Kind> kinds = left.size() >= 5
                            ? List.of(Opener.Kind.values())
                            : List.of(Opener.Kind.OPEN, Opener.Kind.BUIO, Opener.Kind.CONTROBUIO);
                    Opener.Kind kind = kinds.get(random.nextInt(kinds.size()));
                    int seat =
                            switch (kind) {
                                case OPEN -> left.get(random.nextInt(left.size()));
                                case BUIO -> left.get(0);
                                case CONTROBUIO -> left.get(1);
                                case OVER -> left.get(2);
                            };
                    long pot = table.inPlay().values().stream()
                            .mapToLong(s -> Math.min(s, ANTE))
                            .sum();
                    long amount =
                            switch (kind) {
                                case OPEN -> CIP * Cases.between(random, 1, (int) (pot / CIP));
                                case BUIO -> ANTE;
                                case CONTROBUIO -> 2 * ANTE;
                                case OVER -> 4 * ANTE;
                            };
                    long due = ANTE + amount;
                    Map<Integer, Long> contributed = new TreeMap<>();
                    Set<Integer> stayed = new java.util.TreeSet<>();
                    for (int s : left) {
                        long chips = table.inPlay().get(s);
                        if (s == seat) {
                            contributed.put(s, Math.min(chips, due + CIP * random.nextInt(10)));
                            stayed.add(s);
                        } else if (chips < due) {
                            contributed.put(s, chips); // the plain reading: out, all his chips in the pot
                        } else if (blindBefore(kind, left, s) > 0) {
                            // a buio (or controbuio) under a raise of it plays on, or gives up what it put in
                            boolean plays = random.nextBoolean();
                            contributed.put(s, plays ? Math.min(chips, due) : blindBefore(kind, left, s));
                            if (plays) {
                                stayed.add(s);
                            }
                        } else if (random.nextBoolean()) {
                            contributed.put(s, ANTE); // folded to the opening
                        } else if (random.nextBoolean()) {
                            contributed.put(s, due); // called, then folded after the draw
                        } else {
                            contributed.put(s, Math.min(chips, due + CIP * random.nextInt(10)));
                            stayed.add(s);
                        }
                    }
                    return new OpenedHand(table, new Opener(seat, amount, kind, List.of()), contributed, stayed);
                },
                // the opener could put in his opening; a controbuio answers a buio of the ante, the Over both
                h -> h.table().inPlay().get(h.opener().seat())
                                >= ANTE + h.opener().amount()
                        && h.table().leftOfTheDealer().stream()
                                .allMatch(s -> h.table().inPlay().get(s)
                                        >= blindBefore(
                                                h.opener().kind(), h.table().leftOfTheDealer(), s)));
    }

    /**
     * What seat {@code s} put in as a blind below the opening {@code kind} (the ante and its buio or controbuio), or 0
     * when it made none: under a controbuio the buio; under the Over the buio and the controbuio.
     */
    private static long blindBefore(Opener.Kind kind, List<Integer> left, int s) {
        int place = left.indexOf(s);
        int blinds =
                switch (kind) {
                    case OPEN, BUIO -> 0;
                    case CONTROBUIO -> 1;
                    case OVER -> 2;
                };
        return place >= 0 && place < blinds ? (place + 2) * ANTE : 0;
    }

    @ParameterizedTest
    @MethodSource("openedHands")
    void aPlayerWhoCannotCoverTheAnteAndTheOpeningLeavesAllHisChipsInThePotAndNoChipIsLost(OpenedHand h) {
        OpeningCheck.check(
                h.opener(),
                new OpeningCheck.Table(
                        h.table().inPlay(), h.contributed(), h.table().button(), ANTE, CIP),
                OpeningRequirement.FIRST,
                h.table().rules());
        ItalianStakes stakes = new ItalianStakes(ANTE, h.opener().amount());
        List<Card> deck = new ArrayList<>(h.table().rules().deck().cards());
        Collections.shuffle(deck, new Random(h.hashCode()));
        List<Referee.PlayerInHand> players = new ArrayList<>();
        int dealt = 0;
        for (var e : h.contributed().entrySet()) {
            int seat = e.getKey();
            long chips = h.table().inPlay().get(seat);
            boolean excluded = chips < ANTE + h.opener().amount();
            assertEquals(excluded, !stakes.canPlay(chips) && seat != h.opener().seat());
            boolean in = h.stayed().contains(seat);
            List<Card> cards = in ? deck.subList(dealt, dealt + 5) : List.of();
            dealt += in ? 5 : 0;
            players.add(new Referee.PlayerInHand(seat, e.getValue(), !in, cards));
        }
        Settlement s = Referee.settle(new Referee.HandToSettle(
                        Game.ITALIAN_DRAW,
                        h.table().rules(),
                        h.table().all(),
                        h.table().button(),
                        CIP,
                        List.of(),
                        players))
                .settlement();
        long in = h.contributed().values().stream().mapToLong(Long::longValue).sum();
        long out = s.payouts().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(in, out + s.totalUnawarded());
        h.contributed().forEach((seat, put) -> {
            long chips = h.table().inPlay().get(seat);
            if (chips < ANTE + h.opener().amount() && seat != h.opener().seat()) {
                assertEquals(0, chips - put + s.payouts().getOrDefault(seat, 0L));
            }
        });
        if (h.stayed().size() == 1) {
            assertEquals(in, s.payouts().get(h.opener().seat()));
        }
    }

    /** A blind opening nobody plays: everyone else folds. */
    record NobodyPlays(RandomTable table, Opener.Kind kind) {}

    static Stream<NobodyPlays> blindPotsNobodyPlays(TestInfo property) {
        return Cases.of(property, 200, random -> {
            RandomTable table = table(random, 1_000, 5_000);
            List<Opener.Kind> kinds = table.inPlay().size() >= 5
                    ? List.of(Opener.Kind.BUIO, Opener.Kind.CONTROBUIO, Opener.Kind.OVER)
                    : List.of(Opener.Kind.BUIO, Opener.Kind.CONTROBUIO);
            return new NobodyPlays(table, kinds.get(random.nextInt(kinds.size())));
        });
    }

    @ParameterizedTest
    @MethodSource("blindPotsNobodyPlays")
    void aBlindPotNobodyPlaysGoesToTheBlindPlayer(NobodyPlays c) {
        List<Integer> left = c.table().leftOfTheDealer();
        int place = c.kind().ordinal() - Opener.Kind.BUIO.ordinal();
        int blind = left.get(place);
        Map<Integer, Long> contributed = new LinkedHashMap<>();
        left.forEach(seat -> contributed.put(seat, ANTE));
        // the buio puts in the ante and 1,000, the controbuio the ante and 2,000, the Over the ante and 4,000
        List<Long> overTheAnte = List.of(ANTE, 2 * ANTE, 4 * ANTE);
        for (int i = 0; i <= place; i++) {
            contributed.put(left.get(i), ANTE + overTheAnte.get(i));
        }
        OpeningCheck.check(
                new Opener(blind, overTheAnte.get(place), c.kind(), List.of()),
                new OpeningCheck.Table(
                        c.table().inPlay(), contributed, c.table().button(), ANTE, CIP),
                OpeningRequirement.FIRST,
                c.table().rules());
        List<Referee.PlayerInHand> players = new ArrayList<>();
        contributed.forEach((seat, put) -> players.add(new Referee.PlayerInHand(seat, put, seat != blind, List.of())));
        Settlement s = Referee.settle(new Referee.HandToSettle(
                        Game.ITALIAN_DRAW,
                        c.table().rules(),
                        c.table().all(),
                        c.table().button(),
                        CIP,
                        List.of(),
                        players))
                .settlement();
        // card by card of the rule: every other player loses what he put in, the blind player wins it all
        long othersPut = contributed.entrySet().stream()
                .filter(e -> e.getKey() != blind)
                .mapToLong(Map.Entry::getValue)
                .sum();
        assertEquals(othersPut, s.payouts().get(blind) - contributed.get(blind));
        assertEquals(
                contributed.values().stream().mapToLong(Long::longValue).sum(),
                s.payouts().values().stream().mapToLong(Long::longValue).sum());
    }

    /** Five cards of a short deck, half of them built around four suited cards in a row. */
    record FiveCards(Deck deck, List<Card> cards) {}

    static Stream<FiveCards> fiveCards(TestInfo property) {
        return Cases.of(property, 600, random -> {
            Deck deck = random.nextBoolean() ? Deck.ITALIAN_32 : Deck.ITALIAN_36;
            List<Card> all = new ArrayList<>(deck.cards());
            Collections.shuffle(all, random);
            List<Card> five = new ArrayList<>();
            if (random.nextBoolean()) {
                List<Rank> ranks = ranks(deck);
                Suit suit = Suit.values()[random.nextInt(4)];
                int from = random.nextInt(ranks.size() - 3);
                for (int i = from; i < from + 4; i++) {
                    five.add(Card.of(ranks.get(i), suit));
                }
            }
            for (Card card : all) {
                if (five.size() < 5 && !five.contains(card)) {
                    five.add(card);
                }
            }
            return new FiveCards(deck, five);
        });
    }

    /** The ranks of a short deck in straight order: the lowest first, the ace last. */
    private static List<Rank> ranks(Deck deck) {
        List<Rank> ranks = new ArrayList<>();
        for (Rank rank : EnumSet.range(deck.lowest(), Rank.ACE)) {
            ranks.add(rank);
        }
        return ranks;
    }

    @ParameterizedTest
    @MethodSource("fiveCards")
    void anOpenEndedStraightFlushDrawIsFourSuitedCardsInARowWithACardToCompleteThemAtEachEnd(FiveCards c) {
        // the straight order of a short deck with the ace at both ends: A, lowest, ..., K, A
        List<Rank> line = new ArrayList<>();
        line.add(Rank.ACE);
        line.addAll(ranks(c.deck()));
        boolean plain = false;
        for (Suit suit : Suit.values()) {
            for (int i = 1; i + 4 < line.size(); i++) {
                boolean four = true;
                for (int k = i; k < i + 4; k++) {
                    four &= c.cards().contains(Card.of(line.get(k), suit));
                }
                plain |= four;
            }
        }
        assertEquals(plain, OpeningCheck.openEndedStraightFlushDraw(c.cards(), RuleSet.italian(c.deck())));
    }
}
