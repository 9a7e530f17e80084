package org.tavolo.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The streams of a tournament share its catch-up reads, and only a few reads run at once. */
class SharedReadsTest {

    private static final long WAIT_SECONDS = 30;

    private final ExecutorService readers = Executors.newFixedThreadPool(2);

    @AfterEach
    void stopReaders() {
        readers.shutdownNow();
    }

    /** A read that gives "read n since s" and, while {@code hold} is closed, waits. */
    private static final class Reads implements SharedReads.Read<String> {
        final AtomicInteger made = new AtomicInteger();
        final AtomicInteger running = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final CountDownLatch hold = new CountDownLatch(1);
        final CountDownLatch firstStarted = new CountDownLatch(1);
        final CountDownLatch twoStarted = new CountDownLatch(2);

        @Override
        public String read(long tournamentId, Long since) {
            int n = made.incrementAndGet();
            mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            firstStarted.countDown();
            twoStarted.countDown();
            try {
                hold.await(WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                running.decrementAndGet();
            }
            return "read " + n + " of " + tournamentId + " since " + since;
        }
    }

    private static String get(CompletableFuture<String> result) throws Exception {
        return result.get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void streamsAskingWhileAReadRunsShareTheNextReadFromTheOldestLastEventId() throws Exception {
        Reads reads = new Reads();
        ExecutorService oneReader = Executors.newSingleThreadExecutor();
        SharedReads<String> shared = new SharedReads<>(reads, oneReader);
        CompletableFuture<String> first = shared.next(1, 500L);
        assertTrue(reads.firstStarted.await(WAIT_SECONDS, TimeUnit.SECONDS));

        List<CompletableFuture<String>> later = new ArrayList<>();
        for (long seen = 100; seen < 400; seen++) {
            later.add(shared.next(1, seen));
            later.add(shared.next(1, null));
        }
        reads.hold.countDown();

        assertEquals("read 1 of 1 since 500", get(first));
        for (CompletableFuture<String> result : later) {
            assertEquals("read 2 of 1 since 100", get(result), "a read started before a stream asked never serves it");
        }
        assertEquals(2, reads.made.get());
        oneReader.shutdownNow();
    }

    @Test
    void newStreamsAloneAskForNoChanges() throws Exception {
        Reads reads = new Reads();
        reads.hold.countDown();
        SharedReads<String> shared = new SharedReads<>(reads, readers);
        assertTrue(get(shared.next(7, null)).endsWith("since null"));
    }

    @Test
    void noMoreReadsRunAtOnceThanTheReadersThreadsWhateverTheNumberOfTournaments() throws Exception {
        Reads reads = new Reads();
        SharedReads<String> shared = new SharedReads<>(reads, readers);
        List<CompletableFuture<String>> results = new ArrayList<>();
        for (long tournament = 1; tournament <= 20; tournament++) {
            for (int screen = 0; screen < 10; screen++) {
                results.add(shared.next(tournament, null));
            }
        }
        assertTrue(reads.twoStarted.await(WAIT_SECONDS, TimeUnit.SECONDS));
        reads.hold.countDown();
        for (CompletableFuture<String> result : results) {
            get(result);
        }
        assertEquals(2, reads.mostAtOnce.get());
        assertTrue(reads.made.get() <= 40, reads.made.get() + " reads for 200 streams of 20 tournaments");
    }

    @Test
    void aFailedReadFailsTheStreamsWaitingForItAndTheNextReadIsMadeAfresh() throws Exception {
        AtomicInteger made = new AtomicInteger();
        SharedReads<String> shared = new SharedReads<>(
                (tournamentId, since) -> {
                    if (made.incrementAndGet() == 1) {
                        throw new IllegalStateException("the database is away");
                    }
                    return "read " + made.get();
                },
                readers);
        ExecutionException failed = assertThrows(ExecutionException.class, () -> get(shared.next(1, null)));
        assertEquals("the database is away", failed.getCause().getMessage());
        assertEquals("read 2", get(shared.next(1, null)));
    }
}
