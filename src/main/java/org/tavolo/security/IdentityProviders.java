package org.tavolo.security;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The two ways Quarkus asks who someone is: a username and password (the sign-in form and HTTP
 * Basic), and a name from a session cookie, which is checked again on every request so that a
 * disabled account, a revoked or expired access ends at once. An ended session keeps its name but
 * no role, so it may only do what the public may (failing it instead would send the browser from
 * the sign-in page back to the sign-in page, since the form's challenge is a redirect there).
 */
final class IdentityProviders {

    private IdentityProviders() {}

    @ApplicationScoped
    static class Password implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

        private final SignIn signIn;

        Password(SignIn signIn) {
            this.signIn = signIn;
        }

        @Override
        public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
            return UsernamePasswordAuthenticationRequest.class;
        }

        @Override
        public Uni<SecurityIdentity> authenticate(
                UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
            String address = address(HttpSecurityUtils.getRoutingContextAttribute(request));
            String secret = new String(request.getPassword().getPassword());
            return context.runBlocking(() -> signIn.withPassword(request.getUsername(), secret, address)
                    .map(Caller::identity)
                    .orElseThrow(AuthenticationFailedException::new));
        }

        private static String address(RoutingContext rc) {
            return rc == null || rc.request().remoteAddress() == null
                    ? "unknown"
                    : rc.request().remoteAddress().hostAddress();
        }
    }

    @ApplicationScoped
    static class Session implements IdentityProvider<TrustedAuthenticationRequest> {

        private final SignIn signIn;

        Session(SignIn signIn) {
            this.signIn = signIn;
        }

        @Override
        public Class<TrustedAuthenticationRequest> getRequestType() {
            return TrustedAuthenticationRequest.class;
        }

        @Override
        public Uni<SecurityIdentity> authenticate(
                TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
            return context.runBlocking(() -> signIn.fromSession(request.getPrincipal())
                    .map(Caller::identity)
                    .orElseGet(() -> Caller.ended(request.getPrincipal())));
        }
    }
}
