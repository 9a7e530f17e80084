package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.tavolo.screens.Language;
import org.tavolo.security.AccessPolicy;
import org.tavolo.security.Roles;

/**
 * Every address of the table page ({@code /director/tournaments/{id}/tables/{table}…}), whatever form was
 * sent, answers a page when the table is no longer there to be played at (docs/director-page.md#when-the-table-ends):
 * before any form is read, a table broken, moved or the evening over answers {@link TableEnds}'s page,
 * nothing changed; and a session whose access has ended, refused before any page runs, gets that page with
 * its 403 rather than an empty answer (the {@code Clear-Site-Data} the refusal carries stays).
 */
@ApplicationScoped
public class TablePageEnds {

    private static final Pattern TABLE_PAGE =
            Pattern.compile("/director/tournaments/(\\d{1,18})/tables/(\\d{1,9})(/.*)?");

    private final TableEnds ends;
    private final SecurityIdentity identity;

    TablePageEnds(TableEnds ends, SecurityIdentity identity) {
        this.ends = ends;
        this.identity = identity;
    }

    /** The table page's forms and the page itself, when the table has ended: its end instead. */
    @ServerRequestFilter
    public Response tableEnded(ContainerRequestContext request, HttpHeaders headers) {
        Matcher page = TABLE_PAGE.matcher(request.getUriInfo().getPath());
        if (!page.matches()) {
            return null;
        }
        Language lang = Language.choose(
                request.getUriInfo().getQueryParameters().getFirst("lang"),
                headers.getCookies().containsKey(Language.COOKIE)
                        ? headers.getCookies().get(Language.COOKIE).getValue()
                        : null,
                headers);
        Integer accessTable = identity.hasRole(Roles.DIRECTOR) ? identity.getAttribute(Roles.TABLE) : null;
        Optional<TemplateInstance> ended = ends.instead(
                Long.parseLong(page.group(1)),
                Integer.parseInt(page.group(2)),
                false,
                accessTable,
                lang,
                sent(request.getMethod(), page.group(3)));
        return ended.map(p -> html(Response.Status.GONE.getStatusCode(), p, lang))
                .orElse(null);
    }

    /**
     * What a form sent to a table no longer in play was, so that the page says it was not recorded: nothing the
     * director confirmed is dropped in silence. A page opened, or the order check of a Chinese deal, sent nothing.
     */
    static String sent(String method, String form) {
        if (!"POST".equals(method) || form == null || form.startsWith("/chinese/order")) {
            return null;
        }
        return form.equals("/hands") || form.equals("/correction") ? "hand" : "entry";
    }

    void register(@Observes Router router) {
        router.route("/director/*").order(Integer.MIN_VALUE + 1).failureHandler(this::refused);
    }

    /**
     * A refusal of the security layer on a table page: the page of the ended access, or of a table the
     * access does not cover, with the refusal's 403; never an empty body.
     */
    private void refused(RoutingContext rc) {
        Matcher page = TABLE_PAGE.matcher(rc.normalizedPath());
        if (rc.response().ended() || !forbidden(rc) || !page.matches()) {
            rc.next();
            return;
        }
        boolean accessEnded = rc.response().headers().contains(AccessPolicy.FORGET);
        Cookie remembered = rc.request().getCookie(Language.COOKIE);
        Language lang = Language.choose(
                rc.request().getParam("lang"),
                remembered == null ? null : remembered.getValue(),
                rc.request().getHeader("Accept-Language"));
        long id = Long.parseLong(page.group(1));
        int table = Integer.parseInt(page.group(2));
        rc.vertx()
                .executeBlocking(() -> (accessEnded
                                ? ends.instead(id, table, true, table, lang, null)
                                        .orElseThrow()
                                : ends.notCovered(id, table, lang))
                        .render())
                .onComplete(done -> {
                    if (done.failed() || rc.response().ended()) {
                        rc.next();
                        return;
                    }
                    rc.response()
                            .setStatusCode(403)
                            .putHeader("Content-Type", MediaType.TEXT_HTML + ";charset=UTF-8")
                            .putHeader("Cache-Control", "no-store")
                            .putHeader("Content-Language", lang.tag())
                            .end(done.result());
                });
    }

    private static boolean forbidden(RoutingContext rc) {
        for (Throwable cause = rc.failure(); cause != null; cause = cause.getCause()) {
            if (cause instanceof ForbiddenException) {
                return true;
            }
        }
        return rc.statusCode() == 403;
    }

    private static Response html(int status, TemplateInstance page, Language lang) {
        return Response.status(status)
                .header("Content-Language", lang.tag())
                .type(MediaType.TEXT_HTML + ";charset=UTF-8")
                .header("Cache-Control", "no-store")
                .entity(page.render())
                .build();
    }
}
