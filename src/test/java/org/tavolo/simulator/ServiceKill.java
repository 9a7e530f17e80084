package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * The service killed with hands in flight and started again (only when the night runs against the packaged service
 * as a child process, {@link ChildService}: the long run's {@code -Dnights.kill=true}). A hand at every table of one
 * tournament where one can be played is sent at once, each from its own thread, by the organizer or the table's
 * director; once a number of them chosen at random (none included) have been answered, the service gets SIGKILL; it
 * is started again and every hand is sent again with its key, as the offline queue does. Each key is stored exactly
 * once (read in the database), each resend answers 200 and, where the first answer was heard, as the first, and the
 * chips are the model's with every hand played once. Hold'em hands that would put a player out are left out: the
 * floor would move players between tables whose hands are in flight.
 */
final class ServiceKill implements Step {

    private static final int RESENDS = 10;

    private Tourney t;
    private final List<HandPlan> plans = new ArrayList<>();
    private final List<Directors> by = new ArrayList<>();
    private AtomicReferenceArray<Object> first;
    private final List<Api.Answer> again = new ArrayList<>();
    private final List<Long> stored = new ArrayList<>();
    private int heardBeforeKill;

    @Override
    public boolean applicable(Model model) {
        return ChildService.running() != null
                && model.any(x -> !x.finished && !HandPlan.tables(x).isEmpty());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !x.finished && !HandPlan.tables(x).isEmpty());
        for (int table : HandPlan.tables(t)) {
            HandPlan plan = HandPlan.chooseAt(t, table, doors.random(), true);
            if (t.holdem() && !plan.out(t).isEmpty()) {
                continue;
            }
            plans.add(plan);
            by.add(doors.random().nextBoolean() ? t.director(table) : null);
        }
        int killAfter = plans.isEmpty() ? 0 : doors.random().nextInt(plans.size());
        first = new AtomicReferenceArray<>(plans.size());
        AtomicInteger heard = new AtomicInteger();
        ExecutorService senders = Executors.newFixedThreadPool(Math.max(1, plans.size()));
        for (int i = 0; i < plans.size(); i++) {
            int hand = i;
            senders.execute(() -> {
                try {
                    first.set(hand, send(doors, hand));
                } catch (UncheckedIOException cut) {
                    first.set(hand, "no answer: " + cut.getMessage());
                } catch (RuntimeException | AssertionError e) {
                    first.set(hand, e);
                } finally {
                    heard.incrementAndGet();
                }
            });
        }
        while (heard.get() < killAfter) {
            LockSupport.parkNanos(Duration.ofMillis(1).toNanos());
        }
        heardBeforeKill = heard.get();
        ChildService.running().kill();
        senders.shutdown();
        try {
            if (!senders.awaitTermination(2, TimeUnit.MINUTES)) {
                throw new AssertionError(said() + ": the hands in flight were not answered nor cut");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        ChildService.running().restart();
        for (int i = 0; i < plans.size(); i++) {
            again.add(resend(doors, i));
            stored.add(doors.handsWithKey(t.id, plans.get(i).key()));
        }
    }

    private Api.Answer send(Doors doors, int hand) {
        HandPlan plan = plans.get(hand);
        Directors director = by.get(hand);
        return director == null
                ? doors.organizer("POST", t.hands(plan.table()), plan.json())
                : doors.director(director, "POST", t.hands(plan.table()), plan.json());
    }

    /** Sent again until answered: a connection the kill cut may still be offered once by the client. */
    private Api.Answer resend(Doors doors, int hand) {
        UncheckedIOException last = null;
        for (int attempt = 0; attempt < RESENDS; attempt++) {
            try {
                return send(doors, hand);
            } catch (UncheckedIOException cut) {
                last = cut;
            }
        }
        throw new AssertionError(said() + ": hand " + hand + " was never answered after the restart", last);
    }

    @Override
    public void expect(Model model) {
        for (int i = 0; i < plans.size(); i++) {
            HandPlan plan = plans.get(i);
            Object heard = first.get(i);
            if (heard instanceof Throwable e) {
                throw new AssertionError(said() + ": hand at table " + plan.table() + " before the kill", e);
            }
            Api.Answer answer = again.get(i);
            Night.equal(200, answer.status(), said() + ": table " + plan.table() + " sent again " + answer.body());
            Night.equal(1L, stored.get(i), said() + ": table " + plan.table() + ": hands stored with its key");
            JsonNode recorded = Json.of(answer.body());
            if (heard instanceof Api.Answer a) {
                Night.equal(200, a.status(), said() + ": table " + plan.table() + " first answer " + a.body());
                Night.equal(Json.of(a.body()), recorded, said() + ": table " + plan.table() + ": the resend's answer");
            }
            plan.recorded(t, recorded, "hand", by.get(i), 200, answer.body());
            if (recorded.path("moves").size() > 0) {
                t.last.clear();
            }
        }
    }

    @Override
    public String said() {
        List<String> hands = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            Object heard = first == null ? null : first.get(i);
            hands.add("table " + plans.get(i).table() + " " + plans.get(i).put() + " seat "
                    + plans.get(i).winner()
                    + " wins by the " + (by.get(i) == null ? "organizer" : "director") + ", first "
                    + (heard instanceof Api.Answer a ? "answered " + a.status() : heard));
        }
        return "the service killed at " + t + " after " + heardBeforeKill + " of " + plans.size()
                + " hands were answered, then started again: " + hands;
    }
}
