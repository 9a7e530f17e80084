package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningCheck;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/**
 * The opener of an Italian draw hand, when the hand names him (docs/rules.md#opener, #buio): read from the request,
 * checked by the core against the table (the players still in are checked to have covered the opening by
 * {@link org.tavolo.poker.betting.HandAgainstStacks#requireOpeningCalled}).
 */
final class ItalianOpeners {

    private ItalianOpeners() {}

    /** The hand's opener checked against the table, or null when the hand names none. */
    static Opener checked(
            Tournament tournament, TableAtPlay table, EnterHandRequest request, OpeningRequirement requirement) {
        EnterHandRequest.Opener entered = request.opener();
        if (entered == null) {
            return null;
        }
        TournamentSettings settings = tournament.settings();
        Map<Integer, Long> stacks = new TreeMap<>();
        table.seats().keySet().forEach(seat -> {
            if (table.stackAt(seat) > 0) {
                stacks.put(seat, table.stackAt(seat));
            }
        });
        Map<Integer, Long> contributed = new TreeMap<>();
        request.players().forEach(p -> contributed.put(p.seat(), p.contributed()));
        try {
            List<Card> cards = entered.cards() == null ? List.of() : Card.parseAll(entered.cards());
            Opener opener = new Opener(entered.seat(), entered.amount(), entered.kind(), cards);
            OpeningCheck.check(
                    opener,
                    new OpeningCheck.Table(stacks, contributed, request.button(), settings.ante(), settings.chipUnit()),
                    requirement,
                    settings.rulesAt(Game.ITALIAN_DRAW, table.seats().size()));
            return opener;
        } catch (RuleViolation refused) {
            throw refused.details().containsKey("field")
                    ? refused
                    : refused.with("field", "opener.cards").with("seat", entered.seat());
        }
    }
}
