package org.tavolo.hand;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.italian.ItalianHandRules;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.ParolReplay;
import org.tavolo.poker.table.EnteredHand;
import org.tavolo.poker.table.TableAtHand;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentSettings;

/**
 * A table and a hand as the core's table rules take them ({@link org.tavolo.poker.table.TableRules}): the stacks from
 * the ledger, the tournament's settings, the minimum opening and the carried pot from the table's hands, the blinds
 * of the level in force. The hand service builds them under the table's lock; the director's page is given the same
 * table for its preview without a connection ({@link HandTableView}).
 */
final class HandTables {

    private HandTables() {}

    /** The table as a hand played at it now, at the level in force, is checked against and settled with. */
    static TableAtHand of(Tournament tournament, TableAtPlay table, ClockReading now) {
        return of(tournament, table, now, null, false);
    }

    /**
     * The table as a hand played at it now is checked against and settled with; a Hold'em hand posts the blinds of
     * the level it was dealt at ({@code dealtAt}, null for the level in force): the level in force or the one before,
     * any past level with {@code anyPast} (docs/rules.md#blinds-by-position), and that level's big-blind ante
     * (docs/rules.md#big-blind-ante). Refused 409 {@code level-not-in-force}
     * otherwise, naming the levels.
     */
    static TableAtHand of(
            Tournament tournament, TableAtPlay table, ClockReading now, Integer dealtAt, boolean anyPast) {
        TournamentSettings settings = tournament.settings();
        boolean italian = tournament.format() == TournamentFormat.ITALIAN_DRAW;
        Map<Integer, Long> stacks = new LinkedHashMap<>();
        table.seats().keySet().forEach(seat -> stacks.put(seat, table.stackAt(seat)));
        CarriedPot carried = CarriedPotMove.at(table.where());
        Period level = italian ? null : levelDealt(settings, now, dealtAt, anyPast);
        return new TableAtHand(
                stacks,
                settings.chipUnit(),
                settings.ante(),
                // the deck of TournamentSettings#rulesAt: four cards a player and sixteen more
                italian ? 4 * (stacks.size() + 4) : null,
                italian ? settings.flushRule() : null,
                italian ? settings.straightFlushRule() : null,
                italian ? ItalianHandRules.current(table.where()) : OpeningRequirement.FIRST,
                carried,
                carried.replay() ? buyBacks(table) : Map.of(),
                level == null ? 0 : level.smallBlind(),
                level == null ? 0 : level.bigBlind(),
                level == null ? 0 : level.bigBlindAnte());
    }

    private static Period levelDealt(TournamentSettings settings, ClockReading now, Integer dealtAt, boolean anyPast) {
        return Blinds.levelDealt(settings.clockStructure(), now.periodIndex(), dealtAt, anyPast)
                .orElseThrow(() -> {
                    int inForce = Blinds.levelNumberInForce(settings.clockStructure(), now.periodIndex());
                    Map<String, Object> facts = new LinkedHashMap<>();
                    facts.put("field", "level");
                    facts.put("level", dealtAt);
                    facts.put("levelInForce", inForce);
                    facts.put("levelsAccepted", inForce > 1 ? List.of(inForce - 1, inForce) : List.of(inForce));
                    return ProblemException.conflict(
                            "level-not-in-force",
                            "The hand was dealt at level " + dealtAt + ", and the clock is at level " + inForce
                                    + ": a hand is entered with the blinds of the level in force or of the one just"
                                    + " before it (" + (inForce > 1 ? "levels " + (inForce - 1) + " and " : "level ")
                                    + inForce + ", docs/rules.md#blinds-by-position). Check the level typed, or ask the"
                                    + " organizer to record the hand from the console.",
                            facts);
                });
    }

    /** The hand as entered, for the core. */
    static EnteredHand entered(Game game, EnterHandRequest request) {
        EnterHandRequest.Opener opener = request.opener();
        return new EnteredHand(
                game,
                request.button(),
                request.board(),
                request.players().stream()
                        .map(p -> new EnteredHand.Player(p.seat(), p.contributed(), p.folded(), p.cards()))
                        .toList(),
                !Boolean.FALSE.equals(request.opened()),
                opener == null
                        ? null
                        : new EnteredHand.Opener(opener.seat(), opener.amount(), opener.kind(), opener.cards()),
                request.isParol(),
                request.parolPart());
    }

    /** What each seat pays to come back into the replay of the table's parol pot (docs/rules.md#parol). */
    private static Map<Integer, Long> buyBacks(TableAtPlay table) {
        List<Contribution> parolHand = lastParolHand(table.where())
                .map(hand -> inParolHand(hand, table))
                .orElse(List.of());
        return ParolReplay.buyBacks(parolHand, table.seats().keySet());
    }

    /** The table's last parol hand in its game, not voided. */
    private static Optional<HandEntry> lastParolHand(TableInGame where) {
        return HandEntry.<HandEntry>list(
                        "at.tournamentId = ?1 and at.game = ?2 and at.table = ?3 and status <> ?4 order by handNo desc",
                        where.tournamentId(),
                        where.game(),
                        where.table(),
                        HandStatus.VOID)
                .stream()
                .filter(h -> Boolean.TRUE.equals(h.recorded().request().parol()))
                .findFirst();
    }

    /** What each player put in the parol hand, at the seat he holds now. */
    private static List<Contribution> inParolHand(HandEntry hand, TableAtPlay table) {
        Map<Integer, Long> entryAt = new TreeMap<>();
        hand.recorded().answer().stacks().forEach(s -> entryAt.put(s.seat(), s.entry()));
        Map<Long, Integer> seatNow = table.seatOf();
        List<Contribution> in = new ArrayList<>();
        for (RecordedHand.Player p : hand.recorded().request().players()) {
            Integer seat = seatNow.get(entryAt.get(p.seat()));
            if (seat != null) {
                in.add(new Contribution(seat, p.contributed(), p.folded()));
            }
        }
        return in;
    }
}
