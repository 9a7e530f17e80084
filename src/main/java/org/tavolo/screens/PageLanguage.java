package org.tavolo.screens;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * What every page request carries for its language, taken as one {@code @BeanParam}: the {@code ?lang=}
 * switch, the choice remembered in the {@link Language#COOKIE} cookie, and the browser's
 * {@code Accept-Language} (the rule of {@link Language#choose}). Every page takes it: the desk, the
 * console, the account and the room's pages; the room's {@code RoomRequest} adds the tournament.
 */
public class PageLanguage {

    @QueryParam("lang")
    String lang;

    @CookieParam(Language.COOKIE)
    String remembered;

    @Context
    HttpHeaders headers;

    /** The language the page speaks. */
    public Language language() {
        return Language.choose(lang, remembered, headers);
    }

    /** The switch this request asked for ({@code ?lang=}), or {@code null}: an answer remembers it. */
    public String asked() {
        return lang;
    }

    /** The request's headers, for what a page reads besides the language. */
    public HttpHeaders headers() {
        return headers;
    }

    /** The page in its language, remembering a switch asked for with this request. */
    public RestResponse<TemplateInstance> respond(TemplateInstance page) {
        return language().respond(page, lang);
    }
}
