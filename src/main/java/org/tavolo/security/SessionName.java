package org.tavolo.security;

/**
 * The name the session cookie keeps: the session's id, a space, then the caller's name. Quarkus
 * writes the cookie once, at sign-in ({@code quarkus.http.auth.form.new-cookie-interval} equals
 * its timeout, so it is never written again with the name alone).
 *
 * @param sessionId the id of the row in {@code sign_in_session}
 * @param name the organizer's username or the access's name
 */
record SessionName(String sessionId, String name) {

    static String of(String sessionId, String name) {
        return sessionId + " " + name;
    }

    /** The cookie's name split in two; a name without a session (an older cookie) has an empty id. */
    static SessionName parse(String kept) {
        int space = kept.indexOf(' ');
        return space < 0
                ? new SessionName("", kept)
                : new SessionName(kept.substring(0, space), kept.substring(space + 1));
    }
}
