package org.tavolo.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import org.junit.jupiter.api.Test;

class CurrentActorTest {

    private static SecurityContext signedInAs(String name) {
        return new SecurityContext() {
            @Override
            public Principal getUserPrincipal() {
                return name == null ? null : () -> name;
            }

            @Override
            public boolean isUserInRole(String role) {
                return false;
            }

            @Override
            public boolean isSecure() {
                return false;
            }

            @Override
            public String getAuthenticationScheme() {
                return null;
            }
        };
    }

    @Test
    void actorIsTheSignedInUserOnceSignInExists() {
        CurrentActor actor = new CurrentActor();
        actor.identify(signedInAs("marco.director"));
        assertEquals("marco.director", actor.name());
    }

    @Test
    void actorIsAnonymousWithoutASignedInUser() {
        CurrentActor actor = new CurrentActor();
        actor.identify(signedInAs(null));
        assertEquals("anonymous", actor.name());
        actor.identify(null);
        assertEquals("anonymous", actor.name());
    }
}
