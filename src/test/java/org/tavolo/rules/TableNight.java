package org.tavolo.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.scoring.Award;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.PlacePoints;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.ParolReplay;
import org.tavolo.poker.table.EnteredHand;
import org.tavolo.poker.table.PlayedHand;
import org.tavolo.poker.table.TableAtHand;
import org.tavolo.poker.table.TableRules;
import org.tavolo.poker.table.TeresaAfterFull;

/**
 * One table through a night, as plain data and with nothing but the core: its seats and stacks, each hand played by
 * {@link TableRules#play} (the function the hand service records with), the chips after each, the pot the table
 * carries, the minimum opening of its next hand, who went out in which hand, and the places and points at its close
 * ({@link Ranking#italianTable}, {@link PlacePoints#forTable}, as the result service scores a close). What the
 * service reads from the database between two hands (the stacks, the opening, the carried pot, the buy-backs of a
 * parol replay) is kept here from the hands played.
 */
final class TableNight {

    private final Map<Integer, String> names = new TreeMap<>();
    private final Map<Integer, Long> stacks = new TreeMap<>();
    private final Map<Integer, Finish<String>> out = new LinkedHashMap<>();
    private final long chipUnit;
    private final long ante;
    private final long smallBlind;
    private final long bigBlind;
    private OpeningRequirement opening = OpeningRequirement.FIRST;
    private CarriedPot carried = CarriedPot.NONE;
    private List<Contribution> lastParolHand = List.of();
    private int hands;
    private final List<TeresaAfterFull.PastHand> latestFirst = new ArrayList<>();

    private TableNight(long chipUnit, long ante, long smallBlind, long bigBlind) {
        this.chipUnit = chipUnit;
        this.ante = ante;
        this.smallBlind = smallBlind;
        this.bigBlind = bigBlind;
    }

    /** An Italian draw table with the club's stakes: an ante of 1,000 u, a cip of 100 u (docs/rules.md#italian-tournament). */
    static TableNight italian() {
        return new TableNight(100, 1000, 0, 0);
    }

    /** An Italian draw table of four at the start of a game: Anna, Bruno, Carla and Dario at seats 1 to 4, 20,000 u each. */
    static TableNight italianOfFour() {
        return italian()
                .seat(1, "Anna", 20_000)
                .seat(2, "Bruno", 20_000)
                .seat(3, "Carla", 20_000)
                .seat(4, "Dario", 20_000);
    }

    /** A Hold'em table at a level of these blinds, chips of 100. */
    static TableNight holdem(long smallBlind, long bigBlind) {
        return new TableNight(100, 0, smallBlind, bigBlind);
    }

    /** A player sits at {@code seat} with {@code stack}. */
    TableNight seat(int seat, String name, long stack) {
        names.put(seat, name);
        stacks.put(seat, stack);
        return this;
    }

    /** The table as the core sees it before its next hand: the deck of four cards a player and sixteen more. */
    TableAtHand atHand() {
        boolean italian = ante > 0;
        return new TableAtHand(
                stacks,
                chipUnit,
                ante,
                italian ? 4 * (stacks.size() + 4) : null,
                italian ? FlushRule.SUIT_FIRST : null,
                italian ? StraightFlushRule.HEARTS_ROYAL_EXCEPTION : null,
                opening,
                carried,
                carried.replay() ? ParolReplay.buyBacks(lastParolHand, stacks.keySet()) : Map.of(),
                smallBlind,
                bigBlind);
    }

    /** An Italian draw hand that was opened, its opener not named. */
    PlayedHand hand(int button, EnteredHand.Player... players) {
        return play(new EnteredHand(Game.ITALIAN_DRAW, button, List.of(), List.of(players), true, null, false, null));
    }

    /** An Italian draw hand opened by {@code opener}. */
    PlayedHand hand(int button, EnteredHand.Opener opener, EnteredHand.Player... players) {
        return play(new EnteredHand(Game.ITALIAN_DRAW, button, List.of(), List.of(players), true, opener, false, null));
    }

    /** An Italian draw hand nobody opened: every seat in play, nothing put in. */
    PlayedHand nobodyOpens(int button) {
        List<EnteredHand.Player> players = new ArrayList<>();
        stacks.forEach((seat, stack) -> {
            if (stack > 0) {
                players.add(new EnteredHand.Player(seat, 0, false, null));
            }
        });
        return play(new EnteredHand(Game.ITALIAN_DRAW, button, List.of(), players, false, null, false, null));
    }

    /** An Italian draw hand in which every player passed the word after the draw (docs/rules.md#parol). */
    PlayedHand parol(int button, EnteredHand.Player... players) {
        return play(new EnteredHand(Game.ITALIAN_DRAW, button, List.of(), List.of(players), true, null, true, null));
    }

    /** A hand of Teresina (docs/rules.md#teresa-after-full): five cards, half the ante. */
    PlayedHand teresina(int button, EnteredHand.Player... players) {
        return play(new EnteredHand(Game.TERESINA, button, List.of(), List.of(players), true, null, false, null));
    }

