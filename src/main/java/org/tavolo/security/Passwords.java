package org.tavolo.security;

import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Salted bcrypt hashes of passwords and PINs (Elytron's implementation); the clear text is never kept.
 * Each verification is counted, so that what leans on avoiding them (the HTTP Basic check, the
 * slow-down of guesses) can be shown to.
 */
@ApplicationScoped
public class Passwords {

    private final int cost;
    private final String decoy;
    private final AtomicLong verifications = new AtomicLong();

    Passwords(SecurityConfig config) {
        this.cost = config.bcryptCost();
        this.decoy = BcryptUtil.bcryptHash("no one signs in with this", cost);
    }

    public String hash(String secret) {
        return BcryptUtil.bcryptHash(secret, cost);
    }

    public boolean matches(String secret, String hash) {
        verifications.incrementAndGet();
        return BcryptUtil.matches(secret, hash);
    }

    /** Spends the time of a real check, so that an unknown name answers as slowly as a wrong password. */
    public void checkAgainstNothing(String secret) {
        verifications.incrementAndGet();
        BcryptUtil.matches(secret, decoy);
    }

    /** How many passwords and PINs this instance has checked against a bcrypt hash since it started. */
    public long verifications() {
        return verifications.get();
    }
}
