package org.tavolo.common.db;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.jboss.logging.Logger;

/**
 * Warm before ready (docs/deployment.md#warm-before-ready): after start-up, the service exercises each of its hot
 * paths ({@link HotPath}) once, each in a transaction rolled back ({@link Rehearsal}), so that the classes they need
 * are loaded and their first compilations made before a director's first hand. The readiness check
 * ({@link WarmUpReadiness}) stays DOWN until it has run.
 *
 * <p>Its states: {@code OFF} when {@link WarmUpConfig#enabled()} is false (ready at once), else {@code WAITING} until
 * it starts, {@code RUNNING}, then {@code DONE}. A path that fails is logged and the others still run: a warm-up
 * never keeps the service from saying ready. Nothing is left behind but what a rollback does not give back: the
 * sequences the paths drew ids from have moved on.
 */
@ApplicationScoped
public class WarmUp {

    /** Where the warm-up is. */
    public enum State {
        OFF,
        WAITING,
        RUNNING,
        DONE
    }

    private static final Logger LOG = Logger.getLogger(WarmUp.class);

    private final Instance<HotPath> paths;
    private final AtomicReference<State> state;
    private final List<String> failures = new ArrayList<>();

    @Inject
    WarmUp(Instance<HotPath> paths, WarmUpConfig config) {
        this(paths, config.enabled());
    }

    /** A warm-up of {@code paths}, waiting to run when {@code enabled}, else off. */
    WarmUp(Instance<HotPath> paths, boolean enabled) {
        this.paths = paths;
        this.state = new AtomicReference<>(enabled ? State.WAITING : State.OFF);
    }

    /** After the pool is warm ({@link DatabaseAtStart}), on a thread of its own, so that the HTTP port opens. */
    void afterStart(@Observes @Priority(Interceptor.Priority.LIBRARY_AFTER + 10) StartupEvent start) {
        if (state.get() == State.WAITING) {
            Thread thread = new Thread(this::run, "tavolo-warm-up");
            thread.setDaemon(true);
            thread.start();
        }
    }

    public State state() {
        return state.get();
    }

    /** The paths that failed in the last run, each with why. */
    public synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    /** Exercises every hot path once, each rolled back; does nothing unless waiting. */
    public void run() {
        if (!state.compareAndSet(State.WAITING, State.RUNNING)) {
            return;
        }
        long began = System.nanoTime();
        int ran = 0;
        for (HotPath path : paths) {
            exercise(path);
            ran++;
        }
        LOG.infof("Warmed up %d hot paths in %d ms", ran, (System.nanoTime() - began) / 1_000_000);
        state.set(State.DONE);
    }

    private void exercise(HotPath path) {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            Rehearsal.of(() -> {
                path.exercise();
                return path;
            });
        } catch (RuntimeException e) {
            LOG.warnf(e, "The warm-up of %s failed; the service says ready all the same", path.name());
            synchronized (this) {
                failures.add(path.name() + ": " + e);
            }
        } finally {
            request.terminate();
        }
    }
}
