package org.tavolo.browser;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.cards.Suit;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.StraightFlushRule;

/**
 * Hands and Chinese poker deals as a page passes them to {@code /js/poker.js}: plain maps, lists,
 * numbers and card texts, drawn from a seeded {@link Random}. Most are legal and settle; they are
 * bent towards what is easy to get wrong (side pots, split pots with odd chips, pots the Italian
 * straight-flush exceptions leave to the director, tied Chinese rows), and some are refused.
 */
final class RandomHands {

    private static final RuleSet INTERNATIONAL = RuleSet.international();

    private final Random random;

    RandomHands(long seed) {
        this.random = new Random(seed);
    }

    /** A Texas Hold'em hand at a table of 2 to 10 seats. */
    Map<String, Object> texasHoldem() {
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        Collections.shuffle(deck, random);
        List<Card> board = new ArrayList<>();
        if (random.nextInt(5) == 0) {
            // a broadway straight of three suits: everyone plays the board, every pot is split
            board.addAll(Card.parseAll(List.of("As", "Kh", "Qd", "Jc", "Ts")));
            deck.removeAll(board);
        } else {
            board.addAll(deck.subList(0, 5));
            deck.subList(0, 5).clear();
        }
        Map<String, Object> hand = hand("TEXAS_HOLDEM", 2 + random.nextInt(9), 10, deck, 2);
        hand.put("board", texts(board));
        return hand;
    }

    /** An Italian draw hand (one in five a Teresina hand) on the deck of four cards per seat plus sixteen. */
    Map<String, Object> italian() {
        int tableSize = 3 + random.nextInt(4);
        Deck deck = Deck.ofSize(4 * (tableSize + 4));
        List<Card> cards = new ArrayList<>(deck.cards());
        Collections.shuffle(cards, random);
        Map<String, Object> hand = hand(random.nextInt(5) == 0 ? "TERESINA" : "ITALIAN_DRAW", tableSize, 6, cards, 5);
        hand.put("deck", deck.size());
        if (random.nextBoolean()) {
            hand.put("flushRule", pick(FlushRule.values()).name());
        }
        if (random.nextBoolean()) {
            hand.put("straightFlushRule", pick(StraightFlushRule.values()).name());
        }
        if (random.nextInt(15) == 0) {
            showStraightFlushCycle(hand, deck);
        }
        return hand;
    }

    /**
     * An Italian hand at a table as the service has it ({@code table} of {@code settleHand}): every seat's stack, the
     * ante, the minimum opening in force (up to aces), one hand in three at a table carrying a parol pot with its
     * buy-backs (sometimes replayed for a part of it, sometimes with penalties), and hands that name their opener,
     * that nobody opened, that pass the word; the Italian words of the refusals. Some are refused, as typed by
     * mistake or against the table's rules.
     */
    Map<String, Object> italianAtTable() {
        Map<String, Object> hand = italian();
        long unit = unit(hand);
        long ante = unit * 2 * (1 + random.nextInt(5));
        List<Map<String, Object>> players = players(hand);
        for (Map<String, Object> player : players) {
            if (random.nextInt(10) != 0) {
                player.put("contributed", ante + (Long) player.get("contributed"));
            }
        }
        Map<String, Object> table = atTable(hand, ante, unit);
        table.put("ante", ante);
        table.put("opening", random.nextInt(5));
        if (random.nextInt(3) == 0) {
            long parol = unit * (1 + random.nextInt(20)) * (random.nextBoolean() ? ante / unit : 1);
            table.put("carried", Map.of("parol", parol, "penalties", random.nextInt(4) == 0 ? ante : 0L));
            Map<String, Object> buyBacks = new LinkedHashMap<>();
            for (Object seat : ((Map<?, ?>) table.get("stacks")).keySet()) {
                if (random.nextInt(3) == 0) {
                    buyBacks.put((String) seat, unit * random.nextInt(40));
                }
            }
            table.put("buyBacks", buyBacks);
            if (random.nextInt(4) == 0) {
                hand.put(
                        "parolPart",
                        random.nextInt(6) == 0 ? parol + unit : Math.min(parol, unit * (1 + random.nextInt(6))));
            }
        } else if (random.nextInt(10) == 0) {
            table.put("carried", Map.of("parol", 0L, "penalties", ante));
        }
        if ("ITALIAN_DRAW".equals(hand.get("game"))) {
            switch (random.nextInt(10)) {
                case 0, 1, 2 -> hand.put("opener", opener(players, ante, unit));
                case 3 -> passedByAll(hand, players);
                case 4 -> {
                    hand.put("parol", true);
                    if (random.nextInt(3) != 0) {
                        players.forEach(p -> p.remove("cards"));
                    }
                }
                default -> {}
            }
        }
        return hand;
    }

