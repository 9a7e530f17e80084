package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.ThreeHands;

/**
 * A Chinese poker deal as the director typed it, kept as typed, with the deals of the match already
 * confirmed on the page. Fields: {@code cn-3-first-1}… (a card of seat 3's first hand),
 * {@code tok-3-first} (the token on it), {@code done} (the confirmed deals, carried by the page
 * until the third is confirmed and the match is recorded).
 *
 * <p>{@code done} reads {@code entry/first/second/third/tokens} per player, players split by
 * {@code ;}, deals by {@code |}, cards and tokens by {@code .}: nothing in it is a secret, and the
 * recording checks all of it again.
 *
 * @param done  the confirmed deals, encoded
 * @param seats what was typed for each seat, by seat number
 */
public record ChineseForm(String done, Map<Integer, Hands> seats) {

    /** One seat's three hands and tokens, as typed, by row. */
    public record Hands(Map<Row, List<String>> cards, Map<Row, String> tokens) {

        public String card(Row row, int index) {
            List<String> typed = cards.getOrDefault(row, List.of());
            return index < typed.size() ? typed.get(index) : "";
        }

        public String token(Row row) {
            return tokens.getOrDefault(row, "");
        }
    }

    static ChineseForm fresh(List<Integer> seats) {
        Map<Integer, Hands> typed = new LinkedHashMap<>();
        seats.forEach(s -> typed.put(s, new Hands(Map.of(), Map.of())));
        return new ChineseForm("", typed);
    }

    static ChineseForm read(MultivaluedMap<String, String> posted, List<Integer> seats) {
        Map<Integer, Hands> typed = new LinkedHashMap<>();
        for (int seat : seats) {
            Map<Row, List<String>> cards = new LinkedHashMap<>();
            Map<Row, String> tokens = new LinkedHashMap<>();
            for (Row row : Row.values()) {
                List<String> rowCards = new ArrayList<>();
                for (int k = 1; k <= 5; k++) {
                    rowCards.add(value(posted, "cn-" + seat + "-" + row.label() + "-" + k));
                }
                cards.put(row, rowCards);
                tokens.put(row, value(posted, "tok-" + seat + "-" + row.label()));
            }
            typed.put(seat, new Hands(cards, tokens));
        }
        return new ChineseForm(value(posted, "done"), typed);
    }

    public Hands seat(int seat) {
        return seats.getOrDefault(seat, new Hands(Map.of(), Map.of()));
    }

    /** The deal being typed: 1, 2 or 3. */
    public int deal() {
        return done.isEmpty() ? 1 : done.split("\\|").length + 1;
    }

    /** The confirmed deals, each player labelled by his entry id. */
    List<List<PlayerDeal>> doneDeals() {
        List<List<PlayerDeal>> deals = new ArrayList<>();
        if (done.isEmpty()) {
            return deals;
        }
        for (String deal : done.split("\\|")) {
            List<PlayerDeal> players = new ArrayList<>();
            for (String player : deal.split(";")) {
                String[] part = player.split("/", -1);
                players.add(new PlayerDeal(
                        part[0],
                        Card.parseAll(items(part[1])),
                        Card.parseAll(items(part[2])),
                        Card.parseAll(items(part[3])),
                        items(part[4]).stream().map(Integer::valueOf).toList()));
            }
            deals.add(players);
        }
        return deals;
    }

    /**
     * The deal as typed, each seat's player labelled by his entry id; a card or token that cannot be
     * read names its field.
     */
    List<PlayerDeal> current(Map<Integer, Long> entryAt) {
        int players = seats.size();
        List<PlayerDeal> deal = new ArrayList<>();
        seats.forEach((seat, hands) -> {
            Map<Row, List<Card>> rows = new LinkedHashMap<>();
            List<Integer> tokens = new ArrayList<>();
            for (Row row : Row.values()) {
                List<String> typed = hands.cards().getOrDefault(row, List.of()).stream()
                        .limit(ThreeHands.cardsIn(row, players))
                        .filter(c -> !c.isBlank())
                        .toList();
                try {
                    rows.put(row, Card.parseAll(typed));
                } catch (RuleViolation e) {
                    throw e.with("field", "cn-" + seat + "-" + row.label());
                }
                String token = hands.token(row);
                if (!token.matches("\\d")) {
                    throw new RuleViolation(
                            "token-missing", "Place a token on each hand.", Map.of("field", "tok-" + seat));
                }
                tokens.add(Integer.valueOf(token));
            }
            deal.add(new PlayerDeal(
                    String.valueOf(entryAt.get(seat)),
                    rows.get(Row.FIRST),
                    rows.get(Row.SECOND),
                    rows.get(Row.THIRD),
                    tokens));
        });
        return deal;
    }

    /** The confirmed deals with this one added. */
    static String withDeal(String done, List<PlayerDeal> deal) {
        List<String> players = deal.stream()
                .map(p -> String.join(
                        "/",
                        p.player(),
                        cards(p.first()),
                        cards(p.second()),
                        cards(p.third()),
                        String.join(
                                ".", p.tokens().stream().map(String::valueOf).toList())))
                .toList();
        String added = String.join(";", players);
        return done.isEmpty() ? added : done + "|" + added;
    }

    private static String cards(List<Card> cards) {
        return String.join(".", cards.stream().map(Card::toString).toList());
    }

    private static List<String> items(String part) {
        return part.isEmpty() ? List.of() : List.of(part.split("\\."));
    }

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
