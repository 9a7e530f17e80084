package org.tavolo.screens.account;

import java.util.Map;

/**
 * A form of the organizer's pages refused (a new account, a token, a director access): the page again with the
 * refusal in its summary, leading to the field it names, and what was typed kept (never a password).
 *
 * @param form  which form: {@code account}, {@code token} or {@code access}
 * @param field the id of the field the summary's line leads to
 * @param typed the typed values, by field name
 */
public record FormRefused(String form, String field, String message, Map<String, String> typed) {

    FormRefused(String form, String field, Map<String, String> typed) {
        this(form, field, null, typed);
    }

    FormRefused saying(String words) {
        return new FormRefused(form, field, words, typed);
    }

    /** What was typed in that field of the refused form ({@code ""} for the other forms' fields). */
    public String typed(String which, String name) {
        return form.equals(which) ? typed.getOrDefault(name, "") : "";
    }
}
