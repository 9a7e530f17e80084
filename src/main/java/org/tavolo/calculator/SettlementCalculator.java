package org.tavolo.calculator;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.calculator.SettlementRequest.SettlementPlayer;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.cards.CardTexts;
import org.tavolo.poker.evaluation.RuleSet;

/**
 * Settles one hand from a request through the core's {@link Referee}: reads the cards, names the
 * request field of every refusal ({@code players[2].contributed}) and answers with the view.
 */
@ApplicationScoped
public class SettlementCalculator {

    public SettlementView settle(SettlementRequest request) {
        List<PlayerInHand> players = players(request.players());
        RuleSet rules = request.game().rules(request.deck(), request.flushRule(), request.straightFlushRule());
        HandToSettle hand = new HandToSettle(
                request.game(),
                rules,
                request.seats(),
                request.button(),
                request.chipUnit(),
                CardTexts.ofBoard(request.board()),
                players);
        return SettlementView.from(Referee.settle(hand));
    }

    private static List<PlayerInHand> players(List<SettlementPlayer> players) {
        List<PlayerInHand> inHand = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            SettlementPlayer p = players.get(i);
            inHand.add(new PlayerInHand(
                    p.seat(), p.contributed(), p.folded(), CardTexts.ofPlayer(p.cards(), p.seat(), i)));
        }
        return inHand;
    }
}
