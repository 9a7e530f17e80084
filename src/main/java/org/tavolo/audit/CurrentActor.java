package org.tavolo.audit;

import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Who is making the current request, from the JAX-RS security context: the signed-in user's name,
 * or {@value #ANONYMOUS} until sign-in exists. When roles arrive nothing here needs to change.
 */
@RequestScoped
public class CurrentActor {

    public static final String ANONYMOUS = "anonymous";

    private String name = ANONYMOUS;

    public String name() {
        return name;
    }

    void identify(SecurityContext security) {
        Principal principal = security == null ? null : security.getUserPrincipal();
        name = principal == null
                        || principal.getName() == null
                        || principal.getName().isBlank()
                ? ANONYMOUS
                : principal.getName();
    }

    /** Reads the identity of every request before it reaches a resource. */
    static class Filter {

        private final CurrentActor actor;

        Filter(CurrentActor actor) {
            this.actor = actor;
        }

        @ServerRequestFilter
        public void identify(ContainerRequestContext request) {
            actor.identify(request.getSecurityContext());
        }
    }
}
