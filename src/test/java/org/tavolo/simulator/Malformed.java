package org.tavolo.simulator;

import java.util.Set;
import org.tavolo.testing.Api;

/** A hand the API cannot read (a word for chips, no players, a negative stake, cut short): 400, nothing changes. */
final class Malformed extends BadHand {

    private String how;

    @Override
    Api.Answer send(Doors doors) {
        String json = plan.json();
        String bad =
                switch (doors.random().nextInt(4)) {
                    case 0 -> {
                        how = "chips as a word";
                        yield json.replaceFirst("\"contributed\": \\d+", "\"contributed\": \"12k\"");
                    }
                    case 1 -> {
                        how = "no players";
                        yield json.replaceFirst("\"players\": \\[.*]", "\"players\": []");
                    }
                    case 2 -> {
                        how = "a negative stake";
                        yield json.replaceFirst("\"contributed\": \\d+", "\"contributed\": -100");
                    }
                    default -> {
                        how = "cut short";
                        yield json.substring(0, json.length() / 2);
                    }
                };
        return doors.organizer("POST", t.hands(plan.table()), bad);
    }

    @Override
    Set<Integer> refusals() {
        return Set.of(400);
    }

    @Override
    public String said() {
        return "a hand with " + how + " sent to " + t + " table " + plan.table();
    }
}
