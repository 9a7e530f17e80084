package org.tavolo.security;

import java.time.Instant;

/** An organizer's account as the accounts page shows it: never its password. */
public record OrganizerView(long id, String username, Instant createdAt, boolean disabled) {

    static OrganizerView from(Organizer o) {
        return new OrganizerView(o.id, o.username(), o.createdAt(), o.disabled());
    }
}