    /**
     * A Texas Hold'em hand at a table as the service has it: every seat's stack and the blinds of the level in force,
     * the blind seats counted from the button; some folded players leave what they put in to the blinds they owed.
     */
    Map<String, Object> holdemAtTable() {
        Map<String, Object> hand = texasHoldem();
        long unit = unit(hand);
        long bigBlind = unit * 2 * (1 + random.nextInt(10));
        Map<String, Object> table = atTable(hand, bigBlind, unit);
        table.put("smallBlind", bigBlind / 2);
        table.put("bigBlind", bigBlind);
        for (Map<String, Object> player : players(hand)) {
            if ((Boolean) player.get("folded") && random.nextInt(4) == 0) {
                player.remove("contributed");
            }
        }
        return hand;
    }

    /**
     * The table of a hand: every seat's stack (a player's covers what he put in, but for a few all in or short;
     * a seat out of the hand has chips, none, or fewer than the ante), with the words to refuse in.
     */
    private Map<String, Object> atTable(Map<String, Object> hand, long forced, long unit) {
        @SuppressWarnings("unchecked")
        List<Integer> seats = (List<Integer>) hand.computeIfAbsent("seats", key -> players(hand).stream()
                .map(p -> (Integer) p.get("seat"))
                .sorted()
                .toList());
        Map<String, Object> stacks = new LinkedHashMap<>();
        for (int seat : seats) {
            long stack =
                    switch (random.nextInt(6)) {
                        case 0 -> 0L;
                        case 1 -> unit * random.nextInt((int) Math.max(1, forced / unit));
                        default -> unit * (1 + random.nextInt(1000));
                    };
            stacks.put(String.valueOf(seat), stack);
        }
        for (Map<String, Object> player : players(hand)) {
            player.remove("stack");
            long put = player.get("contributed") == null ? forced : (Long) player.get("contributed");
            long stack = random.nextInt(12) == 0 ? put : put + unit * random.nextInt(1000);
            stacks.put(String.valueOf(player.get("seat")), random.nextInt(40) == 0 ? Math.max(0, put - unit) : stack);
        }
        Map<String, Object> table = new LinkedHashMap<>();
        table.put("stacks", stacks);
        hand.put("table", table);
        hand.put("words", Map.of("language", random.nextInt(5) == 0 ? "en" : "it"));
        return table;
    }

    /** Who opened, with what and how: a player still in, sometimes showing his cards, sometimes blind. */
    private Map<String, Object> opener(List<Map<String, Object>> players, long ante, long unit) {
        Map<String, Object> player = pick(players);
        Map<String, Object> opener = new LinkedHashMap<>();
        opener.put("seat", player.get("seat"));
        String kind = pick(List.of("OPEN", "OPEN", "OPEN", "BUIO", "CONTROBUIO", "OVER"));
        opener.put("kind", kind);
        long amount =
                switch (kind) {
                    case "BUIO" -> ante;
                    case "CONTROBUIO" -> 2 * ante;
                    case "OVER" -> 4 * ante;
                    default -> unit * (1 + random.nextInt(10));
                };
        opener.put("amount", random.nextInt(8) == 0 ? amount + unit : amount);
        if ("OPEN".equals(kind) && player.get("cards") != null && random.nextBoolean()) {
            opener.put("cards", player.get("cards"));
        }
        return opener;
    }

