package org.tavolo.inbrowser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.CardTexts;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.table.TableAtHand;
import org.tavolo.poker.table.TableRules;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;

/**
 * The poker core in the browser (docs/architecture.md#the-poker-core-in-the-browser): compiled to
 * JavaScript as {@code /js/poker.js}, whose functions take plain data and answer plain data, settling
 * through the same {@link Referee} the service settles with. A refusal is answered, not thrown:
 * {@code {refusal: {type, message, seat, field, ...}}} with the core's {@code type}.
 */
public final class PokerInBrowser {

    private PokerInBrowser() {}

    /**
     * Settles a hand, as the service does with the tournament's settings:
     * <pre>{@code
     * settleHand({game: "TEXAS_HOLDEM", button: 3, chipUnit: 5, seats: [1, 2, 3, 4],
     *             board: "Ah Kd 7c 7s 2h",
     *             players: [{seat: 1, contributed: 200, folded: false, cards: "Ac Ad", stack: 1000}, ...]})
     * }</pre>
     * Italian games also give {@code deck} (28 to 40 cards) and may give {@code flushRule} and
     * {@code straightFlushRule}; {@code seats} defaults to the players' seats and {@code chipUnit} to 1.
     * Answers {@code {returned, pots: [{name, amount, eligible, winners, shares, awarded, cycle}], payouts,
     * hands: {seat: {category, cards}}, stacks}}, every chip map keyed by seat; {@code stacks} holds the
     * stack after the hand of each player whose {@code stack} before it was given.
     *
     * <p>Given the {@code table} as the service has it ({@link TableInput}: every seat's stack, the ante, the minimum
     * opening, the carried pot and its buy-backs, the blinds of the level in force) and the hand's {@code opened},
     * {@code opener}, {@code parol} and {@code parolPart}, the hand goes through the core's table rules the service
     * records it with ({@link TableRules}): the same refusals, and {@code stacks} after the hand of every player,
     * the carried pot's payout included, with {@code carried: {shares, parol, penalties}} and {@code opening}.
     *
     * <p>A refusal's {@code message} is said in the page's language when {@code words: {language, texts}} gives the
     * catalog's texts of the problem types (common/error/ProblemTexts), as the service's pages say it.
     */
    @JSExport
    public static JSObject settleHand(JSObject hand) {
        try {
            if (!Js.absent(Js.get(hand, "table"))) {
                TableAtHand table = TableInput.table(hand);
                return Output.played(TableRules.play(table, TableInput.hand(hand, game(hand), table)));
            }
            List<JSObject> entered = Input.list(hand, "players", "players", true);
            List<PlayerInHand> players = new ArrayList<>();
            Map<Integer, Long> stacks = new LinkedHashMap<>();
            for (int i = 0; i < entered.size(); i++) {
                PlayerInHand player = player(entered.get(i), i);
                Long stack = Input.optionalChips(entered.get(i), "stack", "players[" + i + "].stack");
                if (stack != null && player.contributed() > stack) {
                    throw new RuleViolation(
                            "contribution-exceeds-stack",
                            "Seat " + player.seat() + " put in more than his stack.",
                            Map.of("seat", player.seat(), "field", "players[" + i + "].contributed"));
                }
                if (stack != null) {
                    stacks.put(player.seat(), stack - player.contributed());
                }
                players.add(player);
            }
            SettledHand settled = Referee.settle(new HandToSettle(
                    game(hand),
                    rules(hand),
                    seats(hand),
                    Input.number(hand, "button", "button"),
                    Js.absent(Js.get(hand, "chipUnit")) ? 1 : Input.chips(hand, "chipUnit", "chipUnit"),
                    CardTexts.ofBoard(Input.cards(hand, "board", "board")),
                    players));
            stacks.replaceAll(
                    (seat, left) -> left + settled.settlement().payouts().getOrDefault(seat, 0L));
            return Output.settled(settled, stacks);
        } catch (RuleViolation e) {
            return Output.refused(e, Js.get(hand, "words"));
        }
    }

    /**
     * Scores one deal of Chinese poker: {@code {players: [{player, first, second, third, tokens: [a, b, c]}],
     * tokenSet, rule, words}}, the set defaulting to the standard one and the rule to {@code BASE}; a refusal is said
     * with {@code words} as {@link #settleHand} says it. Answers
     * {@code {rows: [{row, ranking, tokens, collected, discarded}], hands, collected}}.
     */
    @JSExport
    public static JSObject scoreChineseDeal(JSObject deal) {
        try {
            return Output.deal(Referee.scoreChineseDeal(
                    chinesePlayers(Input.list(deal, "players", "players", true), ""), tokenSet(deal), tokenRule(deal)));
        } catch (RuleViolation e) {
            return Output.refused(e, Js.get(deal, "words"));
        }
    }

