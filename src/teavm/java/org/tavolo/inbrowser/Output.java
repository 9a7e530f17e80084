package org.tavolo.inbrowser;

import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.RowScore;
import org.tavolo.poker.chinese.ThreeHands;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.poker.table.PlayedHand;
import org.tavolo.poker.words.ProblemTemplates;
import org.teavm.jso.JSObject;

/**
 * The core's answers as plain data for a page: objects keyed by seat or player, lists, numbers and
 * text. Chips are numbers: exact up to 2^53, far above any table's chips.
 */
final class Output {

    private Output() {}

    /**
     * {@code {returned, pots, payouts, hands, stacks, deadAnte}}; {@code stacks} only for the players whose stack was
     * given; {@code deadAnte} the big blind's ante in the main pot by seat (docs/rules.md#big-blind-ante).
     */
    static JSObject settled(SettledHand settled, Map<Integer, Long> stacksAfter) {
        var settlement = settled.settlement();
        JSObject answer = Js.object();
        Js.put(answer, "returned", chips(settlement.returned()));
        JSObject pots = Js.array();
        settlement.pots().forEach(award -> Js.push(pots, pot(award)));
        Js.put(answer, "pots", pots);
        Js.put(answer, "payouts", chips(settlement.payouts()));
        JSObject hands = Js.object();
        settled.hands().forEach((seat, hand) -> Js.put(hands, String.valueOf(seat), hand(hand)));
        Js.put(answer, "hands", hands);
        Js.put(answer, "stacks", chips(stacksAfter));
        Js.put(answer, "deadAnte", chips(settlement.deadAnte()));
        return answer;
    }

    /**
     * A hand played at its table: {@code settled}'s answer with {@code stacks} after the hand of every player entered,
     * {@code carried: {shares, parol, penalties}} (what the hand paid out of the carried pot, what stays carried) and,
     * in Italian draw, {@code opening: {minimumPair, opened, replayNext, next}} ({@code next} the step of the table's
     * next minimum opening).
     */
    static JSObject played(PlayedHand played) {
        JSObject answer = settled(played.settled(), played.after());
        JSObject carried = Js.object();
        Js.put(carried, "shares", chips(played.carried().shares()));
        Js.put(carried, "parol", played.carried().left().parol());
        Js.put(carried, "penalties", played.carried().left().penalties());
        Js.put(answer, "carried", carried);
        if (played.opening() != null) {
            JSObject opening = Js.object();
            Js.put(
                    opening,
                    "minimumPair",
                    played.opening().requirement().minimumPair().name());
            Js.put(opening, "opened", played.opening().opened());
            Js.put(opening, "replayNext", played.opening().replayNext());
            Js.put(opening, "next", played.opening().next().step());
            Js.put(answer, "opening", opening);
        }
        return answer;
    }

    private static JSObject pot(PotAward award) {
        JSObject pot = Js.object();
        Js.put(pot, "name", award.pot().name());
        Js.put(pot, "amount", award.pot().amount());
        Js.put(pot, "eligible", numbers(award.pot().eligible()));
        Js.put(pot, "winners", numbers(award.winners()));
        Js.put(pot, "shares", chips(award.shares()));
        Js.put(pot, "awarded", award.awarded());
        Js.put(pot, "cycle", numbers(award.cycle()));
        if (!award.awarded()) {
            Js.put(pot, "ruling", new Verdict.Cycle(award.cycle()).describe());
        }
        return pot;
    }

    /** {@code {rows, hands, collected}}. */
    static JSObject deal(DealScore score) {
        JSObject deal = Js.object();
        JSObject rows = Js.array();
        score.rows().forEach(row -> Js.push(rows, row(row)));
        Js.put(deal, "rows", rows);
        JSObject hands = Js.object();
        score.hands().forEach((player, three) -> Js.put(hands, player, threeHands(three)));
        Js.put(deal, "hands", hands);
        Js.put(deal, "collected", points(score.collected()));
        return deal;
    }

