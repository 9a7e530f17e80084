package org.tavolo.security;

import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;

/**
 * Who a sign-in proved to be: an organizer, or a director access scoped to a tournament and maybe a
 * table. The name is what the audit trail shows.
 *
 * @param accountId the organizer's or the access's id
 * @param credentialVersion the organizer's credential version at the check (0 for an access, whose
 *     PIN never changes)
 */
record Caller(String name, String role, Long tournamentId, Integer tableNo, long accountId, long credentialVersion) {

    static Caller organizer(Organizer organizer) {
        return new Caller(
                organizer.username(), Roles.ORGANIZER, null, null, organizer.id, organizer.credentialVersion());
    }

    static Caller director(DirectorAccess access) {
        return new Caller(
                access.principalName(), Roles.DIRECTOR, access.tournamentId(), access.tableNo(), access.id, 0);
    }

    /** A session whose organizer or access may no longer sign in: a name without any role. */
    static SecurityIdentity ended(String name) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(name))
                .build();
    }

    /** The identity of a request signed in by its own username and password (HTTP Basic). */
    SecurityIdentity identity() {
        return builder(name).build();
    }

    /** The identity of a request signed in by an API token, which reaches the API only. */
    SecurityIdentity byToken() {
        return builder(name).addAttribute(Roles.TOKEN, Boolean.TRUE).build();
    }

    /**
     * The identity a sign-in at the form hands to Quarkus, which writes its name into the session
     * cookie: the session's id, a space, then the caller's name ({@link SessionName}).
     */
    SecurityIdentity atSignIn(String sessionId) {
        return builder(SessionName.of(sessionId, name)).build();
    }

    /** The identity of a request signed in by the session cookie of session {@code sessionId}. */
    SecurityIdentity inSession(String sessionId) {
        return builder(name).addAttribute(Roles.SESSION, sessionId).build();
    }

    private QuarkusSecurityIdentity.Builder builder(String principal) {
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(principal))
                .addRole(role);
        if (tournamentId != null) {
            builder.addAttribute(Roles.TOURNAMENT, tournamentId);
        }
        if (tableNo != null) {
            builder.addAttribute(Roles.TABLE, tableNo);
        }
        return builder;
    }
}
