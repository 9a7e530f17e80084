package org.tavolo.hand;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.audit.AuditTrail;
import org.tavolo.calculator.SettlementCalculator;
import org.tavolo.calculator.SettlementRequest;
import org.tavolo.calculator.SettlementView;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.table.Draw;
import org.tavolo.table.FloorService;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * Hands, chip counts and the chip ledger. A hand is checked against the table's seating and
 * stacks, settled by the pot-settlement service with the hand evaluator, and its stack changes,
 * eliminations and answer are stored in one transaction (docs/rules.md#side-pots, #resti, #italian-tournament, #holdem-tournament).
 */
@ApplicationScoped
public class HandService {

    private final TournamentService tournaments;
    private final SettlementCalculator settlements;
    private final FloorService floor;
    private final AuditTrail audit;
    private final ObjectMapper json;
    private final Clock clock;

    HandService(
            TournamentService tournaments,
            SettlementCalculator settlements,
            FloorService floor,
            AuditTrail audit,
            ObjectMapper json,
            Clock clock) {
        this.audit = audit;
        this.tournaments = tournaments;
        this.settlements = settlements;
        this.floor = floor;
        this.json = json;
        this.clock = clock;
    }

    /**
     * Enters a hand. A retry with the same {@code entryId} returns the first answer and changes
     * nothing; the same id with a different hand is refused.
     */
    @Transactional
    public String enterHand(long tournamentId, int tableNumber, EnterHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        String requestJson = write(request);
        var earlier = HandEntry.byKey(tournamentId, request.entryId());
        if (earlier.isPresent()) {
            HandEntry first = earlier.get();
            if (first.where().table() != tableNumber || !first.requestJson().equals(requestJson)) {
                throw ProblemException.conflict(
                        "entry-id-reused",
                        "entryId '" + request.entryId() + "' was already used for another hand (" + first.id + ").",
                        Map.of("field", "entryId"));
            }
            return first.answerJson();
        }
        Game game = gameOf(tournament, request.game());
        TableInGame where = new TableInGame(tournamentId, currentGame(tournamentId), tableNumber);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        Map<Integer, Long> seats = table.seats();
        Map<Long, Long> stacks = stacks(tournament, where.game(), seats.values());
        checkAgainstTable(request.players(), seats, stacks);

        SettlementView settlement = settlements.settle(settlementRequest(tournament.settings(), game, seats, request));
        long held = settlement.unawarded().stream()
                .mapToLong(SettlementView.UnawardedPotView::amount)
                .sum();
        Instant now = clock.instant();
        HandEntry hand = HandEntry.record(where, request.entryId(), requestJson, held, request.by(), now);
        hand.persist();

        List<HandAnswer.StackChange> changes = new ArrayList<>();
        Map<Long, Long> outOfChips = new LinkedHashMap<>();
        for (EnterHandRequest.Player player : request.players()) {
            long entry = seats.get(player.seat());
            long before = stacks.get(entry);
            long delta = settlement.payouts().getOrDefault(player.seat(), 0L) - player.contributed();
            if (delta != 0) {
                ChipMovement.of(where, entry, MovementKind.HAND, delta, hand.id, null, false, hand.recordedBy(), now)
                        .persist();
            }
            changes.add(new HandAnswer.StackChange(player.seat(), entry, before, before + delta));
            if (before + delta == 0) {
                outOfChips.put(entry, before);
            }
        }
        List<HandAnswer.Elimination> eliminated = eliminate(tournament, where, hand.id, outOfChips, seats);
        HandAnswer answer = new HandAnswer(
                hand.id,
                hand.handNo(),
                where.game(),
                tableNumber,
                hand.status(),
                settlement,
                changes,
                eliminated,
                rebalance(tournament, eliminated));
        String answerJson = write(answer);
        hand.answer(answerJson);
        audit.record(
                tournamentId,
                "hand-entered",
                hand.recordedBy() + " entered hand " + hand.handNo() + " at table "
                        + tableNumber + " (hand " + hand.id + ")"
                        + (eliminated.isEmpty()
                                ? "."
                                : "; out of chips: entries "
                                        + eliminated.stream()
                                                .map(HandAnswer.Elimination::entry)
                                                .toList() + "."));
        return answerJson;
    }

    /**
     * Sets stacks to the chips counted, with a reason. A count whose stacks no longer add up to
     * the same total is flagged; a stack counted at zero puts the player out.
     */
    @Transactional
    public ChipCountAnswer count(long tournamentId, int tableNumber, ChipCountRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        TableInGame where = new TableInGame(tournamentId, currentGame(tournamentId), tableNumber);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        Map<Integer, Long> seats = table.seats();
        Map<Long, Long> stacks = stacks(tournament, where.game(), seats.values());
        Set<Integer> counted = new java.util.HashSet<>();
        long totalChange = 0;
        for (int i = 0; i < request.counts().size(); i++) {
            ChipCountRequest.Count count = request.counts().get(i);
            requireSeated(seats, count.seat(), "counts[" + i + "].seat");
            if (!counted.add(count.seat())) {
                throw new RuleViolation(
                        "duplicate-seat",
                        "Seat " + count.seat() + " is counted twice.",
                        Map.of("seat", count.seat(), "field", "counts[" + i + "].seat"));
            }
            requireChipUnit(tournament.settings(), count.chips(), count.seat(), "counts[" + i + "].chips");
            totalChange += count.chips() - stacks.get(seats.get(count.seat()));
        }
        boolean changesTotal = totalChange != 0;
        Instant now = clock.instant();
        List<HandAnswer.StackChange> changes = new ArrayList<>();
        Map<Long, Long> outOfChips = new LinkedHashMap<>();
        for (ChipCountRequest.Count count : request.counts()) {
            long entry = seats.get(count.seat());
            long before = stacks.get(entry);
            ChipMovement.of(
                            where,
                            entry,
                            MovementKind.COUNT,
                            count.chips() - before,
                            null,
                            request.reason().strip(),
                            changesTotal,
                            request.by().strip(),
                            now)
                    .persist();
            changes.add(new HandAnswer.StackChange(count.seat(), entry, before, count.chips()));
            if (count.chips() == 0 && before > 0) {
                outOfChips.put(entry, before);
            }
        }
        List<HandAnswer.Elimination> eliminated = eliminate(tournament, where, null, outOfChips, seats);
        audit.record(
                tournamentId,
                "chips-counted",
                request.by().strip() + " counted " + changes.size() + " stacks at table " + tableNumber
                        + (changesTotal ? ", changing the total by " + totalChange : "") + ": "
                        + request.reason().strip());
        return new ChipCountAnswer(
                changes,
                totalChange,
                changesTotal,
                eliminated,
                rebalance(tournament, eliminated),
                chipsInPlay(tournament, where.game()));
    }

    /** The organizer voids a hand: its ledger lines are reversed and its eliminations undone. */
    @Transactional
    public String voidHand(long tournamentId, long handId, VoidHandRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = HandEntry.inTournament(tournamentId, handId)
                .orElseThrow(() -> ProblemException.notFound("hand", handId));
        Instant now = clock.instant();
        hand.voidBy(request.by(), request.reason(), now);
        for (ChipMovement line : ChipMovement.ofHand(handId)) {
            ChipMovement.of(
                            hand.where(),
                            line.entry(),
                            MovementKind.VOID,
                            -line.delta(),
                            handId,
                            request.reason().strip(),
                            false,
                            request.by().strip(),
                            now)
                    .persist();
        }
        List<GameElimination> undone = GameElimination.ofHand(handId);
        undone.forEach(GameElimination::delete);
        GameElimination.flush();
        audit.record(
                tournamentId, "hand-voided", hand.voidedBy() + " voided hand " + handId + ": " + hand.voidReason());
        List<SeatAssignment> reseated = backInPlay(
                tournament,
                hand.where().game(),
                undone.stream().map(GameElimination::entry).toList());
        return write(Map.of(
                "hand",
                handId,
                "status",
                hand.status(),
                "voidedBy",
                hand.voidedBy(),
                "voidReason",
                hand.voidReason(),
                "voidedAt",
                hand.voidedAt(),
                "reseated",
                reseated));
    }

    /**
     * Pays the pots a cycle left to the director (docs/rules.md#italian), as he rules: every held pot at
     * once, each to winners among the players who could win it. A player who ran out of chips in
     * that hand and gets chips back is in play again.
     */
    @Transactional
    public String rule(long tournamentId, long handId, RulingRequest request) {
        Tournament tournament = tournaments.get(tournamentId);
        HandEntry hand = HandEntry.inTournament(tournamentId, handId)
                .orElseThrow(() -> ProblemException.notFound("hand", handId));
        if (hand.status() != HandStatus.PENDING_RULING) {
            throw ProblemException.conflict(
                    "no-ruling-pending",
                    "Hand " + handId + " has no pot waiting for a ruling.",
                    Map.of("hand", handId));
        }
        HandAnswer answer = read(hand.answerJson(), HandAnswer.class);
        EnterHandRequest entered = read(hand.requestJson(), EnterHandRequest.class);
        Map<String, SettlementView.UnawardedPotView> held = new LinkedHashMap<>();
        answer.settlement().unawarded().forEach(p -> held.put(p.name(), p));
        Map<Integer, Long> entryAt = new HashMap<>();
        answer.stacks().forEach(c -> entryAt.put(c.seat(), c.entry()));
        Map<Integer, Long> payouts = new java.util.TreeMap<>();
        for (int i = 0; i < request.pots().size(); i++) {
            RulingRequest.PotRuling ruling = request.pots().get(i);
            SettlementView.UnawardedPotView pot = held.remove(ruling.pot());
            if (pot == null) {
                throw new RuleViolation(
                        "no-such-held-pot",
                        "No pot '" + ruling.pot() + "' is waiting for a ruling in hand " + handId + ".",
                        Map.of("field", "pots[" + i + "].pot"));
            }
            for (int winner : ruling.winners()) {
                if (!pot.eligible().contains(winner)) {
                    throw new RuleViolation(
                            "winner-not-eligible",
                            "Seat " + winner + " could not win the " + pot.name() + " pot.",
                            Map.of("seat", winner, "field", "pots[" + i + "].winners"));
                }
            }
            split(pot.amount(), ruling.winners(), entered, tournament.settings().chipUnit())
                    .forEach((seat, chips) -> payouts.merge(seat, chips, Long::sum));
        }
        if (!held.isEmpty()) {
            throw new RuleViolation(
                    "pots-not-ruled",
                    "Every held pot is ruled at once; missing: " + held.keySet() + ".",
                    Map.of("field", "pots"));
        }
        Instant now = clock.instant();
        hand.ruled();
        audit.record(tournamentId, "pot-ruled", request.by().strip() + " ruled on hand " + handId + ": " + payouts);
        Map<Long, Long> stacks = stacks(tournament, hand.where().game(), entryAt.values());
        payouts.forEach((seat, chips) -> ChipMovement.of(
                        hand.where(),
                        entryAt.get(seat),
                        MovementKind.RULING,
                        chips,
                        handId,
                        "Director's ruling",
                        false,
                        request.by().strip(),
                        now)
                .persist());
        List<Long> back = new ArrayList<>();
        for (GameElimination out : GameElimination.ofHand(handId)) {
            if (payouts.containsKey(seatOf(entryAt, out.entry()))) {
                out.delete();
                back.add(out.entry());
            }
        }
        GameElimination.flush();
        backInPlay(tournament, hand.where().game(), back);
        Map<Integer, Long> after = new java.util.TreeMap<>();
        entryAt.forEach((seat, entry) -> after.put(seat, stacks.get(entry) + payouts.getOrDefault(seat, 0L)));
        return write(Map.of("hand", handId, "status", hand.status(), "payouts", payouts, "stacks", after));
    }

    /**
     * Players whose elimination was undone are in play again. In Hold'em the places are worked out
     * anew and those who lost their seat meanwhile get one from the floor, as a late entry would.
     */
    private List<SeatAssignment> backInPlay(Tournament tournament, int game, List<Long> entries) {
        if (tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return List.of();
        }
        placeHoldemField(tournament, game);
        List<SeatAssignment> reseated = new ArrayList<>();
        for (long id : entries) {
            Entry entry = Entry.inTournament(tournament.id, id);
            if (entry.isActive() && PokerTable.seating(tournament.id, id).isEmpty()) {
                reseated.add(floor.seatLateEntry(tournament, entry));
            }
        }
        return reseated;
    }

    private static Integer seatOf(Map<Integer, Long> entryAt, long entry) {
        return entryAt.entrySet().stream()
                .filter(e -> e.getValue() == entry)
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(null);
    }

    /** A pot split in chip units, odd units one each from the first seat left of the button (docs/rules.md#side-pots). */
    private static Map<Integer, Long> split(long amount, List<Integer> winners, EnterHandRequest hand, long chipUnit) {
        java.util.SortedSet<Integer> seats = new java.util.TreeSet<>(winners);
        hand.players().forEach(p -> seats.add(p.seat()));
        seats.add(hand.button());
        List<Integer> ordered = winners.stream()
                .distinct()
                .sorted(new org.tavolo.poker.settlement.TableSeats(List.copyOf(seats), hand.button()).oddChipOrder())
                .toList();
        long units = amount / chipUnit;
        Map<Integer, Long> shares = new LinkedHashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            long each = units / ordered.size() + (i < units % ordered.size() ? 1 : 0);
            shares.put(ordered.get(i), each * chipUnit);
        }
        return shares;
    }

    private <T> T read(String value, Class<T> type) {
        try {
            return json.readValue(value, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not read a stored " + type.getSimpleName(), e);
        }
    }

    /** The stored answer of a hand. */
    public String hand(long tournamentId, long handId) {
        tournaments.get(tournamentId);
        return HandEntry.inTournament(tournamentId, handId)
                .orElseThrow(() -> ProblemException.notFound("hand", handId))
                .answerJson();
    }

    /** The chips of a game, by default the current one. */
    public ChipsInPlay chipsInPlay(long tournamentId, Integer game) {
        Tournament tournament = tournaments.get(tournamentId);
        return chipsInPlay(tournament, game == null ? currentGame(tournamentId) : game);
    }

    /** Every stack now, by entry, of the players seated at a table. */
    public Map<Integer, Long> stacksAt(long tournamentId, int tableNumber) {
        Tournament tournament = tournaments.get(tournamentId);
        PokerTable table = tableInPlay(tournamentId, tableNumber);
        Map<Long, Long> stacks =
                stacks(tournament, currentGame(tournamentId), table.seats().values());
        Map<Integer, Long> bySeat = new java.util.TreeMap<>();
        table.seats().forEach((seat, entry) -> bySeat.put(seat, stacks.get(entry)));
        return bySeat;
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
                .orElseThrow(() -> ProblemException.notFound("table of game " + game, tableNumber));
        Map<Long, GameElimination> out = new java.util.TreeMap<>();
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

    private ChipsInPlay chipsInPlay(Tournament tournament, int game) {
        long starting = tournament.settings().startingStack();
        int entries = entriesInGame(tournament, game);
        List<ChipMovement> flagged = ChipMovement.totalChanges(tournament.id, game);
        long changes = flagged.stream().mapToLong(ChipMovement::delta).sum();
        long inStacks = starting * entries + ChipMovement.netOfGame(tournament.id, game);
        long held = HandEntry.heldInGame(tournament.id, game);
        return new ChipsInPlay(
                game,
                entries,
                starting * entries,
                starting * entries + changes,
                inStacks,
                held,
                flagged.stream()
                        .map(m -> new ChipsInPlay.Flag(
                                m.entry(), m.table(), m.delta(), m.reason(), m.recordedBy(), m.recordedAt()))
                        .toList());
    }

    private static int entriesInGame(Tournament tournament, int game) {
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            return (int) Entry.countIn(tournament.id);
        }
        return Draw.ofGame(tournament.id, game).map(d -> d.entryOrder().size()).orElse(0);
    }

    /** Each entry's stack in a game: the starting stack plus its ledger lines. */
    public Map<Long, Long> stacks(Tournament tournament, int game, Collection<Long> entries) {
        Map<Long, Long> net = ChipMovement.netByEntry(tournament.id, game, entries);
        Map<Long, Long> stacks = new HashMap<>();
        long starting = tournament.settings().startingStack();
        entries.forEach(e -> stacks.put(e, starting + net.getOrDefault(e, 0L)));
        return stacks;
    }

    /**
     * Records who ran out of chips. In Hold'em they leave the tournament with finishing places
     * (docs/rules.md#holdem-tournament); in an Italian game they rank below the others at the close (docs/rules.md#italian-tournament).
     */
    private List<HandAnswer.Elimination> eliminate(
            Tournament tournament,
            TableInGame where,
            Long handId,
            Map<Long, Long> outOfChips,
            Map<Integer, Long> seats) {
        if (outOfChips.isEmpty()) {
            return List.of();
        }
        long sequence = ((Number) GameElimination.getEntityManager()
                        .createNativeQuery("select nextval('elimination_sequence')")
                        .getSingleResult())
                .longValue();
        outOfChips.forEach((entry, chipsAtStart) ->
                GameElimination.of(where, entry, handId, sequence, chipsAtStart).persist());
        GameElimination.flush();
        Map<Long, Integer> places = tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? placeHoldemField(tournament, where.game())
                : Map.of();
        Map<Long, Integer> seatOf = new HashMap<>();
        seats.forEach((seat, entry) -> seatOf.put(entry, seat));
        List<HandAnswer.Elimination> eliminated = new ArrayList<>();
        outOfChips.forEach((entry, chipsAtStart) ->
                eliminated.add(new HandAnswer.Elimination(seatOf.get(entry), entry, chipsAtStart, places.get(entry))));
        return eliminated;
    }

    /**
     * Hold'em finishing places from the eliminations on record (docs/rules.md#holdem-tournament), written to the
     * entries: recomputed whole each time, so a voided hand moves later places back.
     */
    private Map<Long, Integer> placeHoldemField(Tournament tournament, int game) {
        List<Entry> field = Entry.ofTournament(tournament.id);
        Map<Long, GameElimination> out = new java.util.TreeMap<>();
        GameElimination.ofGame(tournament.id, game).forEach(e -> out.put(e.entry(), e));
        Map<Long, Long> stacks =
                stacks(tournament, game, field.stream().map(e -> e.id).toList());
        List<Finish<Long>> finishes = field.stream()
                .map(e -> out.containsKey(e.id) ? out.get(e.id).finish() : Finish.withChips(e.id, stacks.get(e.id)))
                .toList();
        Map<Long, Integer> places = new HashMap<>();
        for (Place<Long> place : Ranking.holdemFinishingPlaces(finishes)) {
            places.put(place.player(), place.place());
        }
        Instant now = clock.instant();
        for (Entry entry : field) {
            Integer place = places.get(entry.id);
            if (entry.isActive() && place != null) {
                entry.eliminate(place, now);
            } else if (!entry.isActive() && (place == null || !place.equals(entry.finishingPlace()))) {
                entry.reinstate();
                if (place != null) {
                    entry.eliminate(place, now);
                }
            }
        }
        return places;
    }

    /**
     * Hold'em eliminations feed the floor (docs/rules.md#holdem-tournament): the eliminated leave their seats and the
     * tables are balanced or broken, in this transaction.
     */
    private List<Move> rebalance(Tournament tournament, List<HandAnswer.Elimination> eliminated) {
        if (eliminated.isEmpty() || tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return List.of();
        }
        return floor.afterElimination(tournament.id);
    }

    private static void checkAgainstTable(
            List<EnterHandRequest.Player> players, Map<Integer, Long> seats, Map<Long, Long> stacks) {
        for (int i = 0; i < players.size(); i++) {
            EnterHandRequest.Player player = players.get(i);
            requireSeated(seats, player.seat(), "players[" + i + "].seat");
            long stack = stacks.get(seats.get(player.seat()));
            if (stack == 0) {
                throw new RuleViolation(
                        "player-out-of-chips",
                        "The player at seat " + player.seat() + " has no chips left.",
                        Map.of("seat", player.seat(), "field", "players[" + i + "].seat"));
            }
            if (player.contributed() > stack) {
                throw new RuleViolation(
                        "contribution-exceeds-stack",
                        "Seat " + player.seat() + " put in " + player.contributed() + " but has only " + stack + ".",
                        Map.of("seat", player.seat(), "field", "players[" + i + "].contributed", "stack", stack));
            }
        }
    }

    private static void requireSeated(Map<Integer, Long> seats, int seat, String field) {
        if (!seats.containsKey(seat)) {
            throw new RuleViolation(
                    "seat-empty",
                    "Nobody sits at seat " + seat + " of this table.",
                    Map.of("seat", seat, "field", field));
        }
    }

    private static void requireChipUnit(TournamentSettings settings, long chips, int seat, String field) {
        if (chips % settings.chipUnit() != 0) {
            throw new RuleViolation(
                    "not-a-chip-multiple",
                    chips + " is not a whole number of " + settings.chipUnit() + " chips.",
                    Map.of("seat", seat, "field", field));
        }
    }

    private static SettlementRequest settlementRequest(
            TournamentSettings settings, Game game, Map<Integer, Long> seats, EnterHandRequest request) {
        Integer deck = game.italian() ? 4 * (seats.size() + 4) : null;
        FlushRule flush = game.italian() ? settings.flushRule() : null;
        StraightFlushRule straightFlush = game.italian() ? settings.straightFlushRule() : null;
        List<SettlementRequest.SettlementPlayer> players = request.players().stream()
                .map(p -> new SettlementRequest.SettlementPlayer(p.seat(), p.contributed(), p.folded(), p.cards()))
                .toList();
        return new SettlementRequest(
                game,
                settings.chipUnit(),
                request.button(),
                List.copyOf(seats.keySet()),
                request.board(),
                deck,
                flush,
                straightFlush,
                players);
    }

    private static Game gameOf(Tournament tournament, Game asked) {
        List<Game> allowed =
                switch (tournament.format()) {
                    case ITALIAN_DRAW -> List.of(Game.ITALIAN_DRAW, Game.TERESINA);
                    case TEXAS_HOLDEM -> List.of(Game.TEXAS_HOLDEM);
                    case CHINESE_POKER ->
                        throw ProblemException.conflict(
                                "wrong-format",
                                "Chinese poker matches are entered as match results, not hand by hand.",
                                Map.of("format", tournament.format().name()));
                };
        Game game = asked == null ? allowed.get(0) : asked;
        if (!allowed.contains(game)) {
            throw new RuleViolation(
                    "game-not-in-format",
                    game + " is not played in a " + tournament.format() + " tournament.",
                    Map.of("field", "game"));
        }
        return game;
    }

    private static int currentGame(long tournamentId) {
        return Draw.current(tournamentId)
                .map(Draw::gameNumber)
                .orElseThrow(() -> ProblemException.conflict(
                        "not-drawn",
                        "The seats of tournament " + tournamentId
                                + " are not drawn yet: there is no table to enter hands at."));
    }

    private static PokerTable tableInPlay(long tournamentId, int number) {
        return PokerTable.inPlay(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFound("table in play", number));
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "Could not write " + value.getClass().getSimpleName(), e);
        }
    }
}
