package org.tavolo.security;

import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The sign-in form is taken only from a page of this server (docs/security.md#sign-in-from-this-site). A form posted
 * from another site with the attacker's own credentials would otherwise sign the visitor's browser in as the attacker
 * (login CSRF), and what the visitor then typed would land in the attacker's account. Such a post is sent back to the
 * sign-in page, signing nobody in and counting no try.
 */
@ApplicationScoped
class SignInFromThisSite {

    private final String formAction;

    SignInFromThisSite(
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
                    String formAction) {
        this.formAction = formAction;
    }

    void register(@Observes Router router) {
        // before the form's sign-in handler, which answers the post itself
        router.post(formAction).order(Integer.MIN_VALUE).handler(rc -> {
            if (SameOrigin.fromAnotherSite(rc.request())) {
                rc.response().setStatusCode(303).putHeader("Location", "/login").end();
            } else {
                rc.next();
            }
        });
    }
}