    /** A hand nobody opened: no chips move and no cards are shown, but now and then by mistake. */
    private void passedByAll(Map<String, Object> hand, List<Map<String, Object>> players) {
        hand.put("opened", false);
        if (random.nextInt(4) != 0) {
            players.forEach(p -> {
                p.put("contributed", 0L);
                p.remove("cards");
            });
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> players(Map<String, Object> hand) {
        return (List<Map<String, Object>>) hand.get("players");
    }

    private static long unit(Map<String, Object> hand) {
        return hand.get("chipUnit") == null ? 1 : (Long) hand.get("chipUnit");
    }

    /**
     * The seats, the button, the chip unit and the players with their chips and cards; a few hands are
     * bent into one the core refuses.
     */
    private Map<String, Object> hand(String game, int tableSize, int highestSeat, List<Card> deck, int cardsEach) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 1; seat <= highestSeat; seat++) {
            seats.add(seat);
        }
        Collections.shuffle(seats, random);
        seats = new ArrayList<>(seats.subList(0, tableSize));
        Collections.sort(seats);
        List<Integer> inHand = new ArrayList<>(seats);
        Collections.shuffle(inHand, random);
        inHand = inHand.subList(0, 2 + random.nextInt(tableSize - 1));

        long unit = List.of(1L, 1L, 5L, 25L, 100L).get(random.nextInt(5));
        List<Long> levels = new ArrayList<>();
        for (int i = 0, n = 1 + random.nextInt(4); i < n; i++) {
            levels.add(unit * (1 + random.nextInt(random.nextBoolean() ? 7 : 400)));
        }
        boolean withStacks = random.nextBoolean();
        List<Map<String, Object>> players = new ArrayList<>();
        for (int seat : inHand) {
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("seat", seat);
            long contributed = levels.get(random.nextInt(levels.size()));
            player.put("contributed", contributed);
            player.put("folded", random.nextInt(10) < 3);
            if (withStacks) {
                player.put("stack", contributed + unit * random.nextInt(1000));
            }
            players.add(player);
        }
        if (players.stream().allMatch(p -> (Boolean) p.get("folded"))) {
            players.get(0).put("folded", false);
        }
        for (Map<String, Object> player : players) {
            if (!(Boolean) player.get("folded")) {
                List<Card> cards = new ArrayList<>(deck.subList(0, cardsEach));
                deck.subList(0, cardsEach).clear();
                player.put("cards", random.nextBoolean() ? texts(cards) : String.join(" ", texts(cards)));
            }
        }
        Map<String, Object> hand = new LinkedHashMap<>();
        hand.put("game", game);
        if (random.nextInt(4) != 0) {
            hand.put("seats", seats);
        }
        hand.put("button", (random.nextBoolean() ? seats : inHand).get(0));
        if (unit != 1 || random.nextBoolean()) {
            hand.put("chipUnit", unit);
        }
        hand.put("players", players);
        if (random.nextInt(12) == 0) {
            breakARule(hand, players, unit);
        }
        return hand;
    }

    /** One of the mistakes a director can type: each one the core refuses with its own type. */
    private void breakARule(Map<String, Object> hand, List<Map<String, Object>> players, long unit) {
        Map<String, Object> player = pick(players);
        switch (random.nextInt(9)) {
            case 0 -> player.put("cards", List.of("Zz", "Ah"));
            case 1 -> player.put("contributed", (Long) player.get("contributed") + (unit > 1 ? 1 : -10_000));
            case 2 -> player.put("seat", 0);
            case 3 -> player.put("seat", 11);
            case 4 -> hand.put("button", 12);
            case 5 -> {
                player.put("folded", true);
                player.put("cards", List.of("Ah"));
            }
            case 6 -> players.forEach(p -> p.remove("cards"));
            case 7 -> players.forEach(p -> p.put("cards", List.of("Ah", "Ah")));
            default -> {
                if (player.containsKey("stack")) {
                    player.put("stack", 0L);
                }
                player.put("contributed", (Long) player.get("contributed") + unit);
            }
        }
    }

