package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A hand on the director's desk as a director enters it: the form previewed first (the GET the «Anteprima» button
 * makes), then the same form confirmed. The preview's new stacks, seat by seat, are those the confirmation recorded
 * (docs/director-page.md: the preview is the recording rehearsed), and both are the model's. Italian or Hold'em, busts
 * and hands nobody opened included.
 */
final class PreviewedHand implements Step {

    /** One line of the preview's new stacks: its seat, then the chips before and after, as the page prints them. */
    private static final Pattern STACK =
            Pattern.compile("<li data-seat=\"(\\d+)\">[^<]*<span class=\"num\">([^<]*)</span>");

    private Tourney t;
    private HandPlan plan;
    private Api.Answer preview;
    private Api.Answer answer;
    private JsonNode recorded;

    @Override
    public boolean applicable(Model model) {
        return model.any(PreviewedHand::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && !HandPlan.tables(t).isEmpty();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), PreviewedHand::fits);
        boolean opened = !t.italian() || doors.random().nextInt(8) != 0;
        plan = HandPlan.choose(t, doors.random(), opened);
        Map<String, List<String>> form = plan.form(t);
        form.put("action", List.of("preview"));
        if (!opened) {
            form.put("opened", List.of("false"));
        }
        preview = doors.page(t.cookie(plan.table()), "GET", t.desk(plan.table()) + "/hands", form);
        form.put("action", List.of("confirm"));
        answer = doors.page(t.cookie(plan.table()), "POST", t.desk(plan.table()) + "/hands", form);
        recorded = doors.handRedirectedTo(t.id, answer);
    }

    @Override
    public void expect(Model model) {
        Night.equal(200, preview.status(), said() + ": the preview");
        if (recorded == null) {
            throw new AssertionError(said() + " answered " + answer.status() + ": " + answer.body());
        }
        Map<Integer, Long> previewed = previewedStacks(preview.body());
        Map<Integer, Long> stored = new TreeMap<>();
        for (JsonNode change : recorded.get("stacks")) {
            long entry = Json.longAt(change, "entry");
            t.seats.get(plan.table()).forEach((seat, e) -> {
                if (e == entry) {
                    stored.put(seat, Json.longAt(change, "after"));
                }
            });
        }
        if (plan.opened()) {
            Night.equal(stored, previewed, said() + ": the preview's new stacks against those recorded");
        }
        plan.recorded(t, recorded, "page-hand", t.director(plan.table()), answer.status(), answer.body());
        if (recorded.path("moves").size() > 0) {
            t.last.clear();
        }
    }

    /** What a refused page says at its top (its error summary or alert), in plain text, for a failure's message. */
    static String refusal(String page) {
        int from = page.indexOf("error-summary");
        if (from < 0) {
            from = page.indexOf("role=\"alert\"");
        }
        String part = from < 0 ? page : page.substring(from, Math.min(page.length(), from + 2_000));
        return part.replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ").strip();
    }

    /** The preview's new stacks by seat: the second figure of each line, its separators dropped. */
    static Map<Integer, Long> previewedStacks(String page) {
        Map<Integer, Long> out = new TreeMap<>();
        int from = page.indexOf("desk-new-stacks");
        if (from < 0) {
            throw new AssertionError("the preview shows no new stacks: " + page);
        }
        Matcher line = STACK.matcher(page.substring(from));
        while (line.find()) {
            String[] figures =
                    line.group(2).replaceAll("[.,'\\u00a0\\u202f ]", "").split("\\D+");
            List<String> numbers =
                    java.util.Arrays.stream(figures).filter(f -> !f.isEmpty()).toList();
            out.put(Integer.parseInt(line.group(1)), Long.parseLong(numbers.get(numbers.size() - 1)));
        }
        return out;
    }

    @Override
    public String said() {
        return (plan.opened() ? "hand" : "nessuno apre") + " previewed then confirmed on the desk at " + t + " table "
                + plan.table() + ": " + plan.put() + ", seat " + plan.winner() + " wins";
    }
}
