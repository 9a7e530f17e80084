package org.tavolo.screens.console;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;

/** What every console request carries: the language asked for, remembered, or the browser's. */
public class ConsoleRequest {

    @QueryParam("lang")
    String lang;

    @CookieParam(Language.COOKIE)
    String remembered;

    @Context
    HttpHeaders headers;

    Language language() {
        return Language.choose(lang, remembered, headers);
    }

    RestResponse<TemplateInstance> respond(TemplateInstance page) {
        return language().respond(page, lang);
    }
}
