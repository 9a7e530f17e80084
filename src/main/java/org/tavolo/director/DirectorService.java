package org.tavolo.director;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.clock.ClockService;
import org.tavolo.director.DirectorViews.PickScreen;
import org.tavolo.director.DirectorViews.SeatLine;
import org.tavolo.director.DirectorViews.TableChoice;
import org.tavolo.director.DirectorViews.TableScreen;
import org.tavolo.hand.ChipLedger;
import org.tavolo.hand.StacksAtTable;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.table.FloorViews;
import org.tavolo.table.TableViews.SeatView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/** Gathers the director's page from the features' own read methods: floor, ledger and clock. */
@ApplicationScoped
public class DirectorService {

    private final TournamentService tournaments;
    private final FloorViews floor;
    private final ChipLedger ledger;
    private final ClockService clocks;

    DirectorService(TournamentService tournaments, FloorViews floor, ChipLedger ledger, ClockService clocks) {
        this.tournaments = tournaments;
        this.floor = floor;
        this.ledger = ledger;
        this.clocks = clocks;
    }

    /** The table as it is now: seats, names, stacks, button, level and clock. */
    public TableScreen table(long tournamentId, int number) {
        Tournament tournament = tournaments.get(tournamentId);
        TableView table = floor.table(tournamentId, number);
        Map<Integer, Long> stacks = new HashMap<>();
        for (StacksAtTable.SeatStack s : ledger.stacksAt(tournamentId, number).seats()) {
            stacks.put(s.seat(), s.chips());
        }
        List<SeatLine> seats = table.seats().stream()
                .map(s -> line(s, stacks.getOrDefault(s.seat(), 0L), table.buttonSeat()))
                .toList();
        boolean italian = tournament.format() == TournamentFormat.ITALIAN_DRAW;
        return new TableScreen(
                TournamentView.from(tournament),
                number,
                table.gameNumber(),
                tournament.settings().gamesPerRound(),
                table.buttonSeat(),
                seats,
                clocks.read(tournamentId),
                deck(italian, seats.size()).cards().stream().map(Card::toString).toList(),
                italian);
    }

    /** Placement points for a table of {@code size} under the tournament's scheme. */
    public List<Integer> points(long tournamentId, int size) {
        return tournaments.get(tournamentId).settings().pointsFor(size);
    }

    /** The tables in play, for an access that covers the whole tournament. */
    public PickScreen pick(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        return new PickScreen(
                TournamentView.from(tournament),
                floor.tables(tournamentId).stream()
                        .map(t -> new TableChoice(t.number(), t.players()))
                        .toList());
    }

    /**
     * The deck a table plays with: 52 cards in Hold'em; in Italian draw poker four cards per player
     * plus sixteen, as the hand service settles it (docs/rules.md#cards).
     */
    static Deck deck(boolean italian, int players) {
        return italian ? Deck.ofSize(Math.max(28, Math.min(40, 4 * (players + 4)))) : Deck.STANDARD_52;
    }

    private static SeatLine line(SeatView seat, long stack, Integer button) {
        return new SeatLine(
                seat.seat(),
                seat.entryId(),
                seat.playerName(),
                seat.nickname(),
                stack,
                button != null && button == seat.seat());
    }
}
