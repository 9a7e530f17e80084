package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.entry.Turnout;
import org.tavolo.tournament.Tournament;

/**
 * What the first draw seats (docs/registration.md#the-draw). Without check-in, everyone holding a place becomes an
 * entry. With check-in, only who came: the registered and confirmed who were not checked in become no-shows, and the
 * present waiting players take the places freed, in waiting order. A tournament without registrations is left as it is.
 */
@ApplicationScoped
class TurnoutAtTheDraw implements Turnout {

    private static final List<RegistrationStatus> EXPECTED =
            List.of(RegistrationStatus.REGISTERED, RegistrationStatus.CONFIRMED);

    private final Clock clock;
    private final WaitingList waitingList;
    private final Arrivals arrivals;

    TurnoutAtTheDraw(Clock clock, WaitingList waitingList, Arrivals arrivals) {
        this.clock = clock;
        this.waitingList = waitingList;
        this.arrivals = arrivals;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public NoShows beforeFirstDraw(Tournament tournament) {
        if (Registration.count("tournamentId", tournament.id) == 0) {
            return new NoShows(List.of());
        }
        waitingList.settle(tournament);
        List<Registration> expected = Registration.inStatus(tournament.id, EXPECTED);
        if (!tournament.settings().checkIn()) {
            expected.forEach(arrivals::enter);
            return new NoShows(List.of());
        }
        Instant now = clock.instant();
        List<String> out = new ArrayList<>();
        for (Registration r : expected) {
            r.noShow(now);
            waitingList.record(r, "registration-no-show", "did not come and is left out of the draw");
            out.add(r.player().name());
        }
        waitingList.fill(tournament, Registration::present);
        return new NoShows(out);
    }

    @Override
    public List<String> noShows(long tournamentId) {
        return Registration.inStatus(tournamentId, List.of(RegistrationStatus.NO_SHOW)).stream()
                .filter(r -> r.endedWhy() == Ended.ABSENT)
                .map(r -> r.player().name())
                .toList();
    }

    /** What the first draw would do now, changing nothing (the list brought up to date by the caller). */
    DrawOutlook outlook(Tournament tournament) {
        long taken = waitingList.taken(tournament.id);
        List<Registration> waiting = Registration.waiting(tournament.id);
        Integer capacity = tournament.settings().capacity();
        if (!tournament.settings().checkIn()) {
            return new DrawOutlook(false, (int) taken, List.of(), List.of(), names(waiting));
        }
        List<Registration> expected = Registration.inStatus(tournament.id, EXPECTED);
        long came = taken - expected.size();
        long free = capacity == null ? Long.MAX_VALUE : Math.max(0, capacity - came);
        List<Registration> present =
                waiting.stream().filter(Registration::present).toList();
        List<Registration> seatedFromWaiting = present.stream().limit(free).toList();
        List<Registration> still =
                waiting.stream().filter(r -> !seatedFromWaiting.contains(r)).toList();
        return new DrawOutlook(
                true, (int) (came + seatedFromWaiting.size()), names(expected), names(seatedFromWaiting), names(still));
    }

    private static List<String> names(List<Registration> registrations) {
        return registrations.stream().map(r -> r.player().name()).toList();
    }
}