    /**
     * Three players still in show the hearts royal, a diamonds straight flush to the king and the
     * spades minima: under either straight-flush rule each beats the next and the last beats the first.
     */
    private void showStraightFlushCycle(Map<String, Object> hand, Deck deck) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> players = (List<Map<String, Object>>) hand.get("players");
        List<Map<String, Object>> live =
                players.stream().filter(p -> !(Boolean) p.get("folded")).toList();
        if (live.size() < 3) {
            return;
        }
        List<Card> minima = new ArrayList<>(List.of(Card.of(Rank.ACE, Suit.SPADES)));
        for (int i = 0; i < 4; i++) {
            minima.add(Card.of(Rank.values()[deck.lowest().ordinal() + i], Suit.SPADES));
        }
        List<List<Card>> shown = List.of(
                Card.parseAll(List.of("Ah", "Kh", "Qh", "Jh", "Th")),
                Card.parseAll(List.of("Kd", "Qd", "Jd", "Td", "9d")),
                minima);
        List<Card> taken = shown.stream().flatMap(List::stream).toList();
        List<Card> rest = new ArrayList<>(deck.cards());
        rest.removeAll(taken);
        Collections.shuffle(rest, random);
        for (int i = 0; i < live.size(); i++) {
            List<Card> cards = i < 3 ? shown.get(i) : rest.subList(5 * (i - 3), 5 * (i - 2));
            live.get(i).put("cards", texts(cards));
        }
        live.forEach(p -> p.put("contributed", players.get(0).get("contributed")));
    }

    /**
     * One deal of Chinese poker for 2 to 4 players with the three hands in order (the third, of three
     * cards with four players, is sometimes out of order); in one deal of two or three players in four the second
     * player holds the first's ranks in other suits, so that their rows tie.
     */
    Map<String, Object> chineseDeal(List<Integer> tokenSet) {
        return chineseDeal(tokenSet, 2 + random.nextInt(3), null);
    }

    private Map<String, Object> chineseDeal(List<Integer> tokenSet, int count, List<List<Integer>> tokens) {
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        Collections.shuffle(deck, random);
        boolean mirrored = count < 4 && random.nextInt(4) == 0;
        List<Map<String, Object>> players = new ArrayList<>();
        List<List<Card>> first = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<List<Card>> rows = new ArrayList<>();
            for (int size : List.of(5, 5, count == 4 ? 3 : 5)) {
                List<Card> row = new ArrayList<>();
                for (int c = 0; c < size; c++) {
                    row.add(mirrored && i == 1 ? sameRank(first.get(rows.size()).get(c), deck) : deck.remove(0));
                }
                rows.add(row);
            }
            inOrder(rows);
            if (i == 0) {
                first = rows;
            }
            if (i == count - 1 && random.nextInt(30) == 0) {
                rows.get(0).set(4, first.get(0).get(0));
            }
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("player", "Player " + (char) ('A' + i));
            player.put("first", texts(rows.get(0)));
            player.put("second", String.join(" ", texts(rows.get(1))));
            player.put("third", texts(rows.get(2)));
            player.put("tokens", tokens == null ? placed(tokenSet) : tokens.get(i));
            players.add(player);
        }
        Map<String, Object> deal = new LinkedHashMap<>();
        deal.put("players", players);
        return deal;
    }

    /** A card of the same rank still in the deck (so that the hands tie), or else the next one. */
    private static Card sameRank(Card card, List<Card> deck) {
        for (int i = 0; i < deck.size(); i++) {
            if (deck.get(i).rank() == card.rank()) {
                return deck.remove(i);
            }
        }
        return deck.remove(0);
    }

    /** A match of three deals, each player using each token of his set once. */
    Map<String, Object> chineseMatch(List<Integer> tokenSet) {
        int count = 2 + random.nextInt(3);
        List<List<List<Integer>>> byDeal =
                new ArrayList<>(List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
        for (int p = 0; p < count; p++) {
            List<Integer> tokens = new ArrayList<>(tokenSet);
            Collections.shuffle(tokens, random);
            for (int d = 0; d < 3; d++) {
                byDeal.get(d).add(List.copyOf(tokens.subList(3 * d, 3 * d + 3)));
            }
        }
        List<Map<String, Object>> deals = new ArrayList<>();
        for (int d = 0; d < 3; d++) {
            deals.add(chineseDeal(tokenSet, count, byDeal.get(d)));
        }
        Map<String, Object> match = new LinkedHashMap<>();
        match.put("deals", deals);
        return match;
    }

    /** A token set of nine values from 0 to 4, the standard one half of the time. */
    List<Integer> tokenSet() {
        if (random.nextBoolean()) {
            return null;
        }
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            values.add(random.nextInt(5));
        }
        return values;
    }

    /** Three tokens of the set; one time in twenty a value the set does not hold often enough. */
    private List<Integer> placed(List<Integer> tokenSet) {
        List<Integer> set = new ArrayList<>(tokenSet == null ? List.of(0, 0, 1, 1, 2, 2, 3, 3, 4) : tokenSet);
        Collections.shuffle(set, random);
        List<Integer> tokens = new ArrayList<>(set.subList(0, 3));
        if (random.nextInt(20) == 0) {
            tokens.set(1, tokens.get(0));
            tokens.set(2, tokens.get(0));
        }
        return tokens;
    }

    /** The rows strongest first, as a player lays them down; a three-card third hand stays last. */
    private static void inOrder(List<List<Card>> rows) {
        List<List<Card>> sortable = rows.get(2).size() == 5 ? rows : rows.subList(0, 2);
        sortable.sort((a, b) -> INTERNATIONAL.compare(value(b), value(a)));
    }

    private static HandValue value(List<Card> cards) {
        return INTERNATIONAL.evaluate(cards);
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    private List<String> texts(List<Card> cards) {
        return cards.stream()
                .map(c -> c.rank() == Rank.TEN && random.nextInt(4) == 0
                        ? "10" + c.suit().symbol()
                        : c.toString())
                .toList();
    }
}
