package org.tavolo.screens.account;

/** A password form refused: the account it was for, and why, in the page's language. */
public record PasswordRefused(long accountId, String message) {

    /** The id of the field the refusal names: the current password of that form. */
    public String field() {
        return "current-" + accountId;
    }
}
