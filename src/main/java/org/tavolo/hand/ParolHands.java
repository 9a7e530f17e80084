package org.tavolo.hand;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.OpeningCheck;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.ParolReplay;
import org.tavolo.poker.settlement.TableSeats;
import org.tavolo.tournament.Tournament;

/**
 * A hand and the pot its table carries (docs/rules.md#parol): read under the table's lock, checked by the core's
 * {@link CarriedPot} and {@link ParolReplay}, and written as lines of the carried pot ({@link CarriedPotMove}).
 */
final class ParolHands {

    private ParolHands() {}

    /**
     * A hand before it is settled, with the pot its table carries.
     *
     * @param carried     what the table carries before the hand
     * @param parolInPlay the parol chips the hand plays for (a replay), else 0
     * @param bets        Italian draw replay: contributions less buy-backs; otherwise the contributions as entered
     * @param buyBacks    chips paid to come back into the replayed pot
     * @param parolHand   whether every player passed the word after the draw
     */
    record ParolHand(CarriedPot carried, long parolInPlay, List<Contribution> bets, long buyBacks, boolean parolHand) {

        /** The request to settle: each player's contribution less his buy-back. */
        EnterHandRequest toSettle(EnterHandRequest request) {
            if (buyBacks == 0) {
                return request;
            }
            List<EnterHandRequest.Player> players = new ArrayList<>();
            for (int i = 0; i < request.players().size(); i++) {
                EnterHandRequest.Player p = request.players().get(i);
                players.add(new EnterHandRequest.Player(p.seat(), bets.get(i).amount(), p.folded(), p.cards()));
            }
            return new EnterHandRequest(
                    request.entryId(),
                    request.button(),
                    request.game(),
                    request.board(),
                    players,
                    request.opened(),
                    request.gameNumber(),
                    request.expected(),
                    request.opener(),
                    request.parol(),
                    request.parolPart());
        }

        /** What the hand paid out of the carried pot, and what the table carries after it. */
        CarriedPot.Paid paid(SettledHand settled, TableAtPlay table, int button, long chipUnit) {
            if (parolHand) {
                // every chip put in, buy-backs included, stays on the table for the replay
                List<Contribution> all = new ArrayList<>(bets);
                all.add(Contribution.folded(0, buyBacks));
                return new CarriedPot.Paid(Map.of(), carried.afterParolHand(all));
            }
            TreeSet<Integer> seats = new TreeSet<>(table.seats().keySet());
            seats.add(button);
            return carried.paid(
                    parolInPlay, buyBacks, settled.settlement(), new TableSeats(List.copyOf(seats), button), chipUnit);
        }
    }