    /** {@code {deals, victoryPoints, winners}}. */
    static JSObject match(MatchScore score) {
        JSObject match = Js.object();
        JSObject deals = Js.array();
        score.deals().forEach(deal -> Js.push(deals, deal(deal)));
        Js.put(match, "deals", deals);
        Js.put(match, "victoryPoints", points(score.victoryPoints()));
        Js.put(match, "winners", value(score.winners()));
        return match;
    }

    private static JSObject row(RowScore score) {
        JSObject row = Js.object();
        Js.put(row, "row", score.row().label());
        JSObject ranking = Js.array();
        score.ranking().forEach(group -> Js.push(ranking, value(group)));
        Js.put(row, "ranking", ranking);
        Js.put(row, "tokens", points(score.tokens()));
        Js.put(row, "collected", points(score.collected()));
        Js.put(row, "discarded", score.discarded());
        return row;
    }

    private static JSObject threeHands(ThreeHands three) {
        JSObject hands = Js.object();
        for (Row row : Row.values()) {
            Js.put(hands, row.label(), hand(three.hand(row)));
        }
        return hands;
    }

    private static JSObject hand(HandValue value) {
        JSObject hand = Js.object();
        Js.put(hand, "category", value.category().name());
        JSObject cards = Js.array();
        for (Card card : value.cards()) {
            Js.push(cards, card.toString());
        }
        Js.put(hand, "cards", cards);
        return hand;
    }

    /** {@code {refusal: {type, message, ...the facts it names: seat, field, card...}}}. */
    static JSObject refused(RuleViolation e) {
        return refused(e, null);
    }

    /**
     * As {@link #refused(RuleViolation)}, the message said in the language of {@code words: {language, texts}} as the
     * service's pages say it ({@link ProblemTemplates}); the refusal's own English sentence without them.
     */
    static JSObject refused(RuleViolation e, JSObject words) {
        JSObject refusal = Js.object();
        Js.put(refusal, "type", e.code());
        Js.put(refusal, "message", said(e, words));
        e.details().forEach((key, fact) -> Js.put(refusal, key, value(fact)));
        JSObject answer = Js.object();
        Js.put(answer, "refusal", refusal);
        return answer;
    }

    private static String said(RuleViolation e, JSObject words) {
        JSObject texts = Js.get(words, "texts");
        if (Js.absent(texts)) {
            return e.getMessage();
        }
        String language = Input.text(words, "language", "words.language");
        String said = ProblemTemplates.detail(
                e.getMessage(),
                !"it".equals(language),
                text(texts, e.code()),
                e.details()::get,
                key -> text(texts, key));
        return said == null ? e.getMessage() : said;
    }

    private static String text(JSObject texts, String key) {
        JSObject text = Js.get(texts, key);
        return Js.isString(text) ? Js.asString(text) : null;
    }

    private static JSObject chips(Map<Integer, Long> bySeat) {
        JSObject o = Js.object();
        bySeat.forEach((seat, amount) -> Js.put(o, String.valueOf(seat), amount));
        return o;
    }

    private static JSObject points(Map<String, Integer> byPlayer) {
        JSObject o = Js.object();
        byPlayer.forEach((player, points) -> Js.put(o, player, points));
        return o;
    }

    private static JSObject numbers(List<Integer> values) {
        JSObject a = Js.array();
        values.forEach(v -> Js.push(a, v));
        return a;
    }

    private static JSObject value(Object fact) {
        if (fact == null) {
            return Js.nothing();
        }
        if (fact instanceof Number n) {
            return Js.of(n.doubleValue());
        }
        if (fact instanceof List<?> list) {
            JSObject a = Js.array();
            list.forEach(item -> Js.push(a, value(item)));
            return a;
        }
        return Js.of(String.valueOf(fact));
    }
}
