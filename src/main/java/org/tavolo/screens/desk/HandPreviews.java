package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;
import org.tavolo.screens.desk.HandPreview.ChipLine;
import org.tavolo.screens.desk.HandPreview.PotLine;
import org.tavolo.screens.desk.HandPreview.ShownLine;
import org.tavolo.screens.desk.HandPreview.StackLine;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * Settles a hand typed on the page through the core's {@link Referee}, under the same rules the
 * hand service records it with (the Italian deck of four cards per player plus sixteen, the
 * tournament's flush and straight-flush rules), without storing anything.
 */
@ApplicationScoped
public class HandPreviews {

    private final TournamentService tournaments;

    HandPreviews(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    /** The preview of a hand at the table as it is now; refusals name the form field. */
    public HandPreview preview(TableScreen table, EnterHandRequest hand, Language lang) {
        TournamentSettings settings = tournaments.get(table.tournament().id()).settings();
        Map<Integer, Long> stacks = table.seats().stream().collect(Collectors.toMap(SeatLine::seat, SeatLine::stack));
        List<PlayerInHand> players = new ArrayList<>();
        for (EnterHandRequest.Player p : hand.players()) {
            if (p.contributed() > stacks.getOrDefault(p.seat(), 0L)) {
                throw new RuleViolation(
                        "contribution-exceeds-stack",
                        "Seat " + p.seat() + " put in more than his stack.",
                        Map.of("field", "put-" + p.seat()));
            }
            players.add(new PlayerInHand(p.seat(), p.contributed(), p.folded(), cards(p.cards(), "card-" + p.seat())));
        }
        Game game = table.italian() ? Game.ITALIAN_DRAW : Game.TEXAS_HOLDEM;
        RuleSet rules = settings.rulesAt(game, table.seats().size());
        SettledHand settled = Referee.settle(new HandToSettle(
                game,
                rules,
                table.seats().stream().map(SeatLine::seat).toList(),
                hand.button(),
                settings.chipUnit(),
                cards(hand.board(), "board"),
                players));
        return view(table, hand, settled, rules, lang);
    }

    private static HandPreview view(
            TableScreen table, EnterHandRequest hand, SettledHand settled, RuleSet rules, Language lang) {
        var settlement = settled.settlement();
        List<PotLine> pots = settlement.pots().stream()
                .map(a -> pot(table, a, settled.hands(), rules, lang))
                .toList();
        List<ChipLine> returned = settlement.returned().entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .map(e -> new ChipLine(e.getKey(), table.nameAt(e.getKey()), e.getValue()))
                .toList();
        List<ShownLine> shown = settled.hands().entrySet().stream()
                .map(e -> new ShownLine(
                        e.getKey(),
                        table.nameAt(e.getKey()),
                        Reasons.named(e.getValue(), lang),
                        e.getValue().cards().stream()
                                .map(c -> Reasons.label(c.toString()))
                                .collect(Collectors.joining(" "))))
                .toList();
        List<StackLine> stacks = new ArrayList<>();
        for (EnterHandRequest.Player p : hand.players()) {
            long before = table.seats().stream()
                    .filter(s -> s.seat() == p.seat())
                    .mapToLong(SeatLine::stack)
                    .sum();
            long after = before - p.contributed() + settlement.payouts().getOrDefault(p.seat(), 0L);
            stacks.add(new StackLine(p.seat(), table.nameAt(p.seat()), before, after));
        }
        return new HandPreview(
                pots, returned, shown, stacks, !settlement.unawarded().isEmpty());
    }

    private static PotLine pot(
            TableScreen table, PotAward award, Map<Integer, HandValue> hands, RuleSet rules, Language lang) {
        List<ChipLine> shares = award.shares().entrySet().stream()
                .map(e -> new ChipLine(e.getKey(), table.nameAt(e.getKey()), e.getValue()))
                .toList();
        long odd = award.shares().isEmpty()
                ? 0
                : award.pot().amount()
                        - award.shares().values().stream()
                                        .mapToLong(Long::longValue)
                                        .min()
                                        .orElse(0)
                                * award.shares().size();
        return new PotLine(award.pot().name(), award.pot().amount(), shares, reason(award, hands, rules, lang), odd);
    }

    /** Why the pot's winner beats the best of the others who could win it. */
    private static String reason(PotAward award, Map<Integer, HandValue> hands, RuleSet rules, Language lang) {
        if (award.winners().isEmpty() || !hands.containsKey(award.winners().get(0))) {
            return null;
        }
        HandValue winner = hands.get(award.winners().get(0));
        return award.pot().eligible().stream()
                .filter(seat -> !award.winners().contains(seat) && hands.containsKey(seat))
                .map(hands::get)
                .max(rules::compare)
                .map(best -> Reasons.why(winner, best, lang))
                .orElse(null);
    }

    private static List<Card> cards(List<String> texts, String field) {
        if (texts == null) {
            return List.of();
        }
        try {
            return Card.parseAll(texts);
        } catch (RuleViolation e) {
            throw e.details().containsKey("field") ? e : e.with("field", field);
        }
    }
}
