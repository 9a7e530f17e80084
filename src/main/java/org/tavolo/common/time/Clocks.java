package org.tavolo.common.time;

import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The wall clock the service reads "now" from; tests may replace it with a fixed or stepping clock. */
@ApplicationScoped
public class Clocks {

    @Produces
    @DefaultBean
    @Singleton
    Clock systemClock() {
        return Clock.systemUTC();
    }
}
