package org.tavolo.common.db;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only with the database answering and the connection pool warm ({@link WarmPool}): after the database came
 * back, the pool's connections are opened again before the service says ready, so that what the load balancer
 * (or a room of screens) sends at once finds them open.
 */
@Readiness
@ApplicationScoped
class PoolReadiness implements HealthCheck {

    private final WarmPool pool;

    PoolReadiness(WarmPool pool) {
        this.pool = pool;
    }

    @Override
    public HealthCheckResponse call() {
        boolean ready = pool.answers() && (pool.warm() || pool.warmUp());
        return HealthCheckResponse.named("database-pool").status(ready).build();
    }
}
