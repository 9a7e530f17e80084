package org.tavolo.security;

import io.quarkus.security.credential.TokenCredential;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpCredentialTransport;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Signs in a request that carries an organizer's API token as {@code Authorization: Bearer …}
 * ({@link ApiTokens}). A request with any other Authorization header, or none, is left to HTTP Basic
 * and the session cookie, and so is a circuit club's key; one with a token that is unknown, revoked or of a disabled account is
 * refused with 401 ({@link ApiChallenge} answers the challenge).
 */
@ApplicationScoped
public class BearerToken implements HttpAuthenticationMechanism {

    private static final String SCHEME = "Bearer ";

    /** What starts a circuit club's key (org.tavolo.circuit.CircuitService.KEY_PREFIX). */
    static final String CLUB_KEY_PREFIX = "tvc_";

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String header = context.request().getHeader("Authorization");
        if (header == null
                || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())
                || isClubKey(header.substring(SCHEME.length()).strip())) {
            return Uni.createFrom().nullItem();
        }
        TokenAuthenticationRequest request = new TokenAuthenticationRequest(
                new TokenCredential(header.substring(SCHEME.length()).strip(), "bearer"));
        HttpSecurityUtils.setRoutingContextAttribute(request, context);
        return identities.authenticate(request);
    }

    /**
     * A circuit club's key ({@code tvc_…}, docs/security.md#club-keys) signs nobody in: the circuit checks it on the
     * one path that takes it, which is open to anyone (the result file's submission).
     */
    private static boolean isClubKey(String token) {
        return token.startsWith(CLUB_KEY_PREFIX);
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().nullItem();
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(TokenAuthenticationRequest.class);
    }

    @Override
    public Uni<HttpCredentialTransport> getCredentialTransport(RoutingContext context) {
        return Uni.createFrom().item(new HttpCredentialTransport(HttpCredentialTransport.Type.AUTHORIZATION, "bearer"));
    }

    @Override
    public int getPriority() {
        return 3000;
    }
}
