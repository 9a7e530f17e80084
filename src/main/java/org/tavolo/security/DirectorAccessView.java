package org.tavolo.security;

import java.time.Instant;

/**
 * A director access as organizers see it. The PIN is only in the answer that issues the access.
 *
 * @param signInUrl the sign-in page with the code filled in, at the public address, which the QR
 *     code opens
 */
public record DirectorAccessView(
        long id,
        String code,
        String label,
        Integer table,
        String pin,
        Instant expiresAt,
        Instant revokedAt,
        boolean locked,
        int failedAttempts,
        String signInUrl) {

    /** Whether the organizer gave the access a label of its own (else the pages name the table it serves). */
    public boolean labelled() {
        return !label.equals(DirectorAccesses.defaultLabel(table));
    }

    /**
     * Whether the access has ended: its time is up, which is also when its tournament finished
     * ({@link AccessEnds} moves the expiry to the finish). Said apart from revoked and locked.
     */
    public boolean ended() {
        return revokedAt == null && expiresAt != null && !expiresAt.isAfter(Instant.now());
    }

    static DirectorAccessView from(DirectorAccess a, String pin, String baseUrl) {
        return new DirectorAccessView(
                a.id,
                a.code(),
                a.label(),
                a.tableNo(),
                pin,
                a.expiresAt(),
                a.revokedAt(),
                a.locked(),
                a.failedAttempts(),
                signInUrl(baseUrl, a.code()));
    }

    static String signInUrl(String baseUrl, String code) {
        return (baseUrl.endsWith("/") ? baseUrl : baseUrl + "/") + "login?code=" + code;
    }
}
