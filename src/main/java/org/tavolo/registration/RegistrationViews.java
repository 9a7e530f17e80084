package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/** The registrations as the organizer, the player's page and the public see them. */
@ApplicationScoped
class RegistrationViews {

    /** The no-shows of each player of a tournament among their last evenings registered elsewhere. */
    private static final String NO_SHOWS = """
            select r.player_id, count(x.id) from registration r
            left join lateral (select y.id, y.status from registration y
                               where y.player_id = r.player_id and y.tournament_id <> r.tournament_id
                               order by y.id desc limit ?2) x on x.status = 'NO_SHOW'
            where r.tournament_id = ?1 group by r.player_id""";

    private static final String COUNTS = """
            select count(*) filter (where status in ('REGISTERED', 'CONFIRMED', 'CHECKED_IN')),
                   count(*) filter (where status in ('CONFIRMED', 'CHECKED_IN') and confirmed_at is not null),
                   count(*) filter (where present_at is not null and status not in ('CANCELLED', 'NO_SHOW')),
                   count(*) filter (where status = 'WAITING'),
                   count(*) filter (where status = 'CANCELLED'),
                   count(*) filter (where status = 'NO_SHOW')
            from registration where tournament_id = ?1""";

    private final Clock clock;
    private final EntityManager em;

    RegistrationViews(Clock clock, EntityManager em) {
        this.clock = clock;
        this.em = em;
    }

    List<RegistrationView> all(long tournamentId) {
        Map<Long, Long> noShows = recentNoShows(tournamentId);
        List<Registration> all = Registration.ofTournament(tournamentId);
        Map<Long, Integer> positions = positions(all);
        return all.stream()
                .map(r -> view(r, positions.get(r.id), noShows.getOrDefault(r.player().id, 0L)))
                .toList();
    }

    RegistrationView one(Registration r) {
        return view(r, position(r), recentNoShows(r.tournamentId()).getOrDefault(r.player().id, 0L));
    }

    private static RegistrationView view(Registration r, Integer position, long noShows) {
        return new RegistrationView(
                r.id,
                r.player().id,
                r.player().name(),
                r.player().nickname(),
                r.email(),
                r.phone(),
                r.player().membershipCard(),
                r.status(),
                position,
                r.present(),
                r.namesake(),
                r.walkIn(),
                r.registeredAt(),
                r.confirmedAt(),
                r.presentAt(),
                r.entryId(),
                noShows,
                r.endedWhy() == null ? null : r.endedWhy().name());
    }

    TokenView token(Registration r, Tournament t) {
        TournamentSettings s = t.settings();
        Instant now = clock.instant();
        boolean open = !t.isDrawn() && r.status() == RegistrationStatus.REGISTERED && s.confirmationDeadline() != null;
        boolean asked = open && !now.isBefore(s.confirmationFrom()) && now.isBefore(s.confirmationDeadline());
        return new TokenView(
                r.id,
                r.status(),
                position(r),
                new TokenView.Tournament(t.id, t.name(), t.date(), t.venue()),
                open ? s.confirmationDeadline() : null,
                asked,
                r.present(),
                !t.isDrawn() && !r.status().ended() && r.status() != RegistrationStatus.CHECKED_IN,
                r.player().name(),
                r.player().nickname(),
                r.entryId());
    }

    RegistrationCounts counts(Tournament t) {
        Object[] row =
                (Object[]) em.createNativeQuery(COUNTS).setParameter(1, t.id).getSingleResult();
        return new RegistrationCounts(
                t.settings().capacity(), n(row[0]), n(row[1]), n(row[2]), n(row[3]), n(row[4]), n(row[5]));
    }

    PublicRegistrations shown(Tournament t, boolean open) {
        List<Registration> all = Registration.ofTournament(t.id);
        Map<Long, Integer> positions = positions(all);
        List<PublicRegistrations.Name> names = all.stream()
                .filter(r -> !r.status().ended())
                .map(r -> new PublicRegistrations.Name(
                        r.player().nickname() == null
                                ? r.player().name()
                                : r.player().nickname(),
                        r.status(),
                        positions.get(r.id)))
                .toList();
        return new PublicRegistrations(open, counts(t), names);
    }

    private Map<Long, Long> recentNoShows(long tournamentId) {
        Map<Long, Long> counts = new HashMap<>();
        for (Object row : em.createNativeQuery(NO_SHOWS)
                .setParameter(1, tournamentId)
                .setParameter(2, RegistrationService.RECENT_EVENINGS)
                .getResultList()) {
            Object[] cells = (Object[]) row;
            counts.put(n(cells[0]), n(cells[1]));
        }
        return counts;
    }

    /** The place of each waiting registration of the list (made in id order), 1 for the first. */
    private static Map<Long, Integer> positions(List<Registration> inIdOrder) {
        Map<Long, Integer> positions = new HashMap<>();
        for (Registration r : inIdOrder) {
            if (r.status() == RegistrationStatus.WAITING) {
                positions.put(r.id, positions.size() + 1);
            }
        }
        return positions;
    }

    private static Integer position(Registration r) {
        int position = r.waitingPosition();
        return position == 0 ? null : position;
    }

    private static long n(Object cell) {
        return ((Number) cell).longValue();
    }
}
