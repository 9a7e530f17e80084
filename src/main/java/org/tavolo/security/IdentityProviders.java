package org.tavolo.security;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The three ways Quarkus asks who someone is: a username and password (the sign-in form, which
 * opens a session, and HTTP Basic), a name from a session cookie, whose session is checked again on
 * every request so that signing out, a password change, a disabled account, a revoked or expired
 * access end it at once, and an API token. An ended session keeps its name but no role, so it may
 * only do what the public may (failing it instead would send the browser from the sign-in page back
 * to the sign-in page, since the form's challenge is a redirect there).
 */
final class IdentityProviders {

    private IdentityProviders() {}

    @ApplicationScoped
    static class Password implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

        private final SignIn signIn;
        private final String formAction;

        Password(
                SignIn signIn,
                @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
                        String formAction) {
            this.signIn = signIn;
            this.formAction = formAction;
        }

        @Override
        public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
            return UsernamePasswordAuthenticationRequest.class;
        }

        @Override
        public Uni<SecurityIdentity> authenticate(
                UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
            RoutingContext rc = HttpSecurityUtils.getRoutingContextAttribute(request);
            String address = address(rc);
            String user = request.getUsername();
            String secret = new String(request.getPassword().getPassword());
            if (atForm(rc)) {
                return context.runBlocking(
                        () -> signIn.atForm(user, secret, address).orElseThrow(AuthenticationFailedException::new));
            }
            return context.runBlocking(() -> signIn.overBasic(user, secret, address)
                    .map(Caller::identity)
                    .orElseThrow(AuthenticationFailedException::new));
        }

        private boolean atForm(RoutingContext rc) {
            return rc != null
                    && rc.request().getHeader("Authorization") == null
                    && rc.normalizedPath().equals(formAction);
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
            SessionName kept = SessionName.parse(request.getPrincipal());
            return context.runBlocking(() -> signIn.fromSession(kept.sessionId())
                    .map(caller -> caller.inSession(kept.sessionId()))
                    .orElseGet(() -> Caller.ended(kept.name())));
        }
    }

    @ApplicationScoped
    static class Token implements IdentityProvider<TokenAuthenticationRequest> {

        private final ApiTokens tokens;

        Token(ApiTokens tokens) {
            this.tokens = tokens;
        }

        @Override
        public Class<TokenAuthenticationRequest> getRequestType() {
            return TokenAuthenticationRequest.class;
        }

        @Override
        public Uni<SecurityIdentity> authenticate(
                TokenAuthenticationRequest request, AuthenticationRequestContext context) {
            String token = request.getToken().getToken();
            return context.runBlocking(
                    () -> tokens.caller(token).map(Caller::byToken).orElseThrow(AuthenticationFailedException::new));
        }
    }
}
