package org.tavolo.circuit;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/** A club of a circuit; {@code key} only in the answer that made it, the one time it is shown. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ClubView(long id, String name, String key, Instant revokedAt) {

    static ClubView of(CircuitClub club, String key) {
        return new ClubView(club.id, club.name(), key, club.revokedAt());
    }
}