    /** Whether the table's next hand is a Teresa owed by a full house or better shown (docs/rules.md#teresa-after-full). */
    boolean teresaOwed() {
        return TeresaAfterFull.owed(latestFirst);
    }

    /** A Texas Hold'em hand with its board. */
    PlayedHand holdem(int button, String board, EnteredHand.Player... players) {
        return play(
                new EnteredHand(Game.TEXAS_HOLDEM, button, cards(board), List.of(players), true, null, false, null));
    }

    /** The hand played by the core; the table moves on to its stacks, opening and carried pot after it. */
    PlayedHand play(EnteredHand hand) {
        PlayedHand played = TableRules.play(atHand(), hand);
        hands++;
        played.after().forEach((seat, after) -> {
            if (after == 0) {
                out.put(seat, Finish.eliminated(names.get(seat), hands, stacks.get(seat)));
            }
            stacks.put(seat, after);
        });
        if (played.opening() != null) {
            opening = played.opening().next();
        }
        if (played.parol().parolHand()) {
            lastParolHand = played.parol().bets();
        }
        carried = played.carried().left();
        latestFirst.add(
                0,
                new TeresaAfterFull.PastHand(
                        played.settled().hands().values().stream()
                                .map(HandValue::category)
                                .collect(Collectors.toSet()),
                        played.parol().parolHand()));
        return played;
    }

    /** A penalty paid to the pot (docs/rules.md#penalties, {@code POT}): it joins the pot the table carries. */
    void penaltyToThePot(int seat, long chips) {
        stacks.merge(seat, -chips, Long::sum);
        carried = carried.withPenalty(chips);
    }

    /** Each seat's change of chips applied, as a penalty paid to the players moves them. */
    void move(Map<Integer, Long> deltas) {
        deltas.forEach((seat, delta) -> stacks.merge(seat, delta, Long::sum));
    }

    /** Each player's stack, by name, in seat order. */
    Map<String, Long> chips() {
        Map<String, Long> chips = new LinkedHashMap<>();
        stacks.forEach((seat, stack) -> chips.put(names.get(seat), stack));
        return chips;
    }

    /** The seats with their stacks, in seat order. */
    Map<Integer, Long> stacks() {
        return new TreeMap<>(stacks);
    }

    /** Every chip at the table: the stacks and what it carries. */
    long chipsInPlay() {
        return stacks.values().stream().mapToLong(Long::longValue).sum() + carried.total();
    }

    CarriedPot carried() {
        return carried;
    }

    OpeningRequirement opening() {
        return opening;
    }

    /**
     * The table's close (docs/rules.md#italian-tournament): each player's place and points, best first, written
     * {@code "1 Anna 10"}, a shared place {@code "2-3 Bruno 4.5"}.
     */
    List<String> close(PointsSchemes schemes) {
        List<Finish<String>> table = new ArrayList<>();
        stacks.forEach(
                (seat, stack) -> table.add(stack > 0 ? Finish.withChips(names.get(seat), stack) : out.get(seat)));
        return lines(PlacePoints.forTable(Ranking.italianTable(table), schemes));
    }

    /** Awards as {@code "1 Anna 10"}, a shared place {@code "2-3 Bruno 4.5"}. */
    static <P> List<String> lines(List<Award<P>> awards) {
        return awards.stream()
                .map(a -> (a.sharedBy() == 1 ? "" + a.place() : a.place() + "-" + (a.place() + a.sharedBy() - 1)) + " "
                        + a.player() + " " + a.points())
                .toList();
    }

    /** A player still in at the showdown, showing his cards ({@code "Ah Ad Ac 7s 8d"}). */
    static EnteredHand.Player shows(int seat, long put, String cards) {
        return new EnteredHand.Player(seat, put, false, cards(cards));
    }

    /** A player who folded after putting in {@code put}. */
    static EnteredHand.Player folds(int seat, long put) {
        return new EnteredHand.Player(seat, put, true, null);
    }

    /** A player still in who shows nothing (a parol hand, or a bet nobody called). */
    static EnteredHand.Player stays(int seat, long put) {
        return new EnteredHand.Player(seat, put, false, null);
    }

    /** Who opened after looking, with what over the ante, the cards he opened with shown. */
    static EnteredHand.Opener opens(int seat, long amount, String cards) {
        return new EnteredHand.Opener(seat, amount, Opener.Kind.OPEN, cards(cards));
    }

    /** A blind opening (docs/rules.md#buio): the buio or the controbuio, before looking. */
    static EnteredHand.Opener blind(int seat, long amount, Opener.Kind kind) {
        return new EnteredHand.Opener(seat, amount, kind, null);
    }

    private static List<String> cards(String text) {
        return text.isBlank() ? List.of() : Arrays.asList(text.split(" "));
    }
}
