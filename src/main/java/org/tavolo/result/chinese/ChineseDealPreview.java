package org.tavolo.result.chinese;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.RowScore;

/**
 * One deal of a Chinese poker match as it scores (docs/rules.md#chinese-tokens), shown before it is confirmed
 * and stored as its answer: plain values only (entries, categories, card codes, tokens), so a page shows it
 * without the poker core.
 *
 * @param rows    the three rows, first to third
 * @param players each player's victory points from the deal, in the order entered
 */
public record ChineseDealPreview(List<RowLine> rows, List<PlayerLine> players) {

    /**
     * One row.
     *
     * @param row     {@code first}, {@code second} or {@code third}
     * @param winners the entries with the best hand of the row
     * @param hands   each player's hand, token and what the player collected from the row, in the order entered
     */
    public record RowLine(String row, List<Long> winners, List<HandLine> hands) {}

    /** A player's hand in a row: its category ({@code FULL_HOUSE}), cards in reading order, token, collected. */
    public record HandLine(long entry, String category, List<String> cards, int token, int collected) {

        /** The hand as a page names it. */
        public HandName named() {
            return new HandName(category, Card.parse(cards.get(0)).rank().name());
        }
    }

    /** The victory points a player collected in the deal. */
    public record PlayerLine(long entry, int points) {}

    static ChineseDealPreview of(DealScore score) {
        List<RowLine> rows = new ArrayList<>();
        for (RowScore row : score.rows()) {
            List<HandLine> hands = new ArrayList<>();
            score.collected().keySet().forEach(label -> {
                var hand = score.hands().get(label).hand(row.row());
                hands.add(new HandLine(
                        Long.parseLong(label),
                        hand.category().name(),
                        hand.cards().stream().map(Card::toString).toList(),
                        row.tokens().get(label),
                        row.collected().getOrDefault(label, 0)));
            });
            rows.add(new RowLine(
                    row.row().label(),
                    row.winners().stream().map(Long::parseLong).toList(),
                    hands));
        }
        return new ChineseDealPreview(
                rows,
                score.collected().entrySet().stream()
                        .map(e -> new PlayerLine(Long.parseLong(e.getKey()), e.getValue()))
                        .toList());
    }

    /** The deal's answer as stored: each player's rows, first to third, and points. */
    RecordedDeal.Answer answer(Long result) {
        List<RecordedDeal.Score> scores = new ArrayList<>();
        for (PlayerLine player : players) {
            List<RecordedDeal.RowScore> own = new ArrayList<>();
            for (RowLine row : rows) {
                row.hands().stream()
                        .filter(h -> h.entry() == player.entry())
                        .forEach(h ->
                                own.add(new RecordedDeal.RowScore(row.row(), h.category(), h.token(), h.collected())));
            }
            scores.add(new RecordedDeal.Score(player.entry(), own, player.points()));
        }
        return new RecordedDeal.Answer(scores, result);
    }
}
