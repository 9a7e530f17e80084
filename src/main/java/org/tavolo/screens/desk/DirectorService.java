package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.clock.ClockService;
import org.tavolo.hand.read.TableEntries;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.StacksAtTable;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.HeldLine;
import org.tavolo.screens.desk.DirectorViews.PickScreen;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableChoice;
import org.tavolo.screens.desk.DirectorViews.TableScreen;
import org.tavolo.table.FloorViews;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameStage;
import org.tavolo.table.TableViews.SeatView;
import org.tavolo.table.TableViews.TableView;
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
    private final TableEntries entries;
    private final GameLifecycle lifecycle;

    DirectorService(
            TournamentService tournaments,
            FloorViews floor,
            ChipLedger ledger,
            ClockService clocks,
            TableEntries entries,
            GameLifecycle lifecycle) {
        this.tournaments = tournaments;
        this.floor = floor;
        this.ledger = ledger;
        this.clocks = clocks;
        this.entries = entries;
        this.lifecycle = lifecycle;
    }

    /** The table as it is now: seats, names, stacks, button, level and clock, held pots, last entry. */
    public TableScreen table(long tournamentId, int number) {
        TournamentView tournament = tournaments.view(tournamentId);
        TableView table = floor.table(tournamentId, number);
        boolean chinese = tournament.format() == TournamentFormat.CHINESE_POKER;
        List<SeatLine> seats = seats(tournamentId, table, chinese);
        boolean italian = tournament.format() == TournamentFormat.ITALIAN_DRAW;
        GameStage stage = lifecycle.of(tournamentId);
        boolean open = open(stage, number);
        return new TableScreen(
                tournament,
                number,
                table.gameNumber(),
                stage.gamesPerRound(),
                table.buttonSeat(),
                seats,
                clocks.read(tournamentId),
                tournaments.deck(tournamentId, seats.size()),
                italian,
                chinese,
                open,
                held(tournamentId, table.gameNumber(), number, seats),
                entries.last(tournamentId, table.gameNumber(), number).orElse(null));
    }

    /**
     * The table as a form is parsed against, without the rest of the desk: its seats and stacks, its game, the ante
     * in force and whether it plays Italian draw poker.
     */
    public FormTable formTable(long tournamentId, int number) {
        TournamentView tournament = tournaments.view(tournamentId);
        TableView table = floor.table(tournamentId, number);
        return new FormTable(
                tournamentId,
                number,
                table.gameNumber(),
                tournament.format() == TournamentFormat.ITALIAN_DRAW,
                clocks.read(tournamentId).ante(),
                seats(tournamentId, table, tournament.format() == TournamentFormat.CHINESE_POKER));
    }

    /**
     * The table as the void of its last entry is parsed against, without the rest of the desk: its game, whether it
     * plays it now, its last entry.
     */
    public EntryTable entryTable(long tournamentId, int number) {
        int game = floor.table(tournamentId, number).gameNumber();
        return new EntryTable(
                game,
                open(lifecycle.of(tournamentId), number),
                entries.last(tournamentId, game, number).orElse(null));
    }

    /** Whether the table plays its game now: drawn, not closed. */
    private static boolean open(GameStage stage, int number) {
        return stage.tables().contains(number) && !stage.closed().contains(number);
    }

    /** The table's seats with their stacks on the ledger (none at a Chinese table: it plays no chips). */
    private List<SeatLine> seats(long tournamentId, TableView table, boolean chinese) {
        Map<Integer, Long> stacks = new HashMap<>();
        if (!chinese) {
            for (StacksAtTable.SeatStack s :
                    ledger.stacksAt(tournamentId, table.number()).seats()) {
                stacks.put(s.seat(), s.chips());
            }
        }
        return table.seats().stream()
                .map(s -> line(s, stacks.getOrDefault(s.seat(), 0L), table.buttonSeat()))
                .toList();
    }

    /** The pots of the table's hands that wait for a ruling, with the names of who may win them. */
    private List<HeldLine> held(long tournamentId, int game, int table, List<SeatLine> seats) {
        Map<Integer, String> names = new HashMap<>();
        seats.forEach(s -> names.put(s.seat(), s.name()));
        return entries.held(tournamentId, game, table).stream()
                .flatMap(h -> h.pots().stream()
                        .map(p -> new HeldLine(
                                h.hand(),
                                h.handNo(),
                                p.name(),
                                p.amount(),
                                p.eligible().stream()
                                        .map(seat -> seat + " · " + names.getOrDefault(seat, ""))
                                        .toList())))
                .toList();
    }

    /** The tables in play, for an access that covers the whole tournament. */
    public PickScreen pick(long tournamentId) {
        return new PickScreen(
                tournaments.view(tournamentId),
                floor.tables(tournamentId).stream()
                        .map(t -> new TableChoice(t.number(), t.players()))
                        .toList());
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
