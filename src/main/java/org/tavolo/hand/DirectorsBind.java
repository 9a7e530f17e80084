package org.tavolo.hand;

import io.quarkus.arc.Arc;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.ledger.BindingRequired;
import org.tavolo.security.Roles;

/**
 * A table's director names what each of his changes was made against; the organizer may leave it out
 * (docs/errors.md#entries-bound-to-what-was-seen). A change made outside a request (a script, a test calling a
 * service) has no caller to hold to it.
 */
@ApplicationScoped
class DirectorsBind implements BindingRequired {

    private final SecurityIdentity identity;

    DirectorsBind(SecurityIdentity identity) {
        this.identity = identity;
    }

    @Override
    public boolean ofCaller() {
        return Arc.container().requestContext().isActive() && identity.hasRole(Roles.DIRECTOR);
    }
}
