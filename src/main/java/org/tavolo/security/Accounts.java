package org.tavolo.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;

/** Organizer accounts: add one, reset its password, disable or enable it. */
@ApplicationScoped
public class Accounts {

    static final int MIN_PASSWORD_LENGTH = 10;

    private final Passwords passwords;
    private final AuditTrail audit;
    private final Clock clock;

    Accounts(Passwords passwords, AuditTrail audit, Clock clock) {
        this.passwords = passwords;
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

    @Transactional
    public void resetPassword(long id, String password) {
        checkPassword(password);
        Organizer organizer = get(id);
        organizer.changePassword(passwords.hash(password));
        audit.record(null, "organizer.password-reset", organizer.username());
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
