package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.hibernate.engine.spi.EntityKey;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.table.VoidRules;
import org.tavolo.table.Draw;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * The chip ledger read as stacks: every stack is the game's starting stack plus its ledger lines,
 * so it can be recomputed and explained at any time (docs/rules.md#italian-tournament,
 * #holdem-tournament).
 */
@ApplicationScoped
public class ChipLedger {

    private final TournamentService tournaments;
    private final HeldPots held;

    public ChipLedger(TournamentService tournaments, HeldPots held) {
        this.tournaments = tournaments;
        this.held = held;
    }

    /**
     * A table in play in the current game, with its seats and stacks, read under the table's lock
     * (see {@link TableAtPlay#lock}): what a hand or a chip count is checked against and recorded on.
     */
    public TableAtPlay atTable(Tournament tournament, int tableNumber) {
        return atTable(tournament, lockAt(tournament, tableNumber));
    }

    /** Takes the lock of a table in the current game (see {@link TableAtPlay#lock}) and answers where it is. */
    public TableInGame lockAt(Tournament tournament, int tableNumber) {
        TableInGame where = new TableInGame(tournament.id, currentGame(tournament.id), tableNumber);
        TableAtPlay.lock(where);
        return where;
    }

    /** A table whose lock this transaction holds, with its seats and stacks as the change before this one left them. */
    public TableAtPlay atTable(Tournament tournament, TableInGame locked) {
        boolean tablesLoadedBefore = PokerTable.getSession().getStatistics().getEntityKeys().stream()
                .anyMatch(key -> ((EntityKey) key).getEntityName().equals(PokerTable.class.getName()));
        PokerTable table = inPlay(tournament, locked.table());
        if (tablesLoadedBefore) {
            // read again under the lock: a table loaded before this change waited for the lock keeps
            // what it read then, and its seats, button and version are as the change before this one left them
            PokerTable.getEntityManager().refresh(table);
        }
        return read(tournament, locked, table);
    }

    /**
     * Takes the lock of a table in a game (see {@link TableAtPlay#lock}) for the rest of the
     * transaction: called first by every change of that table's chips or results.
     */
    public void lockTable(long tournamentId, int game, int tableNumber) {
        TableAtPlay.lock(new TableInGame(tournamentId, game, tableNumber));
    }

    private static PokerTable inPlay(Tournament tournament, int tableNumber) {
        return PokerTable.inPlay(tournament.id, tableNumber)
                .orElseThrow(() -> ProblemException.notFoundByNumber("table in play", tableNumber));
    }

    private static TableAtPlay read(Tournament tournament, TableInGame where, PokerTable table) {
        Map<Integer, Long> seats = table.seats();
        return new TableAtPlay(where, seats, stacksOf(tournament, where.game(), seats.values()), table);
    }

    /** Each entry's stack in a game: the starting stack plus its ledger lines. */
    public Map<Long, Long> stacks(Tournament tournament, int game, Collection<Long> entries) {
        return stacksOf(tournament, game, entries);
    }

    public static Map<Long, Long> stacksOf(Tournament tournament, int game, Collection<Long> entries) {
        Map<Long, Long> net = ChipMovement.netByEntry(tournament.id, game, entries);
        Map<Long, Long> stacks = new HashMap<>();
        long starting = tournament.settings().startingStack();
        entries.forEach(e -> stacks.put(e, starting + net.getOrDefault(e, 0L)));
        return stacks;
    }

    /** Every stack now, by seat, at a table in play, with the names of the players (one query). */
    @Transactional
    public StacksAtTable stacksAt(long tournamentId, int tableNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        TableAtPlay table = read(
                tournament,
                new TableInGame(tournament.id, currentGame(tournament.id), tableNumber),
                inPlay(tournament, tableNumber));
        return named(table);
    }

    /** The stacks of a table already read, by seat, with the names of the players (one query). */
    public static StacksAtTable named(TableAtPlay table) {
        EntryNames names =
                EntryNames.of(table.where().tournamentId(), table.seats().values());
        return new StacksAtTable(StacksAtTable.seats(table.seats(), table.stacks(), names), false);
    }

    /** The chips of a game, by default the current one. */
    @Transactional
    public ChipsInPlay chipsInPlay(long tournamentId, Integer game) {
        Tournament tournament = tournaments.get(tournamentId);
        return chipsInPlay(tournament, game == null ? currentGame(tournamentId) : game);
    }

    public ChipsInPlay chipsInPlay(Tournament tournament, int game) {
        long starting = tournament.settings().startingStack();
        int entries = entriesInGame(tournament, game);
        List<ChipMovement> flagged = ChipMovement.totalChanges(tournament.id, game);
        long changes = flagged.stream().mapToLong(ChipMovement::delta).reduce(0L, Math::addExact);
        long started = Math.multiplyExact(starting, entries);
        long inStacks = Math.addExact(started, ChipMovement.netOfGame(tournament.id, game));
        long held = this.held.inGame(tournament.id, game);
        return new ChipsInPlay(
                game,
                entries,
                started,
                Math.addExact(started, changes),
                inStacks,
                held,
                CarriedPotMove.inGame(tournament.id, game),
                flagged.stream()
                        .map(m -> new ChipsInPlay.Flag(
                                m.entry(), m.table(), m.delta(), m.reason(), m.recordedBy(), m.recordedAt()))
                        .toList());
    }

    /**
     * The final stacks of a game at a table from the ledger: every player seated there for that
     * game, with the hand he busted in when he ran out of chips (docs/rules.md#italian-tournament).
     */
    public List<FinalStack> finalStacks(Tournament tournament, int game, int tableNumber) {
        Draw draw = Draw.ofGame(tournament.id, game)
                .orElseThrow(() -> ProblemException.conflict(
                        "game-not-drawn",
                        "Game " + game + " has no seat draw, so its "
                                + "stacks are not in the ledger; give the final stacks instead.",
                        Map.of("game", game)));
        PokerTable table = PokerTable.numbered(draw.id, tableNumber)
                .orElseThrow(() -> ProblemException.notFoundByNumber("table of game " + game, tableNumber));
        Map<Long, GameElimination> out = new TreeMap<>();
        GameElimination.ofGame(tournament.id, game).forEach(e -> out.put(e.entry(), e));
        Map<Long, Long> stacks = stacks(tournament, game, table.seats().values());
        return table.seats().values().stream()
                .map(entry -> {
                    GameElimination e = out.get(entry);
                    return e == null
                            ? new FinalStack(entry, stacks.get(entry), null, null)
                            : new FinalStack(entry, stacks.get(entry), e.sequence(), e.chipsAtStartOfHand());
                })
                .toList();
    }

    /**
     * The final stacks from the ledger to close a game with (docs/results.md#closing-a-table):
     * refused while a player whose bust still stands holds chips again (a void or a count gave him
     * chips after he ran out), since his place cannot be both.
     */
    public List<FinalStack> closingStacks(Tournament tournament, int game, int tableNumber) {
        List<FinalStack> stacks = finalStacks(tournament, game, tableNumber);
        requireNothingCarried(new TableInGame(tournament.id, game, tableNumber));
        stacks.stream()
                .filter(s -> s.eliminatedInHand() != null && s.chips() != 0)
                .findFirst()
                .ifPresent(s -> {
                    throw bustWithChips(tournament.id, game, tableNumber, s);
                });
        return stacks;
    }

    /**
     * docs/rules.md#parol-end: a table's game closes once every pot it carried was won; its chips belong to the
     * players of the hands still to play, and no stack is guessed for them.
     */
    public static void requireNothingCarried(TableInGame where) {
        CarriedPot carried = CarriedPotMove.at(where);
        if (carried.total() == 0) {
            return;
        }
        throw ProblemException.conflict(
                "carried-pot-not-won",
                "Table " + where.table() + " carries " + carried.total() + " chips to its next hand ("
                        + carried.parol() + " of a parol pot, " + carried.penalties()
                        + " of penalties paid to the pot): play the hand that wins them before closing the game"
                        + " (docs/rules.md#parol-end).",
                Map.of("carried", carried.total(), "parol", carried.parol(), "penalties", carried.penalties()));
    }

    /**
     * Refuses a void that would leave {@code entry}'s stack of {@code stack} chips below zero once
     * {@code back} chips are given back (a negative number takes them): a later hand spent the chips
     * the voided entry moved, and that hand is voided first. One refusal for hands and penalties.
     *
     * @param voided what is voided, in words: «hand 12», «penalty 3»
     */
    public static void requireNotBelowZero(String voided, long entry, long stack, long back) {
        VoidRules.leavesNegativeStack(voided, entry, stack, back, Entry::nameOf).ifPresent(reason -> {
            throw ProblemException.conflict(reason.code(), reason.getMessage(), reason.details());
        });
    }

    private static ProblemException bustWithChips(long tournamentId, int game, int tableNumber, FinalStack stack) {
        Optional<Long> hand = GameElimination.ofGame(tournamentId, game).stream()
                .filter(e -> e.entry() == stack.entry())
                .findFirst()
                .flatMap(GameElimination::hand);
        String out = hand.map(h -> "ran out of chips in hand " + h).orElse("was counted out of chips");
        return ProblemException.conflict(
                "busted-player-holds-chips",
                Entry.nameOf(stack.entry()) + " " + out + " but holds " + stack.chips() + " chips again at table "
                        + tableNumber + " (a void or a count gave them back): void "
                        + hand.map(h -> "hand " + h).orElse("that count's bust with a new count")
                        + " or count the stack again before closing the game.",
                hand.isPresent()
                        ? Map.of(
                                "entry",
                                stack.entry(),
                                "chips",
                                stack.chips(),
                                "hand",
                                hand.get(),
                                "name",
                                Entry.nameOf(stack.entry()))
                        : Map.of("entry", stack.entry(), "chips", stack.chips(), "name", Entry.nameOf(stack.entry())));
    }

    /** The game being played: the one of the latest seat draw. */
    public static int currentGame(long tournamentId) {
        int game = Draw.currentGame(tournamentId);
        if (game == 0) {
            throw ProblemException.conflict(
                    "not-drawn",
                    "The seats of tournament " + tournamentId
                            + " are not drawn yet: there is no table to enter hands at.");
        }
        return game;
    }

    private static int entriesInGame(Tournament tournament, int game) {
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            return (int) Entry.countIn(tournament.id);
        }
        return Draw.ofGame(tournament.id, game).map(d -> d.entryOrder().size()).orElse(0);
    }
}
