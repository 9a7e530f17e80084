package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.util.Locale;
import java.util.Optional;

/**
 * Checks a username and password, or a director code and PIN, and finds who a session cookie names.
 * Wrong PINs count towards locking the access; every failure counts towards the slow-down.
 */
@ApplicationScoped
public class SignIn {

    private final Passwords passwords;
    private final SignInThrottle throttle;
    private final AccessEnds ends;

    SignIn(Passwords passwords, SignInThrottle throttle, AccessEnds ends) {
        this.passwords = passwords;
        this.throttle = throttle;
        this.ends = ends;
    }

    /** Who these credentials prove to be, or empty: unknown, wrong, disabled, locked, or asked too soon. */
    Optional<Caller> withPassword(String user, String secret, String address) {
        String name = normalized(user);
        if (throttle.mustWait(name, address)) {
            return Optional.empty();
        }
        Optional<Caller> caller = isDirectorCode(name) ? director(name, secret) : organizer(name, secret);
        if (caller.isPresent()) {
            throttle.succeeded(name);
        } else {
            throttle.failed(name, address);
        }
        return caller;
    }

    /**
     * Who a session cookie names, if that organizer or access may still sign in now. Asked on every
     * request, so it only reads, outside any transaction (one statement for an organizer); an access
     * whose tournament is over is ended in a transaction of its own ({@link AccessEnds#usable}).
     */
    @ActivateRequestContext
    Optional<Caller> fromSession(String principalName) {
        String code = principalName.split(" ", 2)[0];
        if (isDirectorCode(code)) {
            return DirectorAccess.byCode(code).filter(ends::usable).map(Caller::director);
        }
        return Organizer.byUsername(principalName).filter(o -> !o.disabled()).map(Caller::organizer);
    }

    private Optional<Caller> organizer(String username, String password) {
        Optional<Organizer> organizer = QuarkusTransaction.requiringNew()
                .call(() -> Organizer.byUsername(username).filter(o -> !o.disabled()));
        if (organizer.isEmpty()) {
            passwords.checkAgainstNothing(password);
            return Optional.empty();
        }
        return passwords.matches(password, organizer.get().passwordHash())
                ? organizer.map(Caller::organizer)
                : Optional.empty();
    }

    private Optional<Caller> director(String code, String pin) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Optional<DirectorAccess> found = DirectorAccess.byCode(code);
            if (found.isEmpty() || !ends.usable(found.get())) {
                passwords.checkAgainstNothing(pin);
                return Optional.<Caller>empty();
            }
            DirectorAccess access = found.get();
            if (!passwords.matches(pin, access.pinHash())) {
                access.wrongPin();
                return Optional.<Caller>empty();
            }
            access.rightPin();
            return Optional.of(Caller.director(access));
        });
    }

    static boolean isDirectorCode(String name) {
        return DirectorAccess.CODE.matcher(name).matches();
    }

    /** Director codes are accepted in any case; organizer usernames are lower case. */
    static String normalized(String user) {
        String trimmed = user == null ? "" : user.strip();
        String upper = trimmed.toUpperCase(Locale.ROOT);
        return isDirectorCode(upper) ? upper : trimmed;
    }
}
