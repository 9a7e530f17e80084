package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.entry.Entry;
import org.tavolo.ledger.FinalStack;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.scoring.Award;
import org.tavolo.poker.scoring.Elimination;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.PlacePoints;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.tournament.Tournament;

/**
 * A table's result scored by the core: final stacks (Italian, docs/rules.md#italian-tournament) or
 * victory points (Chinese poker, docs/rules.md#chinese-match) into places and placement points
 * under the tournament's points schemes.
 */
@ApplicationScoped
public class TableScoring {

    private final PointsSchemeService schemes;

    TableScoring(PointsSchemeService schemes) {
        this.schemes = schemes;
    }

    List<ScoredLine> italian(Tournament tournament, List<FinalStack> stacks) {
        List<Finish<Long>> table = new ArrayList<>();
        Map<Long, FinalStack> byEntry = new HashMap<>();
        for (int i = 0; i < stacks.size(); i++) {
            FinalStack stack = stacks.get(i);
            try {
                table.add(finishOf(stack));
            } catch (RuleViolation e) {
                throw e.with("field", "stacks[" + i + "]")
                        .with("entry", stack.entry())
                        .with("name", nameOf(stack));
            }
            byEntry.put(stack.entry(), stack);
        }
        table.sort(Comparator.comparing(Finish::player)); // tied players listed by entry
        List<Place<Long>> places = Ranking.italianTable(table);
        List<Award<Long>> awards = PlacePoints.forTable(places, schemes.tableSchemes(tournament));
        return awards.stream()
                .map(a -> {
                    FinalStack stack = byEntry.get(a.player());
                    return new ScoredLine(a, stack.chips(), stack.eliminatedInHand(), stack.chipsAtStartOfHand());
                })
                .toList();
    }

    /** The player of a stack line, as "Name (Nickname)", for error messages. */
    private static String nameOf(FinalStack stack) {
        return Entry.<Entry>findByIdOptional(stack.entry())
                .map(e -> e.player().name()
                        + (e.player().nickname() == null
                                        || e.player().nickname().isBlank()
                                ? ""
                                : " (" + e.player().nickname() + ")"))
                .orElse("entry " + stack.entry());
    }

    private static Finish<Long> finishOf(FinalStack stack) {
        boolean eliminated = stack.eliminatedInHand() != null || stack.chipsAtStartOfHand() != null;
        if (!eliminated) {
            return Finish.withChips(stack.entry(), stack.chips());
        }
        if (stack.eliminatedInHand() == null || stack.chipsAtStartOfHand() == null) {
            throw new RuleViolation(
                    "elimination-incomplete",
                    "An elimination gives both the hand the player busted in and the chips held when it began.");
        }
        return new Finish<>(
                stack.entry(), stack.chips(), new Elimination(stack.eliminatedInHand(), stack.chipsAtStartOfHand()));
    }

    /** A Chinese poker match's lines from its victory points: places (ties shared) and points from the scheme. */
    public List<ScoredLine> chinese(Tournament tournament, List<VictoryPoints> victoryPoints) {
        NamedRefusals.naming(tournament.id, () -> VictoryPoints.requirePossible(tournament.settings(), victoryPoints));
        Map<Long, Long> byEntry = new TreeMap<>(); // tied players listed by entry
        victoryPoints.forEach(vp -> byEntry.put(vp.entry(), vp.points()));
        List<Place<Long>> places = Ranking.byVictoryPoints(byEntry);
        List<Award<Long>> awards = PlacePoints.forTable(places, schemes.tableSchemes(tournament));
        return awards.stream()
                .map(a -> new ScoredLine(a, byEntry.get(a.player()), null, null))
                .toList();
    }
}
