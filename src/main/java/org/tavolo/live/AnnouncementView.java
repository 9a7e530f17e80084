package org.tavolo.live;

import java.time.Instant;

/** An announcement as screens and the API show it. */
public record AnnouncementView(long id, long tournamentId, String text, String madeBy, Instant madeAt) {

    static AnnouncementView from(Announcement a) {
        return new AnnouncementView(a.id, a.tournamentId(), a.text(), a.madeBy(), a.madeAt());
    }
}
