package org.tavolo.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Predicate;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * HTTP Basic credentials checked lately (docs/security.md#http-basic): a script that sends its
 * username and password on every call costs one bcrypt check per {@code
 * tavolo.security.basic-check-memory}, not one per call. A remembered check is keyed by the
 * username and a keyed hash of the password (HMAC-SHA-256 under a key that lives only in this
 * instance's memory), and holds only while the account's credential version is unchanged and it
 * may still sign in, which the caller asks the database on each use: a password change or a
 * disabled account ends it at once on every instance.
 */
@ApplicationScoped
class BasicChecks {

    private final Cache<String, Caller> remembered;
    private final SecretKeySpec key;

    BasicChecks(SecurityConfig config) {
        this.remembered = Caffeine.newBuilder()
                .expireAfterWrite(config.basicCheckMemory())
                .maximumSize(10_000)
                .build();
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        this.key = new SecretKeySpec(secret, "HmacSHA256");
    }

    /** The caller these credentials proved to be lately, if that still holds by {@code stillGood}. */
    Optional<Caller> recall(String user, String password, Predicate<Caller> stillGood) {
        String k = key(user, password);
        Caller caller = remembered.getIfPresent(k);
        if (caller == null) {
            return Optional.empty();
        }
        if (!stillGood.test(caller)) {
            remembered.invalidate(k);
            return Optional.empty();
        }
        return Optional.of(caller);
    }

    void remember(String user, String password, Caller caller) {
        remembered.put(key(user, password), caller);
    }

    private String key(String user, String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return user + "\n" + HexFormat.of().formatHex(mac.doFinal(password.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA-256 is part of every Java runtime", e);
        }
    }
}
