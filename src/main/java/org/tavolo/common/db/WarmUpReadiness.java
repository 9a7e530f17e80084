package org.tavolo.common.db;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready once the hot paths have been exercised ({@link WarmUp}), or at once when the warm-up is off. */
@Readiness
@ApplicationScoped
class WarmUpReadiness implements HealthCheck {

    private final WarmUp warmUp;

    WarmUpReadiness(WarmUp warmUp) {
        this.warmUp = warmUp;
    }

    @Override
    public HealthCheckResponse call() {
        WarmUp.State state = warmUp.state();
        return HealthCheckResponse.named("warm-up")
                .status(state == WarmUp.State.DONE || state == WarmUp.State.OFF)
                .withData("state", state.name().toLowerCase(java.util.Locale.ROOT))
                .build();
    }
}
