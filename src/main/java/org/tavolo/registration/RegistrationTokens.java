package org.tavolo.registration;

import java.security.SecureRandom;
import java.util.Base64;
import org.tavolo.common.text.Sha256;

/**
 * The private page's tokens: 256 random bits from {@link SecureRandom}, written in 43 URL-safe characters, given to the
 * player once; only their SHA-256 is stored, so the database alone opens no page (docs/registration.md#the-token).
 */
final class RegistrationTokens {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int BYTES = 32;

    private RegistrationTokens() {}

    static String fresh() {
        byte[] bytes = new byte[BYTES];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The hash a token is stored and looked up by; any text has one, so a malformed token is looked up as any other. */
    static String hash(String token) {
        return Sha256.of(token == null ? "" : token);
    }
}
