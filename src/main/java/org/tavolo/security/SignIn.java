package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Checks a username and password, or a director code and PIN, and finds who a session cookie names.
 * Every try claims its place in the slow-down first ({@link SignInThrottle}); wrong PINs count
 * towards locking the access, one statement each, and a right PIN stands only if the access is
 * still usable at the moment it is accepted.
 */
@ApplicationScoped
public class SignIn {

    /**
     * The cookie that keeps, for the sign-in page only and for a few minutes, the username of an organizer's refused
     * sign-in, so that the page shows it again (docs/security.md#director-accesses); never the password.
     */
    public static final String USER_KEPT = "tavolo-sign-in-user";

    private final Passwords passwords;
    private final SignInThrottle throttle;
    private final AccessEnds ends;
    private final Sessions sessions;
    private final BasicChecks basic;

    SignIn(Passwords passwords, SignInThrottle throttle, AccessEnds ends, Sessions sessions, BasicChecks basic) {
        this.passwords = passwords;
        this.throttle = throttle;
        this.ends = ends;
        this.sessions = sessions;
        this.basic = basic;
    }

    /** A sign-in at the form: the identity whose name the session cookie keeps, with a new session's id. */
    @ActivateRequestContext
    Optional<SecurityIdentity> atForm(String user, String secret, String address) {
        String name = normalized(user);
        return oneAtATime(name, () -> check(name, secret, address))
                .map(caller -> caller.atSignIn(sessions.open(caller)));
    }

    /** A call over HTTP Basic: a check made lately ({@link BasicChecks}) is not made again at bcrypt cost. */
    @ActivateRequestContext
    Optional<Caller> overBasic(String user, String secret, String address) {
        String name = normalized(user);
        Optional<Caller> recalled = basic.recall(name, secret, this::stillSignsIn);
        if (recalled.isPresent()) {
            return recalled;
        }
        return oneAtATime(
                name, () -> basic.recall(name, secret, this::stillSignsIn).or(() -> {
                    Optional<Caller> caller = check(name, secret, address);
                    caller.ifPresent(c -> basic.remember(name, secret, c));
                    return caller;
                }));
    }

    /**
     * Checks of one name run one at a time in an instance, whatever the door: requests sent at once with the right
     * password wait for the first check (over HTTP Basic, and are let in by the check it remembers) rather than each
     * claiming a guess of the slow-down; guesses sent at once count as guesses sent in turn.
     */
    private static <T> T oneAtATime(String name, Supplier<T> check) {
        synchronized (CHECKING[Math.floorMod(name.hashCode(), CHECKING.length)]) {
            return check.get();
        }
    }

    /** The locks of the names' checks, a name's stripe shared with the names of the same hash. */
    private static final Object[] CHECKING =
            java.util.stream.Stream.generate(Object::new).limit(64).toArray();

    /** Who the session {@code sessionId} signs in, if it is still open and its holder may still sign in. */
    @ActivateRequestContext
    Optional<Caller> fromSession(String sessionId) {
        return sessions.find(sessionId);
    }

    /**
     * Whether a director code names an access that has ended (its tournament over, its time up or
     * revoked; not one locked by wrong PINs, which an organizer unlocks): the sign-in says so rather
     * than asking to check what was typed.
     */
    @ActivateRequestContext
    public boolean hasEnded(String code) {
        String name = normalized(code);
        if (!isDirectorCode(name)) {
            return false;
        }
        return QuarkusTransaction.requiringNew().call(() -> DirectorAccess.byCode(name)
                .filter(access -> !access.locked() && !ends.usable(access))
                .isPresent());
    }

    /** Who these credentials prove to be, or empty: unknown, wrong, disabled, locked, or asked too soon. */
    private Optional<Caller> check(String name, String secret, String address) {
        if (!throttle.claim(name, address)) {
            return Optional.empty();
        }
        Optional<Caller> caller = isDirectorCode(name) ? director(name, secret) : organizer(name, secret);
        caller.ifPresent(c -> throttle.succeeded(name, address));
        return caller;
    }

    private boolean stillSignsIn(Caller caller) {
        return QuarkusTransaction.requiringNew()
                .call(() -> caller.role().equals(Roles.ORGANIZER)
                        ? Organizer.stillSignsIn(caller.accountId(), caller.credentialVersion())
                        : DirectorAccess.<DirectorAccess>findByIdOptional(caller.accountId())
                                .filter(ends::usable)
                                .isPresent());
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
        Optional<DirectorAccess> found = QuarkusTransaction.requiringNew()
                .call(() -> DirectorAccess.byCode(code).filter(ends::usable));
        if (found.isEmpty()) {
            passwords.checkAgainstNothing(pin);
            return Optional.empty();
        }
        DirectorAccess access = found.get();
        if (!passwords.matches(pin, access.pinHash())) {
            QuarkusTransaction.requiringNew().run(() -> DirectorAccess.countWrongPin(access.id));
            return Optional.empty();
        }
        boolean stands = QuarkusTransaction.requiringNew().call(() -> DirectorAccess.acceptRightPin(access.id));
        return stands ? Optional.of(Caller.director(access)) : Optional.empty();
    }

    public static boolean isDirectorCode(String name) {
        return DirectorAccess.CODE.matcher(name).matches();
    }

    /** Director codes are accepted in any case; organizer usernames are lower case. */
    public static String normalized(String user) {
        String trimmed = user == null ? "" : user.strip();
        String upper = trimmed.toUpperCase(Locale.ROOT);
        return isDirectorCode(upper) ? upper : trimmed;
    }
}
