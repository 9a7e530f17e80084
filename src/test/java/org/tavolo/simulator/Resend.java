package org.tavolo.simulator;

import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An entry of the current game sent again with the same key and the same body, as the offline queue does when it did
 * not hear the first answer: the answer is the first one, word for word, and nothing changes.
 */
final class Resend implements Step {

    private Tourney t;
    private Sent first;
    private Api.Answer again;

    @Override
    public boolean applicable(Model model) {
        return model.any(Resend::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && !resendable(t).isEmpty();
    }

    /**
     * The entries of the API that can be sent again. A Hold'em tournament with its winner is over, and its directors'
     * accesses ended with the hand that made him (docs/security.md: 401 over HTTP Basic): only the organizer's are.
     */
    private static java.util.List<Sent> resendable(Tourney t) {
        boolean over = t.holdem()
                && t.stacks.values().stream().filter(chips -> chips > 0).count() < 2;
        return t.sent.stream()
                .filter(s -> !s.kind().startsWith("page"))
                .filter(s -> !over || s.by() == null)
                .toList();
    }

    @Override
    public boolean refused() {
        return true;
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), Resend::fits);
        var api = resendable(t);
        first = api.get(doors.random().nextInt(api.size()));
        again = first.by() == null
                ? doors.organizer("POST", first.path(), first.body())
                : doors.director(first.by(), "POST", first.path(), first.body());
    }

    @Override
    public void expect(Model model) {
        Night.equal(first.status(), again.status(), said() + ": the status " + again.body());
        Night.equal(Json.of(first.answer()), Json.of(again.body()), said() + ": the answer");
    }

    @Override
    public String said() {
        return "the " + first.kind() + " " + first.id() + " of " + t + " table " + first.table() + " sent again";
    }
}
