package org.tavolo.calculator;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Showdown;

/** The showdown calculator: who wins, with which five cards, under the game's rules (docs/rules.md#cards, #rule-sets, #games). */
@Path("/api/evaluations")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Calculator")
public class EvaluationResource {

    @POST
    @Operation(
            summary = "Evaluate a showdown",
            description = "Ranks the hands shown, names the winners and the best five"
                    + " cards of each hand. Nothing is stored. Italian games need the deck (28, 32, 36 or 40).")
    public EvaluationResponse evaluate(@Valid @NotNull EvaluationRequest request) {
        RuleSet rules = request.game().rules(request.deck(), request.flushRule(), request.straightFlushRule());
        List<Card> board = parse(request.board() == null ? List.of() : request.board(), null, "board");
        Map<Integer, List<Card>> cardsBySeat = new LinkedHashMap<>();
        List<EvaluationRequest.HandCards> hands = request.hands() == null ? List.of() : request.hands();
        for (int i = 0; i < hands.size(); i++) {
            EvaluationRequest.HandCards hand = hands.get(i);
            List<Card> cards = parse(hand.cards(), hand.seat(), "hands[" + i + "].cards");
            if (cardsBySeat.put(hand.seat(), cards) != null) {
                throw ProblemException.badRequest(
                        "duplicate-seat",
                        "Seat " + hand.seat() + " shows two hands.",
                        Map.of("seat", hand.seat(), "field", "hands[" + i + "].seat"));
            }
        }
        return EvaluationResponse.from(Showdown.of(request.game(), rules, board, cardsBySeat));
    }

    private static List<Card> parse(List<String> texts, Integer seat, String field) {
        List<Card> cards = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            try {
                cards.add(Card.parse(texts.get(i)));
            } catch (RuleViolation e) {
                RuleViolation named = seat == null ? e : e.with("seat", seat);
                throw named.with("field", field + "[" + i + "]");
            }
        }
        return cards;
    }
}
