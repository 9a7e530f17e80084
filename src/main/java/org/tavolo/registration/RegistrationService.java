package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.Tournament;

/**
 * Registration before the night (docs/registration.md): the public registers, cancels and confirms with the private
 * page's token; the organizer lists, removes, checks in, marks no-shows and registers walk-ins. Every change holds the
 * tournament's row lock and first brings the waiting list up to date ({@link WaitingList#settle}): registrations and
 * cancellations sent at once are served one after the other, in a strict order. A read brings the list up to date too
 * when it must move (a deadline passed, a place freed by a capacity raised), so the deadline needs no timer.
 */
@ApplicationScoped
public class RegistrationService {

    /** How many of a player's last registrations elsewhere their no-shows are counted in. */
    public static final int RECENT_EVENINGS = 10;
    /** The address of a registration's private page, before its token. */
    public static final String PAGE = "/registrations/";

    private final Clock clock;
    private final PlayerMatch matches;
    private final WaitingList waitingList;
    private final Arrivals arrivals;
    private final RegistrationViews views;
    private final TurnoutAtTheDraw turnout;
    private final RegistrationThrottle throttle;
    private final RegistrationConfig config;

    RegistrationService(
            Clock clock,
            PlayerMatch matches,
            WaitingList waitingList,
            Arrivals arrivals,
            RegistrationViews views,
            TurnoutAtTheDraw turnout,
            RegistrationThrottle throttle,
            RegistrationConfig config) {
        this.clock = clock;
        this.matches = matches;
        this.waitingList = waitingList;
        this.arrivals = arrivals;
        this.views = views;
        this.turnout = turnout;
        this.throttle = throttle;
        this.config = config;
    }

    /**
     * A public registration from {@code address}: a place within the capacity, or the waiting list. Refused, with
     * nothing stored, when registration is closed (409 {@code registrations-closed}), no contact is given (400
     * {@code contact-required}), the player is registered already (409 {@code already-registered}) or the address
     * made too many registrations lately (429 {@code too-many-registrations}).
     */
    @Transactional
    public Registered register(long tournamentId, NewRegistration request, String address) {
        Tournament tournament = locked(tournamentId);
        RegistrationRules.requireOpen(tournament, clock);
        RegistrationRules.requireContact(request);
        PlayerMatch.Match match = matches.find(request);
        RegistrationRules.refuseTwice(tournament, match.player());
        throttle.count(address, config.perAddress(), config.window());
        String token = RegistrationTokens.fresh();
        Registration r = store(tournament, match, request, token);
        waitingList.record(r, "registration-made", "registered");
        return new Registered(r.id, r.status(), position(r), token, PAGE + token);
    }

    /**
     * A walk-in at the door, by the organizer: registered and checked in at once when a place is free (an entry of
     * the tournament), else present on the waiting list. A contact is not asked.
     */
    @Transactional
    public RegistrationView walkIn(long tournamentId, NewRegistration request) {
        Tournament tournament = locked(tournamentId);
        PlayerMatch.Match match = matches.find(request);
        RegistrationRules.refuseTwice(tournament, match.player());
        Registration r = store(tournament, match, request, RegistrationTokens.fresh());
        r.madeAtTheDoor();
        checkIn(r);
        waitingList.record(r, "registration-walk-in", "walked in");
        return views.one(r);
    }

    /** The registration a token opens; the same 404 {@code unknown-registration} for any token that opens none. */
    @Transactional
    public TokenView byToken(String token) {
        Registration r = RegistrationRules.byTokenOrNone(token);
        return views.token(r, current(r.tournamentId()));
    }

    /** The player gives up their place or their wait, and the first waiting take the place at once. */
    @Transactional
    public TokenView cancel(String token) {
        Registration r = RegistrationRules.byTokenOrNone(token);
        Tournament tournament = lockedBeforeTheDraw(r.tournamentId());
        end(r, tournament, Ended.BY_THE_PLAYER);
        return views.token(r, tournament);
    }

    /** The player says they will come. */
    @Transactional
    public TokenView confirm(String token) {
        Registration r = RegistrationRules.byTokenOrNone(token);
        Tournament tournament = lockedBeforeTheDraw(r.tournamentId());
        r.confirm(clock.instant());
        waitingList.record(r, "registration-confirmed", "confirmed");
        return views.token(r, tournament);
    }

    /** Every registration of the tournament, with contacts and recent no-shows, in the order they were made. */
    @Transactional
    public List<RegistrationView> list(long tournamentId) {
        current(tournamentId);
        return views.all(tournamentId);
    }

