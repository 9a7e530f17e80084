package org.tavolo.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * A refused sign-in at the form goes back to the sign-in page ({@code quarkus.http.auth.form.error-page}) with what
 * was typed kept for the next try (docs/security.md#director-accesses). A director's code, typed by hand or filled in
 * by the QR code, is named in the way back ({@code &code=…}), so that the page can also say when the access has
 * ended. An organizer's username is not put in the address (kept in the browser's history, it would keep a password
 * typed in the wrong field): it travels in a cookie of its own ({@link SignIn#USER_KEPT}) that only the sign-in page
 * reads, for a few minutes, and that the page forgets once it has shown it. The password or PIN is never kept.
 */
@ApplicationScoped
class SignInCodeKept {

    /** How long the username of a refused sign-in is kept for the page that shows it again, in seconds. */
    private static final int USER_KEPT_SECONDS = 120;
    /** The longest username kept: longer is no username of this service. */
    private static final int USER_KEPT_LENGTH = 200;

    private final boolean secure;

    SignInCodeKept(SecurityConfig config) {
        this.secure = config.secureCookie();
    }

    void register(@Observes Router router) {
        // before the form's sign-in handler, which answers the post itself
        router.post("/j_security_check").order(Integer.MIN_VALUE).handler(rc -> {
            rc.addHeadersEndHandler(v -> keepTyped(rc));
            rc.next();
        });
    }

    private void keepTyped(RoutingContext rc) {
        String back = rc.response().headers().get("Location");
        if (back == null || !back.contains("/login?error") || back.contains("code=")) {
            return;
        }
        String typed = rc.request().formAttributes().get("j_username");
        String user = typed == null ? "" : SignIn.normalized(typed);
        if (SignIn.isDirectorCode(user)) {
            rc.response().headers().set("Location", back + "&code=" + URLEncoder.encode(user, StandardCharsets.UTF_8));
        } else if (!user.isEmpty() && user.length() <= USER_KEPT_LENGTH) {
            Cookie kept = Cookie.cookie(SignIn.USER_KEPT, URLEncoder.encode(user, StandardCharsets.UTF_8))
                    .setPath("/login")
                    .setMaxAge(USER_KEPT_SECONDS)
                    .setHttpOnly(true)
                    .setSameSite(CookieSameSite.STRICT)
                    .setSecure(secure);
            rc.response().headers().add("Set-Cookie", kept.encode());
        }
    }
}
