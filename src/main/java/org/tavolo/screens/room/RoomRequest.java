package org.tavolo.screens.room;

import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import org.tavolo.screens.Language;

/** What every screen request carries: the tournament and the language asked for. */
public class RoomRequest {

    @PathParam("id")
    long id;

    @QueryParam("lang")
    String lang;

    @CookieParam(Language.COOKIE)
    String remembered;

    @Context
    HttpHeaders headers;

    Language language() {
        return Language.choose(lang, remembered, headers);
    }
}
