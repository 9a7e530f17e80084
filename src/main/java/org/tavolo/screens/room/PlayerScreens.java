package org.tavolo.screens.room;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.time.ClubTime;
import org.tavolo.hand.read.EliminationViews;
import org.tavolo.screens.room.RoomViews.Found;
import org.tavolo.screens.room.RoomViews.PlayerScreen;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.table.FloorViews;
import org.tavolo.table.SeatChange;
import org.tavolo.table.SeatChanges;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * A player's own page (docs/room-screens.md#player): the seat, the last seat change and why, the
 * standing and the evening's eliminations, gathered from the features' read methods.
 */
@ApplicationScoped
public class PlayerScreens {

    private final TournamentService tournaments;
    private final FloorViews tables;
    private final StandingService standings;
    private final SeatChanges seatChanges;
    private final EliminationViews eliminations;
    private final ClubTime clubTime;

    PlayerScreens(
            TournamentService tournaments,
            FloorViews tables,
            StandingService standings,
            SeatChanges seatChanges,
            EliminationViews eliminations,
            ClubTime clubTime) {
        this.tournaments = tournaments;
        this.tables = tables;
        this.standings = standings;
        this.seatChanges = seatChanges;
        this.eliminations = eliminations;
        this.clubTime = clubTime;
    }

    /** The page of {@code entry} in tournament {@code id}; 404 when the entry has neither a seat nor a standing. */
    public PlayerScreen player(long id, long entry) {
        TournamentView tournament = tournaments.view(id);
        StandingLine standing = standings.standings(id, 1).standings().stream()
                .filter(l -> l.entry() == entry)
                .findFirst()
                .orElse(null);
        List<TableView> inPlay = tables.tables(id);
        Found seat = inPlay.stream()
                .flatMap(t -> t.seats().stream()
                        .filter(s -> s.entryId() == entry)
                        .map(s -> new Found(s.entryId(), s.playerName(), s.nickname(), t.number(), s.seat())))
                .findFirst()
                .orElse(null);
        if (standing == null && seat == null) {
            throw ProblemException.notFound("entry", entry);
        }
        String name = seat != null ? seat.playerName() : standing.player();
        SeatChange change = seat == null ? null : seatChanges.latest(id, entry).orElse(null);
        int game = inPlay.stream().mapToInt(TableView::gameNumber).max().orElse(0);
        return new PlayerScreen(
                tournament, entry, name, seat, standing, change, eliminations.of(id), game, clubTime.zone());
    }
}
