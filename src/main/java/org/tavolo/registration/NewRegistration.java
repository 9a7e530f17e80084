package org.tavolo.registration;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.player.Player;

/**
 * A registration as the public form (or the door, for a walk-in) sends it: a name, a nickname if any, at least one
 * contact (phone or e-mail, checked by the service: {@code contact-required}), the membership card if any. The
 * register's own limits apply (docs/registration.md#registering).
 */
@Schema(description = "Register for a tournament", example = """
        {"name": "Mario Rossi", "nickname": "Il Conte", "email": "mario@example.org", "phone": "+39 333 123 4567"}""")
public record NewRegistration(
        @NotBlank @Size(max = Player.MAX_NAME) String name,
        @Size(max = Player.MAX_NICKNAME) String nickname,
        @Email @Size(max = MAX_EMAIL) String email,

        @Pattern(regexp = PHONE, message = "a phone number: digits, spaces, + ( ) . / -") @Size(max = MAX_PHONE)
        String phone,

        @Size(max = Player.MAX_CARD) String card) {

    /** The longest e-mail address kept. */
    public static final int MAX_EMAIL = 200;
    /** The longest phone number kept. */
    public static final int MAX_PHONE = 40;
    /** A phone number as people write it: at least six digits among spaces and + ( ) . / - (or nothing). */
    public static final String PHONE = "^$|^\\s*\\+?[0-9 ()./-]*([0-9][ ()./-]*){6,}$";

    /** The e-mail given, without the blanks around it; null when none. */
    String givenEmail() {
        return blankToNull(email);
    }

    /** The phone given, without the blanks around it; null when none. */
    String givenPhone() {
        return blankToNull(phone);
    }

    String givenNickname() {
        return blankToNull(nickname);
    }

    String givenCard() {
        return blankToNull(card);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
