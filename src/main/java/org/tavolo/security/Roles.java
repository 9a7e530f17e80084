package org.tavolo.security;

/** The roles a signed-in identity carries, and the attributes that scope a director. */
public final class Roles {

    public static final String ORGANIZER = "organizer";
    public static final String DIRECTOR = "director";

    /** The tournament a director access belongs to (a {@code Long}). */
    public static final String TOURNAMENT = "tavolo.tournament";

    /** The table a director access is limited to (an {@code Integer}), absent for the whole tournament. */
    public static final String TABLE = "tavolo.table";

    /**
     * The sign-in session a request was authenticated by (a {@code String}), present only when the
     * session cookie signed it in: such a request is held to the same-origin check.
     */
    public static final String SESSION = "tavolo.session";

    /**
     * Present ({@code Boolean.TRUE}) when an API token signed the request in: such a request reaches
     * the API only ({@link CredentialScope}).
     */
    public static final String TOKEN = "tavolo.token";

    private Roles() {}
}
