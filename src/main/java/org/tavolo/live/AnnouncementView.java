package org.tavolo.live;

import java.time.Instant;

/**
 * An announcement as screens and the API show it, to anyone: what was said and when, never which
 * organizer said it (the audit trail, for organizers, keeps that).
 */
public record AnnouncementView(long id, long tournamentId, String text, Instant madeAt) {

    static AnnouncementView from(Announcement a) {
        return new AnnouncementView(a.id, a.tournamentId(), a.text(), a.madeAt());
    }
}
