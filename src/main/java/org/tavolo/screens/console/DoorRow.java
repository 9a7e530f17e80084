package org.tavolo.screens.console;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.tavolo.registration.RegistrationStatus;
import org.tavolo.registration.RegistrationView;

/**
 * One registration at the door: the registration as the organizer sees it, whether it can still be marked present,
 * and the messages ready to send it (a WhatsApp link to its phone, a mail link to its address), each with the text
 * given.
 */
public record DoorRow(RegistrationView r, String whatsApp, String mail) {

    /** The row of {@code r}, its messages saying {@code text} under {@code subject}. */
    static DoorRow of(RegistrationView r, String subject, String text) {
        String wa = r.phone() == null ? null : whatsApp(r.phone(), text);
        String mail = r.email() == null
                ? null
                : "mailto:" + r.email() + "?subject=" + encoded(subject) + "&body=" + encoded(text);
        return new DoorRow(r, wa, mail);
    }

    /** Whether the player may still be marked present: holding a place or waiting, and not yet present. */
    public boolean canCheckIn() {
        return !r.present() && r.status() != RegistrationStatus.CANCELLED && r.status() != RegistrationStatus.NO_SHOW;
    }

    /**
     * A {@code https://wa.me/} link: the number in international form, digits only (an Italian number written
     * without its country code gets 39, as the club's players mostly have one), and the text.
     */
    static String whatsApp(String phone, String text) {
        String digits = phone.replaceAll("[^0-9+]", "");
        if (digits.startsWith("+")) {
            digits = digits.substring(1).replace("+", "");
        } else if (digits.startsWith("00")) {
            digits = digits.substring(2);
        } else if (!digits.startsWith("39") || digits.length() <= 10) {
            digits = "39" + digits;
        }
        return "https://wa.me/" + digits.replace("+", "") + "?text=" + encoded(text);
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
