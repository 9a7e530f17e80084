package org.tavolo.screens.room;

import jakarta.ws.rs.FormParam;
import org.tavolo.registration.NewRegistration;

/** The public registration form as typed, every field a string as sent (none converted), kept on a refusal. */
public class RegistrationForm {

    static final RegistrationForm EMPTY = new RegistrationForm();

    @FormParam("name")
    String name = "";

    @FormParam("nickname")
    String nickname = "";

    @FormParam("email")
    String email = "";

    @FormParam("phone")
    String phone = "";

    @FormParam("card")
    String card = "";

    /** The field people do not see (a script fills it in); sent back as it came. */
    @FormParam("website")
    String website = "";

    /** The form without the blanks around each field. */
    RegistrationForm stripped() {
        RegistrationForm f = new RegistrationForm();
        f.name = text(name);
        f.nickname = text(nickname);
        f.email = text(email);
        f.phone = text(phone);
        f.card = text(card);
        f.website = website == null ? "" : website;
        return f;
    }

    NewRegistration request() {
        return new NewRegistration(name, nickname, email, phone, card);
    }

    public String name() {
        return name;
    }

    public String nickname() {
        return nickname;
    }

    public String email() {
        return email;
    }

    public String phone() {
        return phone;
    }

    public String card() {
        return card;
    }

    public String website() {
        return website;
    }

    /** Whether the field people do not see was filled in. */
    boolean byAScript() {
        return !website.isEmpty();
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
