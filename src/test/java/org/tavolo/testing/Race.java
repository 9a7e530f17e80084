package org.tavolo.testing;

import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Sends requests from several threads released at the same moment, the way directors press at
 * once, and collects every answer. Bounded: each race gives up after a minute.
 */
public final class Race {

    private Race() {}

    /** One answer of a race: its status and body. */
    public record Answer(int status, String body) {

        public boolean ok() {
            return status == 200;
        }
    }

    /** Runs {@code n} requests, the i-th built by {@code request.apply(i)}, all released together. */
    public static List<Answer> of(int n, IntFunction<Supplier<Response>> request) {
        ExecutorService pool = Executors.newFixedThreadPool(n);
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<Answer>> sent = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Supplier<Response> send = request.apply(i);
                sent.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    Response r = send.get();
                    return new Answer(r.statusCode(), r.asString());
                }));
            }
            ready.await(30, TimeUnit.SECONDS);
            go.countDown();
            List<Answer> answers = new ArrayList<>();
            for (Future<Answer> f : sent) {
                answers.add(f.get(60, TimeUnit.SECONDS));
            }
            return answers;
        } catch (Exception e) {
            throw new IllegalStateException("The race did not finish", e);
        } finally {
            pool.shutdownNow();
        }
    }
}
