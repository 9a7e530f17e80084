package org.tavolo.common.db;

/**
 * A path a club uses at once after a start (a hand entered at a table, the standings, a page), exercised once by
 * {@link WarmUp} before the service says ready, inside a transaction that is rolled back. Implemented by the part of
 * the service that owns the path, found by the warm-up as a CDI bean.
 */
public interface HotPath {

    /** What the path is, in a few words, for the start-up's log line. */
    String name();

    /**
     * Runs the path once. Called inside a transaction of its own that is rolled back afterwards, with a request
     * context and no one signed in; whatever it writes is gone with the rollback, and notifications sent on commit
     * are never sent.
     */
    void exercise();
}
