package org.tavolo.security;

import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;

/**
 * Who a sign-in proved to be: an organizer, or a director access scoped to a tournament and maybe a
 * table. The name is what the session cookie keeps and the audit trail shows.
 */
record Caller(String name, String role, Long tournamentId, Integer tableNo) {

    static Caller organizer(Organizer organizer) {
        return new Caller(organizer.username(), Roles.ORGANIZER, null, null);
    }

    static Caller director(DirectorAccess access) {
        return new Caller(access.principalName(), Roles.DIRECTOR, access.tournamentId(), access.tableNo());
    }

    /** A session whose organizer or access may no longer sign in: a name without any role. */
    static SecurityIdentity ended(String name) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(name))
                .build();
    }

    SecurityIdentity identity() {
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(name))
                .addRole(role);
        if (tournamentId != null) {
            builder.addAttribute(Roles.TOURNAMENT, tournamentId);
        }
        if (tableNo != null) {
            builder.addAttribute(Roles.TABLE, tableNo);
        }
        return builder.build();
    }
}
