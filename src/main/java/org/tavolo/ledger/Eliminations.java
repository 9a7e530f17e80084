package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongPredicate;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.table.FloorService;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * Players who ran out of chips. In Hold'em they leave the tournament with finishing places and the
 * floor balances the tables (docs/rules.md#holdem-tournament); in an Italian game they rank below
 * the others at the close (docs/rules.md#italian-tournament). Undone when their hand is voided or
 * a ruling gives them chips back.
 */
@ApplicationScoped
public class Eliminations {

    private final ChipLedger ledger;
    private final FloorService floor;
    private final Clock clock;

    public Eliminations(ChipLedger ledger, FloorService floor, Clock clock) {
        this.ledger = ledger;
        this.floor = floor;
        this.clock = clock;
    }

    /** Records who ran out of chips at a table, in one hand or count, and places them in Hold'em. */
    public List<Elimination> eliminate(
            Tournament tournament, TableAtPlay table, Long handId, Map<Long, Long> outOfChips) {
        if (outOfChips.isEmpty()) {
            return List.of();
        }
        requireNoBustStanding(table.where(), outOfChips.keySet());
        long sequence = ((Number) GameElimination.getEntityManager()
                        .createNativeQuery("select nextval('elimination_sequence')")
                        .getSingleResult())
                .longValue();
        outOfChips.forEach(
                (entry, chipsAtStart) -> GameElimination.of(table.where(), entry, handId, sequence, chipsAtStart)
                        .persist());
        GameElimination.flush();
        Map<Long, Integer> places = tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? placeHoldemField(tournament, table.where().game())
                : Map.of();
        Map<Long, Integer> seatOf = table.seatOf();
        List<Elimination> eliminated = new ArrayList<>();
        outOfChips.forEach((entry, chipsAtStart) ->
                eliminated.add(new Elimination(seatOf.get(entry), entry, null, null, chipsAtStart, places.get(entry))));
        return eliminated;
    }

    /**
     * A player whose bust still stands (a void gave chips back, the bust's own hand was not voided)
     * cannot bust a second time in the game: 409 naming the hand to void first, nothing recorded.
     */
    private static void requireNoBustStanding(TableInGame where, Set<Long> entries) {
        for (GameElimination earlier : GameElimination.ofGame(where.tournamentId(), where.game())) {
            if (entries.contains(earlier.entry())) {
                Map<String, Object> details = new HashMap<>();
                details.put("entry", earlier.entry());
                details.put("name", Entry.nameOf(earlier.entry()));
                earlier.hand().ifPresent(hand -> details.put("hand", hand));
                throw ProblemException.conflict(
                        "bust-already-stands",
                        Entry.nameOf(earlier.entry()) + " runs out of chips again, but the bust recorded "
                                + earlier.hand().map(h -> "in hand " + h).orElse("by a count")
                                + " still stands after a void gave chips back: void that hand (or count the"
                                + " stack) first, then enter this one. Nothing was changed.",
                        details);
            }
        }
    }

    /**
     * Hold'em eliminations feed the floor (docs/rules.md#holdem-tournament): the eliminated leave
     * their seats and the tables are balanced or broken, in this transaction.
     */
    public List<Move> rebalance(Tournament tournament, List<Elimination> eliminated) {
        if (eliminated.isEmpty() || tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return List.of();
        }
        return floor.afterElimination(tournament.id);
    }

    /** Undoes the eliminations of a hand for the entries chosen; returns them. */
    public List<Long> undo(long handId, LongPredicate which) {
        List<Long> back = new ArrayList<>();
        for (GameElimination out : GameElimination.ofHand(handId)) {
            if (which.test(out.entry())) {
                out.delete();
                back.add(out.entry());
            }
        }
        GameElimination.flush();
        return back;
    }

    /**
     * Players whose elimination was undone are in play again. In Hold'em the places are worked out
     * anew and those who lost their seat meanwhile get one from the floor, as a late entry would.
     */
    public List<SeatAssignment> backInPlay(Tournament tournament, int game, List<Long> entries) {
        return backInPlay(tournament, game, entries, Map.of(), 0);
    }

    /**
     * As {@link #backInPlay(Tournament, int, List)}, those who lost their seat at table {@code table} seated back at
     * the seat they left ({@code seatLeft}, by entry) while it is free (a voided hand's busts).
     */
    public List<SeatAssignment> backInPlay(
            Tournament tournament, int game, List<Long> entries, Map<Long, Integer> seatLeft, int table) {
        if (tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return List.of();
        }
        placeHoldemField(tournament, game);
        List<SeatAssignment> reseated = new ArrayList<>();
        for (long id : entries) {
            Entry entry = Entry.inTournament(tournament.id, id);
            if (entry.isActive() && PokerTable.seating(tournament.id, id).isEmpty()) {
                reseated.add(
                        seatLeft.containsKey(id)
                                ? floor.seatBack(tournament, entry, table, seatLeft.get(id))
                                : floor.seatLateEntry(tournament, entry));
            }
        }
        return reseated;
    }

    /**
     * Hold'em finishing places from the eliminations on record (docs/rules.md#holdem-tournament),
     * written to the entries: recomputed whole each time, so a voided hand moves later places back.
     */
    private Map<Long, Integer> placeHoldemField(Tournament tournament, int game) {
        List<Entry> field = Entry.ofTournament(tournament.id);
        Map<Long, GameElimination> out = new TreeMap<>();
        GameElimination.ofGame(tournament.id, game).forEach(e -> out.put(e.entry(), e));
        Map<Long, Long> stacks =
                ledger.stacks(tournament, game, field.stream().map(e -> e.id).toList());
        List<Finish<Long>> finishes = field.stream()
                .map(e -> out.containsKey(e.id) ? out.get(e.id).finish() : Finish.withChips(e.id, stacks.get(e.id)))
                .toList();
        Map<Long, Integer> places = new HashMap<>();
        for (Place<Long> place : Ranking.holdemFinishingPlaces(finishes)) {
            places.put(place.player(), place.place());
        }
        Instant now = clock.instant();
        for (Entry entry : field) {
            writePlace(entry, places.get(entry.id), !out.containsKey(entry.id), now);
        }
        return places;
    }

    /** A place for a player who still has chips is the win (place 1, the last one left). */
    private static void writePlace(Entry entry, Integer place, boolean hasChips, Instant now) {
        if (entry.isActive() && place != null) {
            finish(entry, place, hasChips, now);
        } else if (!entry.isActive() && (place == null || !place.equals(entry.finishingPlace()))) {
            entry.reinstate();
            if (place != null) {
                finish(entry, place, hasChips, now);
            }
        }
    }

    private static void finish(Entry entry, int place, boolean hasChips, Instant now) {
        if (hasChips && place == 1) {
            entry.win();
        } else {
            entry.eliminate(place, now);
        }
    }
}
