package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.CardsAsTyped;
import org.tavolo.result.chinese.ChineseDealPreviews;
import org.tavolo.result.chinese.ChineseMatchDealsRequest;
import org.tavolo.result.chinese.ChineseMatchDealsRequest.Deal;

/**
 * A Chinese poker deal as the director typed it, kept as typed. Fields: {@code cn-3-first} (seat 3's
 * first hand, its cards as text, {@code Ah Kh Qh Jh Th}, see {@link CardsAsTyped}), {@code tok-3-first}
 * (the token on it), {@code deal} (the deal the page showed: 1, 2 or 3) and {@code entryId} (the deal's
 * idempotency key, the same for every send of this deal).
 *
 * @param entryId the deal's key
 * @param deal    the deal the page showed, as posted (0 when absent)
 * @param seats   what was typed for each seat, by seat number
 */
public record ChineseForm(String entryId, int deal, Map<Integer, Hands> seats) {

    /** One seat's three hands and tokens, as typed, by row ({@code first}, {@code second}, {@code third}). */
    public record Hands(Map<String, List<String>> cards, Map<String, String> tokens) {

        /** The row's cards as one line of text, as its field shows them. */
        public String typed(String row) {
            return String.join(" ", cards.getOrDefault(row, List.of()));
        }

        public String token(String row) {
            return tokens.getOrDefault(row, "");
        }

        /** The same hands moved between rows: the row {@code from.get(0)}'s hand goes first, and so on. */
        Hands reordered(List<String> from) {
            Map<String, List<String>> moved = new LinkedHashMap<>();
            for (int r = 0; r < ChineseDealPreviews.ROWS.size(); r++) {
                moved.put(ChineseDealPreviews.ROWS.get(r), cards.getOrDefault(from.get(r), List.of()));
            }
            return new Hands(moved, tokens);
        }
    }

    static ChineseForm fresh(List<Integer> seats, int deal) {
        Map<Integer, Hands> typed = new LinkedHashMap<>();
        seats.forEach(s -> typed.put(s, new Hands(Map.of(), Map.of())));
        return new ChineseForm(UUID.randomUUID().toString(), deal, typed);
    }

    static ChineseForm read(MultivaluedMap<String, String> posted, List<Integer> seats) {
        Map<Integer, Hands> typed = new LinkedHashMap<>();
        for (int seat : seats) {
            Map<String, List<String>> cards = new LinkedHashMap<>();
            Map<String, String> tokens = new LinkedHashMap<>();
            for (String row : ChineseDealPreviews.ROWS) {
                cards.put(row, CardsAsTyped.read(value(posted, "cn-" + seat + "-" + row)));
                tokens.put(row, value(posted, "tok-" + seat + "-" + row));
            }
            typed.put(seat, new Hands(cards, tokens));
        }
        String key = value(posted, "entryId");
        String deal = value(posted, "deal");
        return new ChineseForm(
                key.isEmpty() ? UUID.randomUUID().toString() : key,
                deal.matches("[1-9]") ? Integer.parseInt(deal) : 0,
                typed);
    }

    public Hands seat(int seat) {
        return seats.getOrDefault(seat, new Hands(Map.of(), Map.of()));
    }

    /** The form with one seat's hands moved between rows, as the director accepted the proposed order. */
    ChineseForm reordered(int seat, List<String> from) {
        Map<Integer, Hands> typed = new LinkedHashMap<>(seats);
        typed.computeIfPresent(seat, (s, hands) -> hands.reordered(from));
        return new ChineseForm(entryId, deal, typed);
    }

    /**
     * The deal as typed, each seat's player known by his entry id; a token not chosen names its field.
     * The result feature reads the cards and counts them.
     */
    Deal current(Map<Integer, Long> entryAt) {
        List<ChineseMatchDealsRequest.Hands> deal = new ArrayList<>();
        seats.forEach((seat, hands) -> {
            Map<String, List<String>> rows = new LinkedHashMap<>();
            List<Integer> tokens = new ArrayList<>();
            for (String row : ChineseDealPreviews.ROWS) {
                rows.put(row, hands.cards().getOrDefault(row, List.of()));
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

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
