package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.Blank;
import org.tavolo.common.text.Sha256;

/**
 * Organizers' API tokens (docs/security.md#api-tokens): 32 random bytes, shown once, kept as a
 * SHA-256 hash, which is all a check needs (a token is long and random, so a fast hash is enough,
 * unlike a password).
 */
@ApplicationScoped
public class ApiTokens {

    /** A new token and its secret, which is shown once and never stored in clear. */
    public record Created(ApiToken token, String secret) {}

    private final SecureRandom random = new SecureRandom();
    private final AuditTrail audit;
    private final Clock clock;

    ApiTokens(AuditTrail audit, Clock clock) {
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    public Created create(String username, String label) {
        String name = label == null ? "" : label.strip();
        if (Blank.isBlank(name) || name.length() > 100) {
            throw ProblemException.badRequest(
                    "invalid-label", "A token's label has 1 to 100 characters.", Map.of("field", "label"));
        }
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        ApiToken token = ApiToken.create(organizer(username).id, name, hash(secret), clock.instant());
        token.persist();
        audit.record(null, "api-token.created", username + ": " + name);
        return new Created(token, secret);
    }

    /** Makes a token and returns it as shown once, with its secret. */
    @Transactional
    public ApiTokenView createShown(String username, String label) {
        return ApiTokenView.created(create(username, label));
    }

    /** The caller's tokens as shown to them, never with a secret. */
    public List<ApiTokenView> viewsOf(String username) {
        return of(username).stream().map(ApiTokenView::from).toList();
    }

    @Transactional
    public List<ApiToken> of(String username) {
        return ApiToken.of(organizer(username).id);
    }

    @Transactional
    public ApiToken revoke(String username, long id) {
        ApiToken token = ApiToken.forChange(organizer(username).id, id)
                .orElseThrow(() -> ProblemException.notFound("API token", id));
        token.revoke(clock.instant());
        audit.record(null, "api-token.revoked", username + ": " + token.label());
        return token;
    }

    /** Who a token signs in: its organizer, while the token is not revoked and the account is enabled. */
    @ActivateRequestContext
    Optional<Caller> caller(String secret) {
        if (secret == null || secret.isEmpty() || secret.length() > 200) {
            return Optional.empty();
        }
        return QuarkusTransaction.requiringNew()
                .call(() -> ApiToken.holder(hash(secret)).map(Caller::organizer));
    }

    private static Organizer organizer(String username) {
        return Organizer.byUsername(username).orElseThrow(() -> ProblemException.notFound("organizer", username));
    }

    static String hash(String secret) {
        return Sha256.of(secret);
    }
}
