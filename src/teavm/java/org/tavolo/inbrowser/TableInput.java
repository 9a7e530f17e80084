package org.tavolo.inbrowser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.poker.table.EnteredHand;
import org.tavolo.poker.table.TableAtHand;
import org.teavm.jso.JSObject;

/**
 * A hand and its table as a page gives them to the core's table rules ({@code settleHand} with a {@code table}):
 * the same {@link TableAtHand} and {@link EnteredHand} the hand service builds from its records and its request.
 */
final class TableInput {

    private TableInput() {}

    /**
     * {@code table: {stacks: {seat: chips}, ante, opening, carried: {parol, penalties}, buyBacks: {seat: chips},
     * smallBlind, bigBlind, bigBlindAnte}} with the hand's {@code chipUnit}, {@code deck}, {@code flushRule} and
     * {@code straightFlushRule}.
     */
    static TableAtHand table(JSObject hand) {
        JSObject table = Js.get(hand, "table");
        JSObject carried = Js.get(table, "carried");
        return new TableAtHand(
                bySeat(table, "stacks", "table.stacks"),
                Js.absent(Js.get(hand, "chipUnit")) ? 1 : Input.chips(hand, "chipUnit", "chipUnit"),
                orZero(table, "ante", "table.ante"),
                Input.optionalNumber(hand, "deck", "deck"),
                Input.option(hand, "flushRule", "flushRule", FlushRule.values()),
                Input.option(hand, "straightFlushRule", "straightFlushRule", StraightFlushRule.values()),
                new OpeningRequirement(
                        Js.absent(Js.get(table, "opening")) ? 0 : Input.number(table, "opening", "table.opening")),
                Js.absent(carried)
                        ? CarriedPot.NONE
                        : new CarriedPot(
                                orZero(carried, "parol", "table.carried.parol"),
                                orZero(carried, "penalties", "table.carried.penalties")),
                Js.absent(Js.get(table, "buyBacks")) ? Map.of() : bySeat(table, "buyBacks", "table.buyBacks"),
                orZero(table, "smallBlind", "table.smallBlind"),
                orZero(table, "bigBlind", "table.bigBlind"),
                orZero(table, "bigBlindAnte", "table.bigBlindAnte"));
    }

    /**
     * The hand as entered: {@code game, button, board, players, opened, opener, parol, parolPart}. A folded player
     * without {@code contributed} put in what his seat had to post, as the director's form reads an empty put-in
     * (the blinds by position in Hold'em, else nothing).
     */
    static EnteredHand hand(JSObject hand, Game game, TableAtHand table) {
        int button = Input.number(hand, "button", "button");
        Map<Integer, Long> owed = table.owedBlinds(button);
        List<JSObject> given = Input.list(hand, "players", "players", true);
        List<EnteredHand.Player> players = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            JSObject p = given.get(i);
            String at = "players[" + i + "].";
            int seat = Input.number(p, "seat", at + "seat");
            boolean folded = Input.flag(p, "folded", at + "folded", false);
            players.add(new EnteredHand.Player(
                    seat,
                    folded && Js.absent(Js.get(p, "contributed"))
                            ? owed.getOrDefault(seat, 0L)
                            : Input.chips(p, "contributed", at + "contributed"),
                    folded,
                    Input.cards(p, "cards", at + "cards")));
        }
        return new EnteredHand(
                game,
                button,
                Input.cards(hand, "board", "board"),
                players,
                Input.flag(hand, "opened", "opened", true),
                opener(Js.get(hand, "opener"), table.ante()),
                Input.flag(hand, "parol", "parol", false),
                Input.optionalChips(hand, "parolPart", "parolPart"));
    }

    /**
     * The hand's opener; a blind opening without {@code amount} is worth what its kind is worth at the table's ante
     * (docs/rules.md#buio, #over), as the table page sends one typed without it.
     */
    private static EnteredHand.Opener opener(JSObject opener, long ante) {
        if (Js.absent(opener)) {
            return null;
        }
        Opener.Kind kind = requireKind(Input.option(opener, "kind", "opener.kind", Opener.Kind.values()));
        return new EnteredHand.Opener(
                Input.number(opener, "seat", "opener.seat"),
                kind != Opener.Kind.OPEN && Js.absent(Js.get(opener, "amount"))
                        ? kind.blindOver(ante)
                        : Input.chips(opener, "amount", "opener.amount"),
                kind,
                Input.cards(opener, "cards", "opener.cards"));
    }

    private static Opener.Kind requireKind(Opener.Kind kind) {
        if (kind == null) {
            throw Input.invalid("opener.kind", "one of " + List.of(Opener.Kind.values()));
        }
        return kind;
    }

    /** An object of chips keyed by seat ({@code {"1": 1000, "2": 800}}), in the seats' order. */
    private static Map<Integer, Long> bySeat(JSObject o, String key, String field) {
        JSObject given = Js.get(o, key);
        if (Js.absent(given) || Js.isArray(given)) {
            throw Input.invalid(field, "chips by seat, such as {\"1\": 1000}");
        }
        Map<Integer, Long> bySeat = new TreeMap<>();
        JSObject seats = Js.keys(given);
        for (int i = 0; i < Js.length(seats); i++) {
            String seat = Js.asString(Js.at(seats, i));
            if (!seat.matches("\\d{1,9}")) {
                throw Input.invalid(field, "chips by seat, such as {\"1\": 1000}");
            }
            bySeat.put(Integer.parseInt(seat), Input.chips(given, seat, field + "." + seat));
        }
        return new LinkedHashMap<>(bySeat);
    }

    private static long orZero(JSObject o, String key, String field) {
        return Js.absent(Js.get(o, key)) ? 0 : Input.chips(o, key, field);
    }
}
