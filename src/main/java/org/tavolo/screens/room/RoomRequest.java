package org.tavolo.screens.room;

import jakarta.ws.rs.PathParam;
import org.tavolo.screens.PageLanguage;

/** What every screen request carries: the tournament, besides the language of every page. */
public class RoomRequest extends PageLanguage {

    @PathParam("id")
    long id;
}
