package org.tavolo.live;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.tournament.TournamentService;

/**
 * The organizer's announcements. Each is stored and recorded in the audit trail, whose
 * notification carries it to every screen; a screen that opens later still gets the recent ones.
 */
@ApplicationScoped
public class AnnouncementService {

    /** How long an announcement stays on the screens. */
    static final Duration SHOWN_FOR = Duration.ofMinutes(30);
    /** How long a move runs along the bottom of the clock by itself, without being announced. */
    public static final Duration MOVES_SHOWN_FOR = Duration.ofMinutes(15);
    /** How many announcements scroll at once. */
    static final int SHOWN_AT_MOST = 5;

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;

    AnnouncementService(Clock clock, AuditTrail audit, TournamentService tournaments) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
    }

    @Transactional
    public AnnouncementView announce(long tournamentId, String text) {
        return announce(tournamentId, text, null, null, null);
    }

    /**
     * Announces a floor move in the organizer's words, once: a move already announced is not announced again, however
     * often the floor board's button is pressed, and the clock's ticker runs an announced move only as its
     * announcement (docs/room-screens.md#each-move-once). Returns whether it was stored.
     */
    @Transactional
    public boolean announceMove(long tournamentId, long moveId, String text) {
        // two presses at the same instant: the second waits for the first, then finds the move announced
        tournaments.getLocked(tournamentId);
        if (Announcement.announcedMove(tournamentId, moveId)) {
            return false;
        }
        announce(tournamentId, text, null, null, moveId);
        return true;
    }

    /**
     * Announces a round's qualifiers: the text as the organizer's console said it, and their names,
     * from which each screen says it in its own language.
     */
    @Transactional
    public AnnouncementView announceQualifiers(long tournamentId, String text, List<String> names) {
        return announce(tournamentId, text, List.copyOf(names), null, null);
    }

    /**
     * Announces the places a round's qualifiers leave open at a tied cut: the text as the organizer's console said
     * it, and the places and names, from which each screen says it in its own language.
     */
    @Transactional
    public AnnouncementView announceOpenPlaces(long tournamentId, String text, OpenPlaces open) {
        return announce(tournamentId, text, null, open, null);
    }

    private AnnouncementView announce(
            long tournamentId, String text, List<String> qualifiers, OpenPlaces open, Long moveId) {
        tournaments.get(tournamentId);
        String said = text.strip().replaceAll("\\s+", " ");
        Announcement announcement =
                Announcement.of(tournamentId, said, qualifiers, open, moveId, audit.actor(), clock.instant());
        announcement.persist();
        audit.record(tournamentId, "announcement-made", "Announced: " + said, Map.of("text", said));
        return AnnouncementView.from(announcement);
    }

    /** What the screens show now: the announcements of the last half hour, newest first. */
    public List<AnnouncementView> recent(long tournamentId) {
        tournaments.get(tournamentId);
        return Announcement.recent(tournamentId, clock.instant().minus(SHOWN_FOR), SHOWN_AT_MOST).stream()
                .map(AnnouncementView::from)
                .toList();
    }
}
