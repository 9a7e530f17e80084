package org.tavolo.security;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * A refused sign-in at the form goes back to the sign-in page ({@code quarkus.http.auth.form.error-page});
 * when it was a director's code, typed by hand or filled in by the QR code, the way back names it
 * ({@code &code=…}), so that the page keeps it for the next try and can say when the access has ended
 * (docs/security.md#director-accesses). The PIN is never kept.
 */
@ApplicationScoped
class SignInCodeKept {

    void register(@Observes Router router) {
        // before the form's sign-in handler, which answers the post itself
        router.post("/j_security_check").order(Integer.MIN_VALUE).handler(rc -> {
            rc.addHeadersEndHandler(v -> keepCode(rc));
            rc.next();
        });
    }

    private static void keepCode(RoutingContext rc) {
        String back = rc.response().headers().get("Location");
        if (back == null || !back.contains("/login?error") || back.contains("code=")) {
            return;
        }
        String typed = rc.request().formAttributes().get("j_username");
        String code = typed == null ? "" : SignIn.normalized(typed);
        if (SignIn.isDirectorCode(code)) {
            rc.response().headers().set("Location", back + "&code=" + URLEncoder.encode(code, StandardCharsets.UTF_8));
        }
    }
}
