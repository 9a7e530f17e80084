package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;

/** Plays nights and, when one fails, shrinks it and fails with its seed and its shortest failing steps. */
final class Nights {

    private Nights() {}

    static void play(DataSource database, long seed, int steps) {
        Doors doors = new Doors(database);
        StepKinds kinds = StepKinds.of(System.getProperty("nights.kinds"));
        String replay = System.getProperty("nights.replay");
        Night.Failure failed = replay == null || replay.isBlank()
                ? new Night(seed, doors, kinds).play(steps)
                : new Night(seed, doors, kinds).replay(planned(replay));
        if (failed == null) {
            return;
        }
        int played = failed.steps().size();
        System.out.println("night seed " + seed + " failed after " + played + " steps, shrinking: " + failed.cause());
        Night.Failure shortest = Shrinking.shrink(
                failed, list -> new Night(seed, doors, kinds).replay(list), Integer.getInteger("nights.shrink", 40));
        String report = Shrinking.report(shortest, played);
        System.out.println(report);
        throw new AssertionError(report, shortest.cause());
    }

    static List<Night.Planned> planned(String list) {
        List<Night.Planned> out = new ArrayList<>();
        Arrays.stream(list.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .forEach(s -> {
                    int colon = s.lastIndexOf(':');
                    out.add(new Night.Planned(s.substring(0, colon), Long.parseLong(s.substring(colon + 1))));
                });
        return out;
    }
}
