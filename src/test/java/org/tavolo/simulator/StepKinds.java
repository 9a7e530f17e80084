package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Every kind of step a night chooses from, with its weight (docs/testing.md#adding-a-kind-of-entry). A new kind is
 * one class implementing {@link Step} and one line in {@link #ALL}.
 */
final class StepKinds {

    /** A kind of step: its name (as the failures print it), how often it is chosen, and a fresh step. */
    record Kind(String name, int weight, Supplier<Step> make) {}

    static final List<Kind> ALL = List.of(
            new Kind("ItalianHand", 30, ItalianHand::new),
            new Kind("HoldemHand", 20, HoldemHand::new),
            new Kind("Penalty", 8, Penalty::new),
            new Kind("ChipCount", 6, ChipCount::new),
            new Kind("VoidLastHand", 5, VoidLastHand::new),
            new Kind("CloseTable", 8, () -> new CloseTable(false)),
            new Kind("CloseAfterBusts", 4, CloseAfterBusts::new),
            new Kind("NextGame", 10, NextGame::new),
            new Kind("FloorMove", 4, FloorMove::new),
            new Kind("OpenTournament", 10, OpenTournament::new),
            new Kind("Resend", 6, Resend::new),
            new Kind("StaleGame", 4, StaleGame::new),
            new Kind("NullBinding", 3, NullBinding::sentNull),
            new Kind("MissingBinding", 3, NullBinding::leftOut),
            new Kind("Malformed", 3, Malformed::new),
            new Kind("DirectorElsewhere", 3, DirectorElsewhere::new),
            new Kind("CorrectAnothersHand", 3, CorrectAnothersHand::new),
            new Kind("DatabaseRestart", 1, DatabaseRestart::new),
            new Kind("PreviewedHand", 6, PreviewedHand::new),
            new Kind("ChineseDeal", 6, ChineseDeal::new),
            new Kind("OwnCorrection", 5, OwnCorrection::new),
            new Kind("PenaltyVoid", 4, PenaltyVoid::new),
            new Kind("BuioHand", 5, BuioHand::new),
            new Kind("SidePotHand", 5, SidePotHand::new),
            new Kind("ParolHand", 4, ParolHand::settled),
            new Kind("ParolBuyBackLost", 2, ParolHand::buyBackLost),
            new Kind("TeresaHand", 4, TeresaHand::new),
            new Kind("CircuitSubmission", 2, CircuitSubmission::kept),
            new Kind("CircuitPlayerTwice", 1, CircuitSubmission::twiceInAGame),
            new Kind("ServiceKill", 1, ServiceKill::new),
            new Kind("Registration", 2, Registration::new));

    /**
     * The kinds that find a defect the service has today: they stay in the code, their checks as they should be, and
     * the short run leaves them out until the defect is mended; {@code -Dnights.kinds=all} plays them too.
     */
    static final Set<String> FAILING_TODAY = Set.of();

    private final List<Kind> kinds;

    private StepKinds(List<Kind> kinds) {
        this.kinds = kinds;
    }

    /**
     * Every kind that passes today, with those of {@code asked} that fail today: {@code all} for every one of them, or
     * their names separated by commas (none when null or blank).
     */
    static StepKinds of(String asked) {
        Set<String> also = asked == null ? Set.of() : Set.of(asked.split(","));
        return new StepKinds(ALL.stream()
                .filter(k -> !FAILING_TODAY.contains(k.name()) || also.contains("all") || also.contains(k.name()))
                .toList());
    }

    Kind named(String name) {
        return ALL.stream()
                .filter(k -> k.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no step kind " + name));
    }

    List<Kind> applicable(Model model) {
        List<Kind> fit = new ArrayList<>();
        for (Kind kind : kinds) {
            if (kind.make().get().applicable(model)) {
                fit.add(kind);
            }
        }
        if (fit.isEmpty()) {
            throw new AssertionError("no kind of step applies to the night");
        }
        return fit;
    }

    static Kind weighted(List<Kind> fit, Random random) {
        int total = fit.stream().mapToInt(Kind::weight).sum();
        int roll = random.nextInt(total);
        for (Kind kind : fit) {
            roll -= kind.weight();
            if (roll < 0) {
                return kind;
            }
        }
        throw new IllegalStateException();
    }
}