    /** Refuses a parol flag or part where it does not apply: only an Italian draw hand that was opened. */
    static void requireApplicable(Game game, EnterHandRequest request) {
        if ((request.isParol() || request.parolPart() != null) && game != Game.ITALIAN_DRAW) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian draw hand can pass the word to a parol pot (docs/rules.md#parol); this is " + game
                            + ".",
                    Map.of("field", request.isParol() ? "parol" : "parolPart"));
        }
        if (request.isParol() && !ItalianHandRules.opened(request)) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "A parol hand was opened before the draw and everyone passed the word after it; a hand nobody"
                            + " opened is entered with \"opened\": false alone.",
                    Map.of("field", "parol"));
        }
        if (request.isParol()) {
            for (int i = 0; i < request.players().size(); i++) {
                List<String> cards = request.players().get(i).cards();
                if (cards != null && !cards.isEmpty()) {
                    throw new RuleViolation(
                            "parol-shows-no-cards",
                            "Everyone passed the word: nobody shows their cards and the pot is carried to the next hand"
                                    + " (docs/rules.md#parol); leave out the cards of seat "
                                    + request.players().get(i).seat() + ".",
                            Map.of("field", "players[" + i + "].cards"));
                }
            }
        }
    }

    /**
     * docs/rules.md#parol-end: a parol pot is replayed as an Italian draw hand before anything else is played at
     * its table; a Teresina hand is refused while one waits.
     */
    static void requireNoReplayWaiting(TableAtPlay table, Game game) {
        CarriedPot carried = CarriedPotMove.at(table.where());
        if (game != Game.ITALIAN_DRAW && carried.replay()) {
            throw ProblemException.conflict(
                    "parol-pot-waiting",
                    "Table " + table.where().table() + " carries a parol pot of " + carried.parol()
                            + ": it is replayed as an Italian draw hand, and won, before a " + game
                            + " hand is played there (docs/rules.md#parol-end).",
                    Map.of("field", "game", "carried", carried.parol()));
        }
    }

    /** The hand with the pot its table carries, its replay checked player by player (docs/rules.md#parol). */
    static ParolHand of(Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request) {
        CarriedPot carried = CarriedPotMove.at(table.where());
        List<Contribution> entered = request.players().stream()
                .map(p -> new Contribution(p.seat(), p.contributed(), p.folded()))
                .toList();
        boolean replay = game == Game.ITALIAN_DRAW && carried.replay() && ItalianHandRules.opened(request);
        long chipUnit = tournament.settings().chipUnit();
        long part = game == Game.ITALIAN_DRAW
                ? carried.partInPlay(request.parolPart(), tournament.settings().ante(), chipUnit)
                : 0;
        if (!replay) {
            return new ParolHand(carried, 0, entered, 0, request.isParol());
        }
        ParolReplay.Bets bets = replayOf(table, part).bets(entered, stacks(table));
        return new ParolHand(carried, part, bets.bets(), bets.buyBacks(), request.isParol());
    }

    /** The replay of the table's parol pot: its least bet and each seat's buy-back from the last parol hand. */
    static ParolReplay replayOf(TableAtPlay table, long pot) {
        List<Contribution> parolHand = lastParolHand(table.where())
                .map(hand -> inParolHand(hand, table))
                .orElse(List.of());
        return new ParolReplay(
                pot, ParolReplay.buyBacks(parolHand, table.seats().keySet()));
    }

    /**
     * The opening of a replayed parol pot (docs/rules.md#parol): opened after looking, with the pot in play, and
     * with kings or better when the cards are shown.
     */
    static void checkOpener(
            Tournament tournament, TableAtPlay table, EnterHandRequest request, OpeningRequirement requirement) {
        EnterHandRequest.Opener opener = request.opener();
        if (opener == null) {
            return;
        }
        CarriedPot carried = CarriedPotMove.at(table.where());
        long part = carried.partInPlay(
                request.parolPart(),
                tournament.settings().ante(),
                tournament.settings().chipUnit());
        new ParolReplay(part, Map.of())
                .checkOpening(opener.amount(), opener.kind() != org.tavolo.poker.betting.Opener.Kind.OPEN);
        table.requireSeated(opener.seat(), "opener.seat");
        if (opener.cards() != null && !opener.cards().isEmpty()) {
            List<Card> cards = Card.parseAll(opener.cards());
            if (!OpeningCheck.opens(
                    cards,
                    requirement,
                    tournament
                            .settings()
                            .rulesAt(Game.ITALIAN_DRAW, table.seats().size()))) {
                throw new RuleViolation(
                                "opening-too-weak",
                                "A replayed parol pot opens with a pair of " + requirement.minimumPair()
                                        + " or better (docs/rules.md#parol); seat " + opener.seat() + " showed "
                                        + opener.cards() + ".",
                                Map.of("field", "opener.cards", "seat", opener.seat()))
                        .with("minimumPair", requirement.minimumPair().name());
            }
        }
    }

    /** Whether the table carries a parol pot after the hand: its next hand replays it. */
    static boolean replayNext(Tournament tournament, TableAtPlay table, EnterHandRequest request) {
        if (request.isParol()) {
            return true;
        }
        CarriedPot carried = CarriedPotMove.at(table.where());
        if (!carried.replay()) {
            return false;
        }
        long part = carried.partInPlay(
                request.parolPart(),
                tournament.settings().ante(),
                tournament.settings().chipUnit());
        return !ItalianHandRules.opened(request) || part < carried.parol();
    }

    /** Writes the hand's lines of the carried pot: what went in, what was paid out. */
    static void write(TableInGame where, CarriedPot before, CarriedPot after, long hand, String by, Instant now) {
        long parol = after.parol() - before.parol();
        long penalties = after.penalties() - before.penalties();
        if (parol != 0) {
            CarriedPotMove.ofHand(where, CarriedPotMove.Kind.PAROL, parol, hand, by, now)
                    .persist();
        }
        if (penalties != 0) {
            CarriedPotMove.ofHand(where, CarriedPotMove.Kind.PENALTY, penalties, hand, by, now)
                    .persist();
        }
    }

    /**
     * Reverses the lines of a voided hand or penalty: refused 409 when the table no longer carries the chips they
     * put in (a later hand won them; void it first).
     */
    static void reverse(List<CarriedPotMove> lines, TableInGame where, String what, String by, Instant now) {
        if (lines.isEmpty()) {
            return;
        }
        CarriedPot carried = CarriedPotMove.at(where);
        long parol = carried.parol();
        long penalties = carried.penalties();
        for (CarriedPotMove line : lines) {
            if (line.kind() == CarriedPotMove.Kind.PAROL) {
                parol -= line.delta();
            } else {
                penalties -= line.delta();
            }
        }
        if (parol < 0 || penalties < 0) {
            throw ProblemException.conflict(
                    "void-empties-carried-pot",
                    "Voiding " + what + " would take "
                            + lines.stream().mapToLong(CarriedPotMove::delta).sum()
                            + " chips out of table " + where.table() + "'s carried pot, which holds "
                            + carried.total() + ": a later hand won them. Void that hand first (docs/rules.md#parol).",
                    Map.of("carried", carried.total()));
        }
        lines.forEach(line -> line.reversed(by, now).persist());
    }

    private static Map<Integer, Long> stacks(TableAtPlay table) {
        Map<Integer, Long> stacks = new TreeMap<>();
        table.seats().keySet().forEach(seat -> stacks.put(seat, table.stackAt(seat)));
        return stacks;
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

    /** The answer with the table's carried pot around the hand, when it carried one before or after. */
    static RecordedHand.Answer answered(RecordedHand.Answer a, ParolHand parol, CarriedPot.Paid carried) {
        if (parol.carried().total() == 0 && carried.left().total() == 0) {
            return a;
        }
        return new RecordedHand.Answer(
                a.hand(),
                a.handNo(),
                a.game(),
                a.table(),
                a.status(),
                a.settlement(),
                a.stacks(),
                a.eliminated(),
                a.moves(),
                a.opening(),
                new RecordedHand.Carried(
                        parol.carried().total(),
                        carried.shares(),
                        carried.left().total(),
                        parol.parolHand()));
    }
}
