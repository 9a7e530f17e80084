package org.tavolo.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;

/**
 * Organizer accounts: add one, change its password, disable or enable it. Reached only from the
 * account pages, by an organizer signed in at the form ({@link CredentialScope}).
 */
@ApplicationScoped
public class Accounts {

    static final int MIN_PASSWORD_LENGTH = 10;

    private final Passwords passwords;
    private final SignInThrottle throttle;
    private final AuditTrail audit;
    private final Clock clock;

    Accounts(Passwords passwords, SignInThrottle throttle, AuditTrail audit, Clock clock) {
        this.passwords = passwords;
        this.throttle = throttle;
        this.audit = audit;
        this.clock = clock;
    }

    public List<Organizer> list() {
        return Organizer.all();
    }

    /** The club's organizers, as the accounts page shows them. */
    public List<OrganizerView> views() {
        return list().stream().map(OrganizerView::from).toList();
    }

    @Transactional
    public Organizer add(String username, String password, String why) {
        if (username == null || !Organizer.USERNAME.matcher(username).matches()) {
            throw ProblemException.badRequest(
                    "invalid-username",
                    "A username is 2 to 40 lower-case letters, digits, dots or underscores.",
                    Map.of("field", "username"));
        }
        checkPassword(password);
        if (Organizer.byUsername(username).isPresent()) {
            throw ProblemException.conflict("username-taken", "There is already an organizer named " + username + ".");
        }
        Organizer organizer = Organizer.create(username, passwords.hash(password), clock.instant());
        organizer.persist();
        audit.record(null, "organizer.added", username + " (" + why + ")");
        return organizer;
    }

    /**
     * Sets the password of organizer {@code id} (the signed-in organizer's own, or a colleague's) once
     * the signed-in organizer has given their own current password: a session left open on a shared
     * computer is not enough to take an account over. Each try is counted by the sign-in slow-down,
     * like a sign-in. Every session of the account ends (docs/security.md#sessions).
     *
     * @return the username of the organizer whose password changed
     */
    @Transactional
    public String changePassword(String signedIn, String current, String address, long id, String password) {
        checkCurrentPassword(signedIn, current, address);
        checkPassword(password);
        Organizer organizer = get(id);
        organizer.changePassword(passwords.hash(password));
        audit.record(null, "organizer.password-reset", organizer.username());
        return organizer.username();
    }

    private void checkCurrentPassword(String signedIn, String current, String address) {
        Organizer me = Organizer.byUsername(signedIn).orElseThrow(() -> wrongCurrentPassword());
        if (current == null || current.isEmpty() || !throttle.claim(signedIn, address)) {
            throw wrongCurrentPassword();
        }
        if (!passwords.matches(current, me.passwordHash())) {
            throw wrongCurrentPassword();
        }
        throttle.succeeded(signedIn, address);
    }

    private static ProblemException wrongCurrentPassword() {
        return ProblemException.badRequest(
                "wrong-current-password",
                "Your own current password is needed to change a password, and the one given is not it "
                        + "(after several wrong tries, wait before the next).",
                Map.of("field", "current"));
    }

    @Transactional
    public void disable(long id) {
        Organizer organizer = get(id);
        organizer.disable();
        audit.record(null, "organizer.disabled", organizer.username());
    }

    @Transactional
    public void enable(long id) {
        Organizer organizer = get(id);
        organizer.enable();
        audit.record(null, "organizer.enabled", organizer.username());
    }

    private static Organizer get(long id) {
        return Organizer.forChange(id).orElseThrow(() -> ProblemException.notFound("organizer", id));
    }

    private static void checkPassword(String password) {
        if (password == null || password.length() < MIN_PASSWORD_LENGTH) {
            throw ProblemException.badRequest(
                    "weak-password",
                    "A password has at least " + MIN_PASSWORD_LENGTH + " characters.",
                    Map.of("field", "password"));
        }
    }
}
