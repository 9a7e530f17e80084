package org.tavolo.security;

import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Asks callers of the API who are not signed in for credentials with 401, a Basic challenge and a
 * problem document ({@link ApiRefusals}), where the sign-in form would redirect them to a page; the
 * pages keep the redirect to {@code /login}. It authenticates nobody itself.
 */
@ApplicationScoped
public class ApiChallenge implements HttpAuthenticationMechanism {

    private final ApiRefusals refusals;

    ApiChallenge(ApiRefusals refusals) {
        this.refusals = refusals;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identityProviderManager) {
        return Uni.createFrom().nullItem();
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        if (!ApiRefusals.isApi(context)) {
            return Uni.createFrom().nullItem();
        }
        return Uni.createFrom().item(new ChallengeData(401, "WWW-Authenticate", ApiRefusals.BASIC_CHALLENGE));
    }

    /** Answers the challenge itself on the API, with its problem document; elsewhere leaves it to the form. */
    @Override
    public Uni<Boolean> sendChallenge(RoutingContext context) {
        if (!ApiRefusals.isApi(context)) {
            return Uni.createFrom().item(false);
        }
        refusals.challenge(context);
        return Uni.createFrom().item(true);
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of();
    }

    @Override
    public int getPriority() {
        return 5000;
    }
}
