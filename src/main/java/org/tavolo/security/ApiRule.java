package org.tavolo.security;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who may call a path of the API, decided from the method and the path alone (docs/security.md):
 * the public reads and the stateless calculators; the director's work at a table; everything else
 * is the organizers'. A path this class does not name is the organizers' only, so a new endpoint
 * starts closed.
 *
 * @param access who may call it
 * @param tournamentId the tournament the path is about, if any
 * @param tableNo the table the path is about, if any
 * @param handId the hand the path is about, if any (its table is looked up)
 */
public record ApiRule(Access access, Long tournamentId, Integer tableNo, Long handId) {

    public enum Access {
        /** Anyone, signed in or not. */
        PUBLIC,
        /**
         * Anyone, signed in or not, but a request signed in by the session cookie must come from a
         * page of this server: signing out, which another site must not do to a director.
         */
        FROM_THIS_SITE,
        /** A director of the path's tournament (and table), or an organizer. */
        DIRECTOR,
        /** Organizers only. */
        ORGANIZER
    }

    private record Shape(Set<String> methods, Access access, Pattern path) {}

    private static final Set<String> READ = Set.of("GET", "HEAD");
    private static final Set<String> ANY = Set.of();
    private static final Set<String> POST = Set.of("POST");
    private static final String T = "/api/tournaments/(?<t>\\d+)";
    private static final String TABLE = T + "/tables/(?<table>\\d+)";

    /** The first shape that matches decides; the order goes from the most to the least open. */
    private static final List<Shape> SHAPES = List.of(
            shape(POST, Access.FROM_THIS_SITE, "/logout"),
            shape(ANY, Access.PUBLIC, "/api/evaluations"),
            shape(ANY, Access.PUBLIC, "/api/settlements"),
            shape(ANY, Access.PUBLIC, "/api/chinese-poker/(deals|matches)"),
            shape(READ, Access.PUBLIC, "/api/tournaments"),
            shape(READ, Access.PUBLIC, T),
            shape(
                    READ,
                    Access.PUBLIC,
                    T + "/(clock|draws|draw-commitments|tables|standings|qualifiers|events|announcements)"),
            shape(READ, Access.PUBLIC, "/api/championships(/\\d+(/(standings|events))?)?"),
            shape(READ, Access.PUBLIC, T + "/entries/\\d+/outlook"),
            shape(POST, Access.PUBLIC, T + "/registrations"),
            shape(READ, Access.PUBLIC, T + "/registrations/public"),
            shape(READ, Access.PUBLIC, "/api/registrations/[^/]+"),
            shape(POST, Access.PUBLIC, "/api/registrations/[^/]+/(cancel|confirm)"),
            shape(READ, Access.PUBLIC, "/api/circuits/\\d+(/(standings|ratings|roster|evenings))?"),
            shape(POST, Access.PUBLIC, "/api/circuits/\\d+/submissions"),
            shape(POST, Access.DIRECTOR, TABLE + "/(hands|chip-counts|penalties(/\\d+/void)?)"),
            shape(POST, Access.DIRECTOR, TABLE + "/games/\\d+/result"),
            shape(POST, Access.DIRECTOR, TABLE + "/matches/\\d+/(result|deals(/\\d+(/void)?)?)"),
            shape(POST, Access.DIRECTOR, T + "/hands/(?<hand>\\d+)/ruling"),
            shape(READ, Access.ORGANIZER, T + "/audit"),
            shape(READ, Access.DIRECTOR, TABLE + "(/.*)?"),
            shape(READ, Access.DIRECTOR, T + "/hands/(?<hand>\\d+)"),
            shape(READ, Access.DIRECTOR, T + "/(entries|results|chips|moves|settings|points-schemes)(/.*)?"),
            shape(ANY, Access.DIRECTOR, "/director/tournaments/(?<t>\\d+)(/tables/(?<table>\\d+)(/.*)?)?"));

    private static Shape shape(Set<String> methods, Access access, String regex) {
        return new Shape(methods, access, Pattern.compile(regex + "/?"));
    }

    /** The rule for one request. */
    public static ApiRule of(String method, String path) {
        for (Shape shape : SHAPES) {
            Matcher m = shape.path().matcher(path);
            if ((shape.methods().isEmpty() || shape.methods().contains(method)) && m.matches()) {
                return new ApiRule(shape.access(), group(m, "t"), intGroup(m, "table"), group(m, "hand"));
            }
        }
        return new ApiRule(Access.ORGANIZER, null, null, null);
    }

    private static Long group(Matcher m, String name) {
        try {
            String value = m.group(name);
            return value == null ? null : Long.valueOf(value);
        } catch (IllegalArgumentException noSuchGroupOrTooLong) {
            return null;
        }
    }

    private static Integer intGroup(Matcher m, String name) {
        Long value = group(m, name);
        return value == null || value > Integer.MAX_VALUE ? null : value.intValue();
    }
}
