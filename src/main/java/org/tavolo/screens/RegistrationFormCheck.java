package org.tavolo.screens;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;
import org.tavolo.registration.NewRegistration;

/**
 * A registration form's fields checked by the rules of the API's request ({@link NewRegistration}'s own
 * constraints), field by field in the form's order and in the page's words; and a refusal of the service put beside
 * its field or at the top. The public form and the console's walk-in both use it; their fields' ids are the
 * field's name after {@code r-}.
 */
@ApplicationScoped
public class RegistrationFormCheck {

    private static final List<String> FIELDS = List.of("name", "nickname", "email", "phone", "card");

    private final Validator validator;

    RegistrationFormCheck(Validator validator) {
        this.validator = validator;
    }

    /** The words of registration in the page's language. */
    public RegistrationWords words(Language lang) {
        return MessageBundles.get(RegistrationWords.class, Localized.Literal.of(lang.tag()));
    }

    /** What the form got wrong, in the form's order; with {@code contactRequired}, a form with neither contact too. */
    public FormErrors errors(NewRegistration typed, Language lang, boolean contactRequired) {
        Set<ConstraintViolation<NewRegistration>> violations = validator.validate(typed);
        RegistrationWords words = words(lang);
        FormErrors errors = FormErrors.none();
        for (String field : FIELDS) {
            ConstraintViolation<NewRegistration> wrong = violations.stream()
                    .filter(v -> v.getPropertyPath().toString().equals(field))
                    .findFirst()
                    .orElse(null);
            if (wrong != null) {
                errors = errors.and(
                        "r-" + field, said(wrong.getConstraintDescriptor().getAnnotation(), words));
            }
        }
        boolean noContact = blank(typed.email()) && blank(typed.phone());
        if (contactRequired && noContact && !errors.has("r-email")) {
            errors = errors.and("r-email", words.contact_required());
        }
        return errors;
    }

    /** The form's errors where a contact is required (the public form). */
    public FormErrors errors(NewRegistration typed, Language lang) {
        return errors(typed, lang, true);
    }

    /** A refusal of the service: beside the field it names, else at the top, in the page's language. */
    public FormErrors refusal(ProblemException refused, Language lang) {
        Map<String, Object> facts = refused.problem().extensions();
        if ("/problems/contact-required".equals(refused.problem().type())) {
            return FormErrors.of("r-email", words(lang).contact_required());
        }
        if (facts.get("field") instanceof String field && FIELDS.contains(field)) {
            return FormErrors.of("r-" + field, lang.says(refused));
        }
        return FormErrors.of(null, lang.says(refused));
    }

    private static String said(Annotation rule, RegistrationWords words) {
        if (rule instanceof Size size) {
            return words.too_long(size.max());
        }
        if (rule instanceof Email) {
            return words.email_invalid();
        }
        if (rule instanceof Pattern) {
            return words.phone_invalid();
        }
        return words.field_required();
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
