package org.tavolo.security;

import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.regex.Pattern;

/**
 * Keeps the organizers' and the console's pages, and the director's pages other than the table page,
 * out of every cache ({@code Cache-Control: no-store}): they may show a PIN, a token or other staff
 * matters. The director's table page shows neither and stays cacheable, so that it can work offline.
 * Every answer of the API that carries the register's contact details is kept out too, refusals
 * included: the register ({@code /api/players…}) and the import of a registration file, which repeats
 * each line. Answers of the API that carry a secret (an issued access, a new token) say so themselves.
 */
@ApplicationScoped
class PrivatePages {

    static final String NO_STORE = "no-store";

    private static final Pattern PRIVATE = Pattern.compile("/(organizer|console|director)(/.*)?");
    private static final Pattern CONTACT_DETAILS =
            Pattern.compile("/api/(players(/.*)?|tournaments/[^/]+/entries/csv/?)");
    private static final Pattern TABLE_PAGE = Pattern.compile("/director/tournaments/\\d+/tables/\\d+/?");

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    String path = rc.normalizedPath();
                    if ((PRIVATE.matcher(path).matches()
                                    && !isTablePage(rc.request().method().name(), path))
                            || CONTACT_DETAILS.matcher(path).matches()) {
                        rc.response().headers().set("Cache-Control", NO_STORE);
                    }
                    rc.next();
                },
                Integer.MAX_VALUE - 101);
    }

    static boolean isTablePage(String method, String path) {
        return (method.equals("GET") || method.equals("HEAD"))
                && TABLE_PAGE.matcher(path).matches();
    }
}
