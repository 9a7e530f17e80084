package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.ForbiddenException;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemMapper;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.screens.Language;

/**
 * Every address a person can type or scan (everything outside {@code /api} and {@code /q}) answers a page,
 * never a problem document or an empty body (docs/errors.md#pages): the problem the one mapper
 * ({@code common.error.ProblemMapper}) made is said in words, in the page's language, with its status and a way
 * back. Unknown addresses and unknown tournaments, players or tables answer 404, an address with a malformed
 * number 400; a signed-in person without the right, refused before any page runs, gets a 403 page. The API keeps
 * answering {@code application/problem+json}.
 */
@ApplicationScoped
public class ErrorPages {

    private static final MediaType HTML = MediaType.valueOf(MediaType.TEXT_HTML + ";charset=UTF-8");

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance error(ErrorPage page, Language lang);
    }

    /**
     * What an error page says.
     *
     * @param status the answer's status, which picks the heading
     * @param detail the problem in words, or {@code null} for the sentence of the status
     * @param ways   where the person can go from here
     */
    public record ErrorPage(int status, String detail, List<Way> ways) {}

    /** A way back: an address and which words the page gives it ({@code home}, {@code console}, …). */
    public record Way(String href, String words) {}

    /** Whether an address is one a person types or scans: outside the API and the framework's own. */
    static boolean isBrowserPath(String path) {
        return !(path.equals("/api") || path.startsWith("/api/") || path.equals("/q") || path.startsWith("/q/"));
    }

    /** A problem answered on a browser path, as a page; the API's answers pass as they are. */
    @ServerResponseFilter(priority = Priorities.USER + 100)
    public void asPage(ContainerRequestContext request, ContainerResponseContext response) {
        String path = request.getUriInfo().getPath();
        if (!(response.getEntity() instanceof Problem problem) || !isBrowserPath(path)) {
            return;
        }
        var cookie = request.getCookies().get(Language.COOKIE);
        Language lang = Language.choose(
                request.getUriInfo().getQueryParameters().getFirst("lang"),
                cookie == null ? null : cookie.getValue(),
                request.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        boolean malformed = Boolean.TRUE.equals(request.getProperty(ProblemMapper.MALFORMED_ADDRESS));
        int status = malformed ? 400 : problem.status();
        String detail = malformed ? null : ProblemTexts.detail(problem, lang.tag());
        response.setStatus(status);
        response.getHeaders().putSingle(HttpHeaders.CONTENT_LANGUAGE, lang.tag());
        response.setEntity(render(new ErrorPage(status, detail, ways(path, status)), lang), new Annotation[0], HTML);
    }

    void register(@Observes Router router) {
        router.route("/*").order(Integer.MIN_VALUE + 2).failureHandler(this::refused);
    }

    /**
     * A refusal of the security layer on a browser path (a director opening the console): the 403 page, in the
     * request's language, rather than an empty answer. The table page's own refusals are said before this
     * ({@code screens.desk.TablePageEnds}); the API's by its own handler.
     */
    private void refused(RoutingContext rc) {
        String path = rc.normalizedPath();
        if (rc.response().ended() || !isBrowserPath(path) || !forbidden(rc)) {
            rc.next();
            return;
        }
        Cookie remembered = rc.request().getCookie(Language.COOKIE);
        Language lang = Language.choose(
                rc.request().getParam("lang"),
                remembered == null ? null : remembered.getValue(),
                rc.request().getHeader(HttpHeaders.ACCEPT_LANGUAGE));
        rc.response()
                .setStatusCode(403)
                .putHeader(HttpHeaders.CONTENT_TYPE, HTML.toString())
                .putHeader("Cache-Control", "no-store")
                .putHeader(HttpHeaders.CONTENT_LANGUAGE, lang.tag())
                .end(render(new ErrorPage(403, null, ways(path, 403)), lang));
    }

    private static boolean forbidden(RoutingContext rc) {
        for (Throwable cause = rc.failure(); cause != null; cause = cause.getCause()) {
            if (cause instanceof ForbiddenException) {
                return true;
            }
        }
        return rc.failure() == null && rc.statusCode() == 403;
    }

    /** The front page (the club's tournaments) always; the console or the table for their own addresses. */
    static List<Way> ways(String path, int status) {
        List<Way> ways = new ArrayList<>();
        ways.add(new Way("/", "home"));
        if (status == 403) {
            ways.add(new Way("/login", "sign_in_again"));
        } else if (path.startsWith("/console") || path.startsWith("/organizer")) {
            ways.add(new Way("/console", "console"));
        } else if (path.startsWith("/director")) {
            ways.add(new Way("/table", "table"));
        }
        return ways;
    }

    private static String render(ErrorPage page, Language lang) {
        TemplateInstance instance = Templates.error(page, lang);
        instance.setLocale(Locale.forLanguageTag(lang.tag()));
        return instance.render();
    }
}