    /**
     * Scores a match of three deals: {@code {deals: [{players: [...]}, ...], tokenSet, rule}}. Answers
     * {@code {deals, victoryPoints, winners}}.
     */
    @JSExport
    public static JSObject scoreChineseMatch(JSObject match) {
        try {
            List<JSObject> given = Input.list(match, "deals", "deals", true);
            List<List<PlayerDeal>> deals = new ArrayList<>();
            for (int d = 0; d < given.size(); d++) {
                String at = "deals[" + d + "].";
                deals.add(chinesePlayers(Input.list(given.get(d), "players", at + "players", true), at));
            }
            return Output.match(Referee.scoreChineseMatch(deals, tokenSet(match), tokenRule(match)));
        } catch (RuleViolation e) {
            return Output.refused(e);
        }
    }

    private static PlayerInHand player(JSObject p, int i) {
        String at = "players[" + i + "].";
        int seat = Input.number(p, "seat", at + "seat");
        return new PlayerInHand(
                seat,
                Input.chips(p, "contributed", at + "contributed"),
                Input.flag(p, "folded", at + "folded", false),
                CardTexts.ofPlayer(Input.cards(p, "cards", at + "cards"), seat, i));
    }

    private static Game game(JSObject hand) {
        Game game = Input.option(hand, "game", "game", Game.values());
        if (game == null) {
            throw Input.invalid("game", "one of " + List.of(Game.values()));
        }
        return game;
    }

    /** The rule set as the service builds it: {@link Game#rules} with the tournament's options. */
    private static RuleSet rules(JSObject hand) {
        return game(hand)
                .rules(
                        Input.optionalNumber(hand, "deck", "deck"),
                        Input.option(hand, "flushRule", "flushRule", FlushRule.values()),
                        Input.option(hand, "straightFlushRule", "straightFlushRule", StraightFlushRule.values()));
    }

    private static List<Integer> seats(JSObject hand) {
        if (Js.absent(Js.get(hand, "seats"))) {
            return null;
        }
        List<Integer> seats = new ArrayList<>();
        List<JSObject> given = Input.list(hand, "seats", "seats", true);
        for (int i = 0; i < given.size(); i++) {
            seats.add(Input.number(given.get(i), "seats[" + i + "]"));
        }
        return seats;
    }

    /** The players of one deal, each card refusal naming its field and player as the service's calculator does. */
    private static List<PlayerDeal> chinesePlayers(List<JSObject> given, String prefix) {
        List<PlayerDeal> players = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            JSObject p = given.get(i);
            String at = prefix + "players[" + i + "].";
            String name = Input.text(p, "player", at + "player");
            List<Integer> tokens = new ArrayList<>();
            List<JSObject> placed = Input.list(p, "tokens", at + "tokens", true);
            for (int t = 0; t < placed.size(); t++) {
                tokens.add(Input.number(placed.get(t), at + "tokens[" + t + "]"));
            }
            players.add(new PlayerDeal(
                    name,
                    chineseCards(p, "first", at, name),
                    chineseCards(p, "second", at, name),
                    chineseCards(p, "third", at, name),
                    tokens));
        }
        return players;
    }

    private static List<Card> chineseCards(JSObject p, String row, String at, String player) {
        List<String> texts = Input.cards(p, row, at + row);
        try {
            return Card.parseAll(texts == null ? List.of() : texts);
        } catch (RuleViolation e) {
            throw e.with("field", at + row).with("player", player);
        }
    }

    private static TokenSet tokenSet(JSObject o) {
        if (Js.absent(Js.get(o, "tokenSet"))) {
            return TokenSet.DEFAULT;
        }
        List<Integer> values = new ArrayList<>();
        List<JSObject> given = Input.list(o, "tokenSet", "tokenSet", true);
        for (int i = 0; i < given.size(); i++) {
            values.add(Input.number(given.get(i), "tokenSet[" + i + "]"));
        }
        return new TokenSet(values);
    }

    private static TokenRule tokenRule(JSObject o) {
        TokenRule rule = Input.option(o, "rule", "rule", TokenRule.values());
        return rule == null ? TokenRule.BASE : rule;
    }
}
