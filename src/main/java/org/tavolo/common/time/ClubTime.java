package org.tavolo.common.time;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The club's own time: the zone its evenings are played in ({@code TAVOLO_TIME_ZONE}, Europe/Rome
 * unless configured), so that "today" and the times shown to people are the club's, not the
 * server's.
 */
@ApplicationScoped
public class ClubTime {

    private final Clock clock;
    private final ZoneId zone;

    ClubTime(Clock clock, @ConfigProperty(name = "tavolo.time-zone", defaultValue = "Europe/Rome") ZoneId zone) {
        this.clock = clock;
        this.zone = zone;
    }

    /** The zone the club's dates and times are written in. */
    public ZoneId zone() {
        return zone;
    }

    /** Today's date at the club. */
    public LocalDate today() {
        return LocalDate.now(clock.withZone(zone));
    }
}
