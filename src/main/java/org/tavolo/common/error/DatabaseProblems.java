package org.tavolo.common.error;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import org.hibernate.exception.JDBCConnectionException;

/**
 * Failures of the database named in the problem vocabulary: the database out of reach (503 with
 * {@code Retry-After}), a table's lock not had in time (503 {@code busy}), two transactions in each
 * other's way (409 {@code concurrent-change}) and the schema's unique constraints a concurrent request
 * reached first. {@link ProblemMapper} answers with them.
 */
public final class DatabaseProblems {

    /** How long a client waits before sending again while the database is away, in seconds. */
    public static final String RETRY_AFTER_SECONDS = "5";

    /** How long a client waits before sending again while a table's lock is busy, in seconds. */
    static final String BUSY_RETRY_AFTER_SECONDS = "1";

    private DatabaseProblems() {}

    /** Whether a failure, or any of its causes, is the database being out of reach (see below). */
    public static boolean databaseUnreachableIn(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (isDatabaseUnreachable(cause)) {
                return true;
            }
        }
        return false;
    }

    /** The answer while the database cannot be reached: 503, to be sent with {@code Retry-After}. */
    public static Problem databaseUnavailable() {
        return Problem.of(
                503,
                "database-unavailable",
                "Service Unavailable",
                "The database cannot be reached just now; nothing was changed. "
                        + "Try again in a few seconds (with the same idempotency key).");
    }

    /**
     * The database is away: no connection to be had within the acquisition timeout, a connection
     * broken (SQL state class 08), the server out of connections or other resources (class 53, such
     * as 53300 "too many clients"), or the server shutting down (57P01–57P03).
     */
    static boolean isDatabaseUnreachable(Throwable e) {
        if (e instanceof JDBCConnectionException
                || e instanceof SQLTransientConnectionException
                || e instanceof SQLNonTransientConnectionException) {
            return true;
        }
        if (e instanceof SQLException sql) {
            String state = sql.getSQLState() == null ? "" : sql.getSQLState();
            String message = sql.getMessage() == null ? "" : sql.getMessage().toLowerCase();
            return state.startsWith("08")
                    || state.startsWith("53")
                    || state.startsWith("57P0")
                    || message.contains("acquisition timeout")
                    || message.contains("connection attempt failed");
        }
        return false;
    }

    /** Two transactions waited for each other's locks (40P01), or could not be serialised (40001). */
    static boolean isLockConflict(Throwable e) {
        if (e instanceof SQLException sql) {
            String state = sql.getSQLState() == null ? "" : sql.getSQLState();
            return state.equals("40P01") || state.equals("40001");
        }
        return false;
    }

    /**
     * A lock was not had within the transaction's {@code lock_timeout} (55P03): a table's chips are
     * being changed by a queue of requests longer than a request should wait (ledger.TableAtPlay).
     */
    static boolean isLockTimeout(Throwable e) {
        return e instanceof SQLException sql && "55P03".equals(sql.getSQLState());
    }

    static Problem busy() {
        return Problem.of(
                503,
                "busy",
                "Service Unavailable",
                "Other changes of the same table are still being recorded; nothing was changed. "
                        + "Send the same request again in a second (with the same idempotency key).");
    }

    /** A unique constraint of the schema that a concurrent request reached first, named in the vocabulary. */
    static Problem uniqueness(String constraint) {
        String name = constraint == null ? "" : constraint.toLowerCase();
        if (name.contains("entry_once_per_tournament")) {
            return Problem.of(409, "already-entered", "Conflict", "This player is already entered in this tournament.");
        }
        if (name.contains("player_identity_uq")) {
            return Problem.of(
                    409,
                    "duplicate-player",
                    "Conflict",
                    "The register already has a player of this name and nickname; enter that one, "
                            + "or register a namesake with ?createAnyway=true.");
        }
        if (name.contains("hand_entry_key_once") || name.contains("chip_count_key_once")) {
            return Problem.of(
                    409,
                    name.contains("hand") ? "entry-id-reused" : "count-id-reused",
                    "Conflict",
                    "This id was used at the same moment for a change at another table; send each change with its own id.");
        }
        return Problem.of(409, "conflict", "Conflict", "The change conflicts with data that already exists.");
    }

    static Problem concurrentChange() {
        return Problem.of(
                409,
                "concurrent-change",
                "Conflict",
                "Someone else changed this at the same time; reload and try again. Nothing was changed.");
    }
}
