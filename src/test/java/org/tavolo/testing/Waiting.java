package org.tavolo.testing;

import static io.restassured.RestAssured.given;

import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits for something to have happened, never for a time to have passed: a test goes on as soon as the
 * condition holds, and fails saying what did not happen once the bound is reached. Between two checks it
 * pauses a moment, so that asking again does not take the machine from the service being waited for.
 */
public final class Waiting {

    private static final long BETWEEN_CHECKS_NANOS = Duration.ofMillis(20).toNanos();

    private Waiting() {}

    /** Waits until {@code condition} holds, for at most {@code within}; fails naming {@code what}. */
    public static void until(String what, Duration within, BooleanSupplier condition) {
        Instant deadline = Instant.now().plus(within);
        while (!condition.getAsBoolean()) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError(what + ": not within " + within.toSeconds() + " s");
            }
            LockSupport.parkNanos(BETWEEN_CHECKS_NANOS);
        }
    }

    /** Waits until the service says it is ready: the database answers it again. */
    public static void untilReady(Duration within) {
        until(
                "the service is ready again",
                within,
                () -> given().auth().none().get("/q/health/ready").statusCode() == 200);
    }

    /**
     * Waits until a change at some table waits for that table's lock (the row of {@code table_lock} another
     * change holds), as PostgreSQL reports it: the race has happened, it is not hoped for. A change waits
     * for the lock only a short while, so a test releases the holder as soon as this answers.
     */
    public static void untilAChangeWaitsForATableLock() {
        until("a change waiting for a table's lock", Duration.ofSeconds(30), () -> changesWaitingForATableLock() > 0);
    }

    private static int changesWaitingForATableLock() {
        try (Connection c =
                        Arc.container().instance(AgroalDataSource.class).get().getConnection();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("select count(*) from pg_stat_activity"
                        + " where datname = current_database() and wait_event_type = 'Lock'"
                        + " and query like 'insert into table_lock%'")) {
            r.next();
            return r.getInt(1);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL's activity could not be read", e);
        }
    }
}