    @Transactional
    public RegistrationView get(long tournamentId, long registrationId) {
        current(tournamentId);
        return views.one(Registration.inTournament(tournamentId, registrationId));
    }

    /** The organizer removes a registration; the first waiting take its place at once. */
    @Transactional
    public RegistrationView remove(long tournamentId, long registrationId) {
        Tournament tournament = lockedBeforeTheDraw(tournamentId);
        Registration r = Registration.inTournament(tournamentId, registrationId);
        end(r, tournament, Ended.BY_THE_ORGANIZER);
        return views.one(r);
    }

    /** Marks the player present: checked in and entered when holding a place, present on the list when waiting. */
    @Transactional
    public RegistrationView checkIn(long tournamentId, long registrationId) {
        locked(tournamentId);
        Registration r = Registration.inTournament(tournamentId, registrationId);
        checkIn(r);
        return views.one(r);
    }

    /** Check-in by the token the player's QR code carries; 404 {@code unknown-registration} for another tournament's. */
    @Transactional
    public RegistrationView checkInByToken(long tournamentId, String token) {
        Registration r = RegistrationRules.byTokenOrNone(token);
        if (r.tournamentId() != tournamentId) {
            throw RegistrationRules.unknown();
        }
        return checkIn(tournamentId, r.id);
    }

    /** The organizer marks a player who did not come; present waiting players take the place, in order. */
    @Transactional
    public RegistrationView noShow(long tournamentId, long registrationId) {
        Tournament tournament = lockedBeforeTheDraw(tournamentId);
        Registration r = Registration.inTournament(tournamentId, registrationId);
        r.noShow(clock.instant());
        waitingList.record(r, "registration-no-show", "did not come");
        waitingList.fill(tournament, w -> !tournament.settings().checkIn() || w.present());
        return views.one(r);
    }

    @Transactional
    public RegistrationCounts counts(long tournamentId) {
        return views.counts(current(tournamentId));
    }

    /** What anyone may see: whether registration is open, the counts, the names or nicknames. */
    @Transactional
    public PublicRegistrations publicList(long tournamentId) {
        Tournament tournament = current(tournamentId);
        return views.shown(tournament, RegistrationRules.closedBecause(tournament, clock) == null);
    }

    /** What the first draw would do now with the registrations, for the organizer's confirmation. */
    @Transactional
    public DrawOutlook drawOutlook(long tournamentId) {
        return turnout.outlook(current(tournamentId));
    }

    private void checkIn(Registration r) {
        r.checkIn(clock.instant());
        if (r.status() == RegistrationStatus.CHECKED_IN) {
            arrivals.enter(r);
        }
        waitingList.record(r, "registration-checked-in", "is present");
    }

    private void end(Registration r, Tournament tournament, Ended why) {
        r.cancel(why, clock.instant());
        waitingList.record(r, "registration-cancelled", "cancelled");
        waitingList.fill(tournament, w -> true);
    }

    private Registration store(Tournament tournament, PlayerMatch.Match match, NewRegistration request, String token) {
        Registration r = Registration.of(
                match.player(),
                tournament.id,
                new Registration.Contacts(
                        RegistrationTokens.hash(token), request.givenEmail(), request.givenPhone(), match.namesake()),
                waitingList.placeFor(tournament),
                clock.instant());
        r.persist();
        return r;
    }

    /** The tournament, its row locked until the transaction ends, and the waiting list brought up to date. */
    private Tournament locked(long tournamentId) {
        Tournament tournament = Tournament.<Tournament>findByIdOptional(tournamentId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ProblemException.notFound("tournament", tournamentId));
        waitingList.settle(tournament);
        return tournament;
    }

    /** As {@link #locked}, refused (409 {@code registrations-closed}) once the seats are drawn. */
    private Tournament lockedBeforeTheDraw(long tournamentId) {
        Tournament tournament = locked(tournamentId);
        if (tournament.isDrawn()) {
            throw RegistrationRules.closed("The seats are drawn: registrations can no longer change.", Map.of());
        }
        return tournament;
    }

    /** The tournament, with the waiting list brought up to date (under its lock) when it must move. */
    private Tournament current(long tournamentId) {
        Tournament tournament = Tournament.<Tournament>findByIdOptional(tournamentId)
                .orElseThrow(() -> ProblemException.notFound("tournament", tournamentId));
        if (waitingList.due(tournament)) {
            Tournament.getEntityManager().refresh(tournament, LockModeType.PESSIMISTIC_WRITE);
            waitingList.settle(tournament);
        }
        return tournament;
    }

    private static Integer position(Registration r) {
        int position = r.waitingPosition();
        return position == 0 ? null : position;
    }
}
