package org.tavolo.security;

import io.quarkus.security.identity.SecurityIdentity;
import java.util.regex.Pattern;

/**
 * What each way of signing in reaches (docs/security.md#account-pages). An API token is for scripts
 * calling the API: it reaches {@code /api/**}, but not {@code /api/tokens}, so that a token can
 * neither make more tokens nor outlive its revocation through them, and no page. The account pages
 * (passwords, new organizers, API tokens) take only a session opened at the sign-in form, never
 * HTTP Basic or a token: credentials a script holds must not take over an account or add one, and
 * a session's changes are held to the same-origin check ({@link SameOrigin}). Everything else takes
 * any way of signing in.
 */
final class CredentialScope {

    private static final Pattern API = Pattern.compile("/api/.*");
    private static final Pattern TOKENS = Pattern.compile("/api/tokens(/.*)?");
    private static final Pattern ACCOUNT_PAGES = Pattern.compile("/organizer/(accounts|tokens)(/.*)?");

    private CredentialScope() {}

    /** Whether the way {@code who} signed in reaches {@code path}. */
    static boolean admits(String path, SecurityIdentity who) {
        if (Boolean.TRUE.equals(who.getAttribute(Roles.TOKEN))) {
            return API.matcher(path).matches() && !TOKENS.matcher(path).matches();
        }
        if (ACCOUNT_PAGES.matcher(path).matches()) {
            return who.getAttribute(Roles.SESSION) != null;
        }
        return true;
    }
}
