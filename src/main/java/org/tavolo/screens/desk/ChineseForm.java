package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.ChineseDealPreviews;
import org.tavolo.result.ChineseMatchDealsRequest;
import org.tavolo.result.ChineseMatchDealsRequest.Deal;

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

    /** One seat's three hands and tokens, as typed, by row ({@code first}, {@code second}, {@code third}). */
    public record Hands(Map<String, List<String>> cards, Map<String, String> tokens) {

        public String card(String row, int index) {
            List<String> typed = cards.getOrDefault(row, List.of());
            return index < typed.size() ? typed.get(index) : "";
        }

        public String token(String row) {
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
            Map<String, List<String>> cards = new LinkedHashMap<>();
            Map<String, String> tokens = new LinkedHashMap<>();
            for (String row : ChineseDealPreviews.ROWS) {
                List<String> rowCards = new ArrayList<>();
                for (int k = 1; k <= 5; k++) {
                    rowCards.add(value(posted, "cn-" + seat + "-" + row + "-" + k));
                }
                cards.put(row, rowCards);
                tokens.put(row, value(posted, "tok-" + seat + "-" + row));
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

    /** The confirmed deals, each player known by his entry id. */
    List<Deal> doneDeals() {
        List<Deal> deals = new ArrayList<>();
        if (done.isEmpty()) {
            return deals;
        }
        for (String deal : done.split("\\|")) {
            List<ChineseMatchDealsRequest.Hands> players = new ArrayList<>();
            for (String player : deal.split(";")) {
                String[] part = player.split("/", -1);
                players.add(new ChineseMatchDealsRequest.Hands(
                        Long.valueOf(part[0]),
                        items(part[1]),
                        items(part[2]),
                        items(part[3]),
                        items(part[4]).stream().map(Integer::valueOf).toList()));
            }
            deals.add(new Deal(players));
        }
        return deals;
    }

    /**
     * The deal as typed, each seat's player known by his entry id, the cards a row takes at this
     * table; a token not chosen names its field. The result feature reads the cards.
     */
    Deal current(Map<Integer, Long> entryAt) {
        int players = seats.size();
        List<ChineseMatchDealsRequest.Hands> deal = new ArrayList<>();
        seats.forEach((seat, hands) -> {
            Map<String, List<String>> rows = new LinkedHashMap<>();
            List<Integer> tokens = new ArrayList<>();
            for (String row : ChineseDealPreviews.ROWS) {
                rows.put(
                        row,
                        hands.cards().getOrDefault(row, List.of()).stream()
                                .limit(ChineseDealPreviews.cardsIn(row, players))
                                .filter(c -> !c.isBlank())
                                .toList());
                String token = hands.token(row);
                if (!token.matches("\\d")) {
                    throw ProblemException.badRequest(
                            "token-missing", "Place a token on each hand.", Map.of("field", "tok-" + seat));
                }
                tokens.add(Integer.valueOf(token));
            }
            List<String> all = ChineseDealPreviews.ROWS;
            deal.add(new ChineseMatchDealsRequest.Hands(
                    entryAt.get(seat), rows.get(all.get(0)), rows.get(all.get(1)), rows.get(all.get(2)), tokens));
        });
        return new Deal(deal);
    }

    /** The confirmed deals with this one added. */
    static String withDeal(String done, Deal deal) {
        List<String> players = deal.players().stream()
                .map(p -> String.join(
                        "/",
                        String.valueOf(p.entry()),
                        String.join(".", p.first()),
                        String.join(".", p.second()),
                        String.join(".", p.third()),
                        String.join(
                                ".", p.tokens().stream().map(String::valueOf).toList())))
                .toList();
        String added = String.join(";", players);
        return done.isEmpty() ? added : done + "|" + added;
    }

    private static List<String> items(String part) {
        return part.isEmpty() ? List.of() : List.of(part.split("\\."));
    }

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
