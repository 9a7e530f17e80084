package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/security.md#how-it-works: outside dev mode and tests the session cookie is Secure. */
@QuarkusTest
@TestProfile(SecureCookieTest.AsInProduction.class)
class SecureCookieTest {

    public static class AsInProduction implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tavolo.security.secure-cookie", "true");
        }
    }

    @Test
    void theSessionCookieIsSentOverHttpsOnly() {
        String session = Directors.sessionCookieHeader(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        assertTrue(session.toLowerCase(Locale.ROOT).contains("; secure"), session);
    }
}
