package org.tavolo.screens.console;

import java.util.UUID;

/**
 * The walk-in form as typed, and why it was refused with the field the refusal is about.
 *
 * @param key        the form's idempotency key: new with each empty form, kept when the form comes back refused
 * @param errorField the field refused ({@code name}, {@code nickname}, {@code contact}, {@code card}); null when
 *                   the form was not refused
 */
public record WalkIn(
        String key, String name, String nickname, String contact, String card, String errorField, String error) {

    /** The longest idempotency key a form may carry (a UUID is 36 characters). */
    private static final int KEY_LENGTH = 64;

    /** The form's idempotency key as sent; none when it is missing or too long to be one. */
    static String keyOf(String sent) {
        return text(sent).length() > KEY_LENGTH ? "" : text(sent);
    }

    /** The form as sent, under its key ({@link #keyOf}); a form without a key gets one of its own. */
    static WalkIn typed(String formKey, String name, String nickname, String contact, String card) {
        return new WalkIn(
                formKey.isEmpty() ? UUID.randomUUID().toString() : formKey,
                text(name),
                text(nickname),
                text(contact),
                text(card),
                null,
                null);
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }

    /** An empty form, with a key of its own. */
    static WalkIn empty() {
        return new WalkIn(UUID.randomUUID().toString(), "", "", "", "", null, null);
    }

    WalkIn refusedAt(String field, String why) {
        return new WalkIn(key, name, nickname, contact, card, field, why);
    }

    /** The id of the refused field's input, for the summary's link to it. */
    public String errorId() {
        return errorField == null ? null : "w-" + errorField;
    }

    /** The refusal beside this field, or null. */
    public String errorOn(String field) {
        return field.equals(errorField) ? error : null;
    }
}
