package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The shortest list of steps that still fails, by removing steps (delta debugging: Zeller's ddmin): the night is
 * played again from new tournaments with each part of the list left out, keeping any shorter list whose last step
 * still fails with the same kind of step.
 */
final class Shrinking {

    private Shrinking() {}

    /**
     * Shrinks {@code failed}'s steps; {@code replay} plays a list of steps on a new night and answers its failure or
     * null. At most {@code budget} replays.
     */
    static Night.Failure shrink(Night.Failure failed, Function<List<Night.Planned>, Night.Failure> replay, int budget) {
        if (failed.steps().isEmpty()) {
            return failed;
        }
        String kind = failed.steps().get(failed.steps().size() - 1).kind();
        Night.Failure best = failed;
        List<Night.Planned> steps = new ArrayList<>(failed.steps());
        int parts = 2;
        int tries = 0;
        while (steps.size() >= 2 && tries < budget) {
            int size = (int) Math.ceil(steps.size() / (double) parts);
            boolean cut = false;
            for (int from = 0; from < steps.size() && tries < budget; from += size) {
                List<Night.Planned> rest = new ArrayList<>(steps.subList(0, from));
                rest.addAll(steps.subList(Math.min(steps.size(), from + size), steps.size()));
                tries++;
                Night.Failure again = replay.apply(rest);
                if (again != null
                        && !again.steps().isEmpty()
                        && again.steps().get(again.steps().size() - 1).kind().equals(kind)) {
                    best = again;
                    steps = new ArrayList<>(again.steps());
                    parts = Math.max(parts - 1, 2);
                    cut = true;
                    break;
                }
            }
            if (!cut) {
                if (parts >= steps.size()) {
                    break;
                }
                parts = Math.min(steps.size(), parts * 2);
            }
        }
        return best;
    }

    /** The failure as a reader needs it: the seed, the steps to replay it, what each did, and why it failed. */
    static String report(Night.Failure failure, int playedBeforeShrinking) {
        StringBuilder out = new StringBuilder();
        out.append("night seed ")
                .append(failure.seed())
                .append(" failed; ")
                .append(failure.steps().size())
                .append(" of ")
                .append(playedBeforeShrinking)
                .append(" steps still fail. Replay with -Dnights.seed=")
                .append(failure.seed())
                .append(" -Dnights.replay=")
                .append(String.join(
                        ",",
                        failure.steps().stream().map(Night.Planned::toString).toList()))
                .append('\n');
        for (String step : failure.said()) {
            out.append("  ").append(step).append('\n');
        }
        out.append("  → ").append(failure.cause());
        return out.toString();
    }
}
