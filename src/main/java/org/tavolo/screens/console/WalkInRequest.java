package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.registration.NewRegistration;
import org.tavolo.screens.FormErrors;
import org.tavolo.screens.Language;
import org.tavolo.screens.RegistrationFormCheck;

/**
 * A walk-in at the door as the registration service takes it: the one contact field read as an e-mail when it has an
 * {@code @}, else as a phone; the form's fields ({@code w-…}) checked by the registration's own rules.
 */
final class WalkInRequest {

    private WalkInRequest() {}

    static NewRegistration of(WalkIn typed) {
        boolean mail = typed.contact().contains("@");
        return new NewRegistration(
                typed.name(),
                typed.nickname(),
                mail ? typed.contact() : null,
                mail || typed.contact().isEmpty() ? null : typed.contact(),
                typed.card());
    }

    /** What the walk-in form got wrong, beside its fields; a contact is not asked at the door. */
    static FormErrors errors(WalkIn typed, RegistrationFormCheck check, Language lang) {
        return beside(check.errors(of(typed), lang, false));
    }

    /** The registration form's field ids ({@code r-email}, {@code r-phone}) as the walk-in's ({@code w-contact}). */
    static FormErrors beside(FormErrors errors) {
        List<FormErrors.Line> lines = errors.lines().stream()
                .map(l -> new FormErrors.Line(fieldOf(l.field()), l.message()))
                .toList();
        return new FormErrors(lines);
    }

    private static String fieldOf(String field) {
        if (field == null) {
            return null;
        }
        String name = field.substring(2);
        return "w-" + (name.equals("email") || name.equals("phone") ? "contact" : name);
    }
}
