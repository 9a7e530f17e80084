package org.tavolo.live;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Reads of the database that the streams of one tournament opening at the same moment share. Right after a
 * restart every screen of the room reconnects at once; read one by one, their catching up would take a pooled
 * connection each and leave none to the requests of the floor.
 *
 * <p>A stream asks for the next read of its tournament and waits for it without holding anything. The next read is
 * one for all the streams that asked before it started: it reads the changes since the oldest {@code Last-Event-ID}
 * among them. A stream never gets a read that started before it asked, which could miss a change the stream's
 * room did not yet hear of. The reads run on the executor given, whose few threads bound the pooled connections
 * they take at once, however many tournaments have screens.
 *
 * @param <T> what a read gives
 */
final class SharedReads<T> {

    /** One read of a tournament for streams whose oldest {@code Last-Event-ID} is {@code since} (null if none sent one). */
    @FunctionalInterface
    interface Read<T> {
        T read(long tournamentId, Long since);
    }

    private final Read<T> read;
    private final Executor readers;
    private final Map<Long, Next> waiting = new ConcurrentHashMap<>();

    SharedReads(Read<T> read, Executor readers) {
        this.read = read;
        this.readers = readers;
    }

    /** The next read of the tournament for a stream that last saw {@code since} (null for a new one). */
    CompletableFuture<T> next(long tournamentId, Long since) {
        while (true) {
            Next mine = new Next(tournamentId, since);
            Next there = waiting.putIfAbsent(tournamentId, mine);
            if (there == null) {
                readers.execute(() -> run(mine));
                return mine.result;
            }
            if (there.join(since)) {
                return there.result;
            }
            // that read has just started without this stream: the loop finds or makes the one after it
        }
    }

    private void run(Next next) {
        waiting.remove(next.tournamentId, next);
        Long since = next.start();
        try {
            next.result.complete(read.read(next.tournamentId, since));
        } catch (RuntimeException e) {
            next.result.completeExceptionally(e);
        }
    }

    /** A read not started yet, and the oldest {@code Last-Event-ID} of the streams waiting for it. */
    private final class Next {
        final long tournamentId;
        final CompletableFuture<T> result = new CompletableFuture<>();
        private Long since;
        private boolean started;

        Next(long tournamentId, Long since) {
            this.tournamentId = tournamentId;
            this.since = since;
        }

        /** Adds a stream to this read; false if the read has started. */
        synchronized boolean join(Long lastSeen) {
            if (started) {
                return false;
            }
            if (lastSeen != null && (since == null || lastSeen < since)) {
                since = lastSeen;
            }
            return true;
        }

        synchronized Long start() {
            started = true;
            return since;
        }
    }
}
