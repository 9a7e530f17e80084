package org.tavolo.security;

import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;

/** Salted bcrypt hashes of passwords and PINs (Elytron's implementation); the clear text is never kept. */
@ApplicationScoped
public class Passwords {

    private final int cost;
    private final String decoy;

    Passwords(SecurityConfig config) {
        this.cost = config.bcryptCost();
        this.decoy = BcryptUtil.bcryptHash("no one signs in with this", cost);
    }

    public String hash(String secret) {
        return BcryptUtil.bcryptHash(secret, cost);
    }

    public boolean matches(String secret, String hash) {
        return BcryptUtil.matches(secret, hash);
    }

    /** Spends the time of a real check, so that an unknown name answers as slowly as a wrong password. */
    public void checkAgainstNothing(String secret) {
        BcryptUtil.matches(secret, decoy);
    }
}
