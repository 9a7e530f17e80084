package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.table.Draw;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * The chips of every table in play in the current game, read in one transaction for the floor
 * board: each seat's stack from the ledger, the chips held in pots waiting for a ruling, and the
 * game's totals against what the players started with.
 */
@ApplicationScoped
public class TableChips {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final HeldPots held;

    public TableChips(TournamentService tournaments, ChipLedger ledger, HeldPots held) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.held = held;
    }

    /**
     * One table in play.
     *
     * @param seats       the stack of each seated entry, by seat
     * @param heldInPots  chips of the table's hands waiting for a ruling
     * @param started     the starting stacks of the players seated there
     * @param totalChange the counts at this table that changed the total (flagged), together
     */
    public record AtTable(
            int table, List<StacksAtTable.SeatStack> seats, long heldInPots, long started, long totalChange) {

        /** The table's chips now: its stacks and what its pots hold. */
        public long inPlay() {
            return Math.addExact(
                    seats.stream().mapToLong(StacksAtTable.SeatStack::chips).reduce(0L, Math::addExact), heldInPots);
        }

        /** Chips in play minus the starting stacks of the players there. */
        public long difference() {
            return Math.subtractExact(inPlay(), started);
        }
    }

    /** The tables of the current game and the game's chips; none before the first draw. */
    public record Board(int game, List<AtTable> tables, ChipsInPlay chips) {}

    @Transactional
    public Board ofCurrentGame(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        int game = Draw.current(tournamentId).map(Draw::gameNumber).orElse(0);
        if (game == 0) {
            return new Board(0, List.of(), null);
        }
        Map<Integer, Long> held = this.held.byTable(tournamentId, game);
        Map<Integer, Long> changes = ChipMovement.totalChanges(tournamentId, game).stream()
                .collect(Collectors.groupingBy(ChipMovement::table, Collectors.summingLong(ChipMovement::delta)));
        long starting = tournament.settings().startingStack();
        List<PokerTable> inPlay = PokerTable.inPlay(tournamentId);
        List<Long> seated =
                inPlay.stream().flatMap(t -> t.seats().values().stream()).toList();
        Map<Long, Long> stacks = ledger.stacks(tournament, game, seated);
        EntryNames names = EntryNames.of(tournamentId, seated);
        List<AtTable> tables = inPlay.stream()
                .map(t -> {
                    List<StacksAtTable.SeatStack> seats = StacksAtTable.seats(t.seats(), stacks, names);
                    return new AtTable(
                            t.number(),
                            seats,
                            held.getOrDefault(t.number(), 0L),
                            Math.multiplyExact(starting, seats.size()),
                            changes.getOrDefault(t.number(), 0L));
                })
                .toList();
        return new Board(game, tables, ledger.chipsInPlay(tournament, game));
    }
}
