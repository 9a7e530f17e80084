package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.tavolo.common.db.HotPath;
import org.tavolo.entry.EntryService;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandService;
import org.tavolo.screens.Language;
import org.tavolo.standing.OutlookService;
import org.tavolo.standing.StandingService;
import org.tavolo.table.FloorViews;
import org.tavolo.table.SeatDraws;
import org.tavolo.table.TableViews.SeatView;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * The evening's hottest path, exercised before the service says ready (docs/deployment.md#warm-before-ready): an
 * Italian tournament of eight walk-ins is made, drawn, a hand entered at its first table as a director enters one (the very
 * recording a preview rehearses), the standings and every player's outlook read, and the director's table page
 * rendered in both languages. The warm-up rolls it all back.
 */
@ApplicationScoped
class HandAtTheDesk implements HotPath {

    private static final int PLAYERS = 8;
    private static final List<String> TRIPS = List.of("Ah", "Ad", "Ac", "9s", "8s");
    private static final List<String> TWO_PAIR = List.of("Kh", "Kd", "7c", "7d", "10s");

    private final TournamentService tournaments;
    private final EntryService entries;
    private final SeatDraws draws;
    private final FloorViews floor;
    private final HandService hands;
    private final StandingService standings;
    private final OutlookService outlooks;
    private final DirectorService director;
    private final Desks desks;

    HandAtTheDesk(
            TournamentService tournaments,
            EntryService entries,
            SeatDraws draws,
            FloorViews floor,
            HandService hands,
            StandingService standings,
            OutlookService outlooks,
            DirectorService director,
            Desks desks) {
        this.tournaments = tournaments;
        this.entries = entries;
        this.draws = draws;
        this.floor = floor;
        this.hands = hands;
        this.standings = standings;
        this.outlooks = outlooks;
        this.director = director;
        this.desks = desks;
    }

    @Override
    public String name() {
        return "a hand at a table, the standings and the director's page";
    }

    @Override
    public void exercise() {
        long t = tournaments.announceLike(
                new CreateTournamentRequest(
                        "Warm-up " + UUID.randomUUID(), TournamentFormat.ITALIAN_DRAW, LocalDate.now(), null),
                null);
        for (int i = 1; i <= PLAYERS; i++) {
            entries.enterNewPlayer(t, null, "Warm-up " + t + " " + i, null, null, null);
        }
        draws.firstDraw(t, 1L);
        hands.enterHand(t, 1, hand(t));
        standings.standingsJson(t, 1);
        outlooks.all(t);
        for (String tag : List.of("it", "en")) {
            Language language = new Language(tag);
            DirectorPage.render(desks.fresh(director.table(t, 1), language), language, null)
                    .getEntity()
                    .render();
        }
    }

    /** Everyone antes; the first seat shows trips against the second's two pair, the others fold. */
    private EnterHandRequest hand(long t) {
        long ante = tournaments.settings(t).ante();
        List<SeatView> seats = floor.table(t, 1).seats();
        List<EnterHandRequest.Player> players = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            List<String> shown = i == 0 ? TRIPS : i == 1 ? TWO_PAIR : null;
            players.add(new EnterHandRequest.Player(seats.get(i).seat(), ante, shown == null, shown));
        }
        int button = seats.get(seats.size() - 1).seat();
        return new EnterHandRequest(UUID.randomUUID().toString(), button, null, null, players, null, null, null, null);
    }
}
