package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;

/** The stored id of an organizer account, for tests that press its buttons. */
public final class OrganizerIds {

    private OrganizerIds() {}

    public static long of(String username) {
        return QuarkusTransaction.requiringNew()
                .call(() -> Organizer.byUsername(username).orElseThrow().id);
    }
}
