package org.tavolo.security;

import java.time.Instant;

/**
 * An API token as its organizer sees it: never its secret, which only the answer that makes it
 * carries ({@code token}).
 */
public record ApiTokenView(long id, String label, Instant createdAt, Instant revokedAt, String token) {

    static ApiTokenView from(ApiToken t) {
        return new ApiTokenView(t.id, t.label(), t.createdAt(), t.revokedAt(), null);
    }

    static ApiTokenView created(ApiTokens.Created c) {
        ApiToken t = c.token();
        return new ApiTokenView(t.id, t.label(), t.createdAt(), t.revokedAt(), c.secret());
    }
}
