package org.tavolo.testing;

import io.quarkus.narayana.jta.QuarkusTransaction;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Work done in a transaction of its own that is kept open, its locks held, until it is released:
 * what another change meets while a director's change is still being committed. Bounded: each wait
 * gives up after 30 s.
 */
public final class HeldTransaction implements AutoCloseable {

    private final CountDownLatch release = new CountDownLatch(1);
    private final CompletableFuture<Void> transaction;

    private HeldTransaction(Runnable work) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        transaction = CompletableFuture.runAsync(
                () -> QuarkusTransaction.requiringNew().run(() -> {
                    work.run();
                    done.countDown();
                    try {
                        release.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }));
        transaction.whenComplete((nothing, failure) -> done.countDown());
        if (!done.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("The held transaction did not do its work within 30 s");
        }
        if (transaction.isCompletedExceptionally()) {
            transaction.join(); // its work failed: thrown here
        }
    }

    /** Does {@code work} in a new transaction and answers once it is done, the transaction still open. */
    public static HeldTransaction after(Runnable work) throws Exception {
        return new HeldTransaction(work);
    }

    /** Whether the transaction is still open, its locks held: not yet released, nor given up after 30 s. */
    public boolean isOpen() {
        return !transaction.isDone();
    }

    /** Lets the transaction commit, and waits until it has. */
    @Override
    public void close() throws Exception {
        release.countDown();
        transaction.get(30, TimeUnit.SECONDS);
    }
}
