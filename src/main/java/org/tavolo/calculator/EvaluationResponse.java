package org.tavolo.calculator;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.evaluation.Ranking;
import org.tavolo.poker.evaluation.Showdown;
import org.tavolo.poker.evaluation.Verdict;

/**
 * The evaluated showdown: each hand in the order asked, its category, its best five cards in reading
 * order and its place (ties share a place); the winning seats; and, when the Italian straight-flush
 * exceptions leave no best hand (docs/rules.md#italian), {@code cycle: true}, no places, no winners and a
 * {@code detail} naming the seats for the director.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EvaluationResponse(List<HandResult> hands, List<Integer> winners, boolean cycle, String detail) {

    /** One seat's result; {@code place} is absent when a cycle leaves the seat unplaced. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HandResult(int seat, HandCategory category, List<String> best, Integer place) {}

    static EvaluationResponse from(Showdown showdown) {
        Ranking ranking = showdown.ranking();
        List<HandResult> hands = showdown.seats().stream()
                .map(seat -> new HandResult(
                        seat,
                        showdown.hand(seat).category(),
                        showdown.hand(seat).cards().stream().map(Card::toString).toList(),
                        ranking.places().get(seat)))
                .toList();
        return new EvaluationResponse(
                hands,
                ranking.winners(),
                ranking.cycle().isPresent(),
                ranking.cycle().map(Verdict.Cycle::describe).orElse(null));
    }
}
