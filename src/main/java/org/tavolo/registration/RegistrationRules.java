package org.tavolo.registration;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.tournament.Tournament;

/** The refusals of registration, each a problem document with words (docs/registration.md#refusals). */
final class RegistrationRules {

    private RegistrationRules() {}

    /** 409 {@code registrations-closed} once the seats are drawn or at the time the organizer set. */
    static void requireOpen(Tournament tournament, Clock clock) {
        String why = closedBecause(tournament, clock);
        if (why != null) {
            Instant at = tournament.settings().registrationClosesAt();
            throw closed(why, at == null || tournament.isDrawn() ? Map.of() : Map.of("closedAt", at.toString()));
        }
    }

    /** Why public registration is closed (the draw, or the time the organizer set); null while it is open. */
    static String closedBecause(Tournament tournament, Clock clock) {
        if (tournament.isDrawn()) {
            return "Registration closed when the seats were drawn.";
        }
        Instant at = tournament.settings().registrationClosesAt();
        return at != null && !clock.instant().isBefore(at) ? "Registration closed at " + at + "." : null;
    }

    static ProblemException closed(String detail, Map<String, ?> facts) {
        return ProblemException.conflict("registrations-closed", detail, facts);
    }

    static void requireContact(NewRegistration request) {
        if (request.givenEmail() == null && request.givenPhone() == null) {
            throw new ProblemException(
                    Problem.of(400, "contact-required", "Invalid request", "Give a phone number or an e-mail address.")
                            .withViolations(List.of(
                                    new Problem.Violation("email", "a phone or an e-mail is needed"),
                                    new Problem.Violation("phone", "a phone or an e-mail is needed")))
                            .with(Map.of("field", "email")));
        }
    }

    static void refuseTwice(Tournament tournament, Player player) {
        boolean entered = Entry.exists(tournament.id, player.id);
        if (entered || Registration.openOf(tournament.id, player.id).isPresent()) {
            throw ProblemException.conflict(
                    "already-registered",
                    player.name() + " is already registered for this tournament.",
                    Map.of("name", player.name()));
        }
    }

    static Registration byTokenOrNone(String token) {
        return Registration.byTokenHash(RegistrationTokens.hash(token)).orElseThrow(RegistrationRules::unknown);
    }

    static ProblemException unknown() {
        return new ProblemException(Problem.of(
                404,
                "unknown-registration",
                "Not found",
                "No registration has this link: check the address you were given."));
    }
}
