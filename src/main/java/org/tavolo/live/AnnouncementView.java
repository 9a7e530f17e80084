package org.tavolo.live;

import java.time.Instant;
import java.util.List;

/**
 * An announcement as screens and the API show it, to anyone: what was said and when, never which
 * organizer said it (the audit trail, for organizers, keeps that).
 *
 * @param qualifiers the names an announcement of a round's qualifiers names, so that a screen says
 *     it in its own language; null for any other announcement
 * @param openPlaces the places the qualifiers leave open at a tied cut and who is tied for them, so that a screen
 *     says it in its own language; null for any other announcement
 * @param moveId the floor move an announcement of a move says, so that a screen does not run it a second time among
 *     the recent moves; null for any other announcement
 */
public record AnnouncementView(
        long id,
        long tournamentId,
        String text,
        List<String> qualifiers,
        OpenPlaces openPlaces,
        Long moveId,
        Instant madeAt) {

    static AnnouncementView from(Announcement a) {
        return new AnnouncementView(
                a.id, a.tournamentId(), a.text(), a.qualifiers(), a.openPlaces(), a.moveId(), a.madeAt());
    }

    /** The qualifiers' names in one line, for a screen's own sentence; null for any other announcement. */
    public String qualifierNames() {
        return qualifiers == null ? null : String.join(", ", qualifiers);
    }
}
