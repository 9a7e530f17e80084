package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * PostgreSQL stopped and started again in the middle of the night (the embedded server's control,
 * docs/deployment.md): a hand sent while it is away is answered 503 and changes nothing; sent again with the same
 * key once it is back, it is recorded once; a third send answers as the second.
 */
final class DatabaseRestart implements Step {

    private static final String CONTROL = "org.tavolo:type=EmbeddedPostgres";
    private Tourney t;
    private HandPlan plan;
    private Api.Answer away;
    private Api.Answer back;
    private Api.Answer again;

    static boolean available() {
        try {
            return ManagementFactory.getPlatformMBeanServer().isRegistered(new ObjectName(CONTROL));
        } catch (JMException e) {
            return false;
        }
    }

    @Override
    public boolean applicable(Model model) {
        return available() && model.any(t -> !t.finished && !HandPlan.tables(t).isEmpty());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !x.finished && !HandPlan.tables(x).isEmpty());
        plan = HandPlan.choose(t, doors.random(), true);
        doors.outage(true);
        invoke("stop");
        try {
            away = doors.organizer("POST", t.hands(plan.table()), plan.json());
        } finally {
            invoke("start");
            awaitReady(doors);
            doors.awaitDatabase();
            doors.outage(false);
        }
        back = doors.organizer("POST", t.hands(plan.table()), plan.json());
        again = doors.organizer("POST", t.hands(plan.table()), plan.json());
    }

    private static void awaitReady(Doors doors) {
        Instant until = Instant.now().plus(Duration.ofSeconds(60));
        while (Instant.now().isBefore(until)) {
            if (doors.organizer("GET", "/q/health/ready", null).status() == 200) {
                return;
            }
            LockSupport.parkNanos(Duration.ofMillis(100).toNanos());
        }
        throw new AssertionError("the service did not come back within 60 s of the database's restart");
    }

    private static void invoke(String operation) {
        MBeanServer jmx = ManagementFactory.getPlatformMBeanServer();
        try {
            jmx.invoke(new ObjectName(CONTROL), operation, new Object[0], new String[0]);
        } catch (JMException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void expect(Model model) {
        Night.equal(503, away.status(), said() + ": while the database was away " + away.body());
        Night.equal(200, back.status(), said() + ": once it was back " + back.body());
        Night.equal(200, again.status(), said() + ": sent a third time " + again.body());
        JsonNode recorded = Json.of(back.body());
        Night.equal(recorded, Json.of(again.body()), said() + ": the third send's answer");
        plan.recorded(t, recorded, "hand", null, 200, back.body());
    }

    @Override
    public String said() {
        return "the database restarted while a hand of " + t + " table " + plan.table() + " was sent: " + plan.put()
                + ", seat " + plan.winner() + " wins";
    }
}
