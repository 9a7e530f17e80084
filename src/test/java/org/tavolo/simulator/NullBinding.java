package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A hand sent by the table's director with a null game number ({@link #sentNull}) or none at all ({@link
 * #leftOut}): the fields that bind a director's entry to what he saw are required of him
 * (docs/errors.md#entries-bound-to-what-was-seen), so it is refused with 400 {@code binding-missing} naming {@code
 * gameNumber}, never taken for the current game, and nothing changes. (The organizer's API may leave the game out:
 * his hand is then checked against the table as it is now.)
 */
final class NullBinding extends BadHand {

    /** How the game number is sent: {@code "null"} or {@code "none"} (see {@code HandPlan#json}). */
    private final String game;

    private NullBinding(String game) {
        this.game = game;
    }

    /** The kind {@code NullBinding}: {@code "gameNumber": null}. */
    static NullBinding sentNull() {
        return new NullBinding("null");
    }

    /** The kind {@code MissingBinding}: no game number at all. */
    static NullBinding leftOut() {
        return new NullBinding("none");
    }

    @Override
    Api.Answer send(Doors doors) {
        return doors.director(t.director(plan.table()), "POST", t.hands(plan.table()), plan.json(game, 0));
    }

    @Override
    Set<Integer> refusals() {
        return Set.of(400);
    }

    @Override
    public void expect(Model model) {
        super.expect(model);
        JsonNode problem = Json.of(answer.body());
        Night.equal("/problems/binding-missing", problem.path("type").asText(), said() + ": the problem");
        Night.equal("gameNumber", problem.path("field").asText(), said() + ": the field named");
    }

    @Override
    public String said() {
        return "a hand " + (game.equals("null") ? "with a null game number" : "without its game number")
                + " sent by the director of " + t + " table " + plan.table();
    }
}
