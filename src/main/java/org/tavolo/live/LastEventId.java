package org.tavolo.live;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.QueryParam;

/**
 * What a reconnecting screen says it last saw, taken as one {@code @BeanParam} by every event stream (the
 * tournament's and the championship's): the {@code Last-Event-ID} header, or {@code ?lastEventId=} for a screen
 * that cannot set headers.
 */
public class LastEventId {

    @HeaderParam("Last-Event-ID")
    String header;

    @QueryParam("lastEventId")
    String query;

    /** The id last seen, null for a new screen; a malformed one is refused 400 {@code invalid-last-event-id}. */
    public Long value() {
        return EventRooms.lastEventId(header, query);
    }
}
