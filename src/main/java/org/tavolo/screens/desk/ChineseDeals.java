package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.ThreeHands;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.result.ChineseDealPreview;
import org.tavolo.result.ChineseDealPreviews;
import org.tavolo.result.ChineseMatchDealsRequest;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * A Chinese poker match at the director's table, deal by deal (docs/rules.md#chinese-tokens,
 * #chinese-match): each deal typed once, its hands' order checked as they are typed, its result
 * previewed by the same scoring the match's recording uses, then confirmed; the third confirmed
 * deal is the match, recorded through the result service.
 */
@ApplicationScoped
public class ChineseDeals {

    /** The three hands are ranked by the international rules, as {@link ThreeHands} ranks them. */
    private static final RuleSet RULES = RuleSet.international();

    private static final Map<Row, String[]> ROW = Map.of(
            Row.FIRST, new String[] {"Prima mano", "First hand"},
            Row.SECOND, new String[] {"Seconda mano", "Second hand"},
            Row.THIRD, new String[] {"Terza mano", "Third hand"});

    /** One row of the form: its label and how many cards it takes at this table. */
    public record RowSpec(Row row, String key, String label, int size) {}

    /** The order of one seat's hands as typed: each complete hand in words, and a foul if any. */
    public record OrderLine(String hands, String foul) {

        public boolean fouled() {
            return foul != null;
        }
    }

    /** One row of a previewed deal: each player's hand and token, who takes the tokens. */
    public record RowLine(String label, List<String> hands, String winners, String collected) {}

    /** A player's victory points: from this deal and over the match so far. */
    public record TotalLine(String name, int thisDeal, int total) {}

    /** A deal's preview. */
    public record DealPreview(int deal, List<RowLine> rows, List<TotalLine> totals, boolean last) {}

    /**
     * The Chinese part of the page.
     *
     * @param form       the deal as typed, with the confirmed deals
     * @param rows       the three rows and their sizes at this table
     * @param order      each seat's order check
     * @param tokensLeft each seat's tokens still to place in this match
     * @param tokens     the token values to choose from
     * @param preview    the deal's preview, once asked for
     */
    public record ChineseDesk(
            ChineseForm form,
            List<RowSpec> rows,
            Map<Integer, OrderLine> order,
            Map<Integer, String> tokensLeft,
            List<Integer> tokens,
            DealPreview preview) {

        public ChineseDesk withPreview(DealPreview p) {
            return new ChineseDesk(form, rows, order, tokensLeft, tokens, p);
        }
    }

    private final ChineseDealPreviews previews;

    ChineseDeals(ChineseDealPreviews previews) {
        this.previews = previews;
    }

    /** The Chinese part of the page for a deal as typed (a fresh one when {@code form} is null). */
    ChineseDesk desk(TableScreen table, ChineseForm form, Language lang) {
        ChineseForm typed = form == null
                ? ChineseForm.fresh(table.seats().stream().map(SeatLine::seat).toList())
                : form;
        int players = table.seats().size();
        List<RowSpec> rows = new ArrayList<>();
        for (Row row : Row.values()) {
            rows.add(new RowSpec(
                    row, row.label(), ROW.get(row)[lang.italian() ? 0 : 1], ThreeHands.cardsIn(row, players)));
        }
        Map<Integer, OrderLine> order = new LinkedHashMap<>();
        typed.seats().keySet().forEach(seat -> order.put(seat, order(typed.seat(seat), players, lang)));
        TokenSet set = previews.tokens(table.tournament().id());
        Map<Integer, String> left = new LinkedHashMap<>();
        List<List<PlayerDeal>> done = typed.doneDeals();
        for (SeatLine seat : table.seats()) {
            List<Integer> remaining = new ArrayList<>(set.values());
            done.forEach(deal -> deal.stream()
                    .filter(p -> p.player().equals(String.valueOf(seat.entry())))
                    .forEach(p -> p.tokens().forEach(remaining::remove)));
            left.put(
                    seat.seat(),
                    String.join(" ", remaining.stream().map(String::valueOf).toList()));
        }
        return new ChineseDesk(
                typed, rows, order, left, set.values().stream().distinct().toList(), null);
    }

    /**
     * The order of one seat's hands as typed: every complete hand evaluated, a hand that beats the
     * one before it shown as a foul at once (docs/rules.md#chinese-tokens).
     */
    OrderLine order(ChineseForm.Hands hands, int players, Language lang) {
        int l = lang.italian() ? 0 : 1;
        Map<Row, HandValue> complete = new LinkedHashMap<>();
        List<String> words = new ArrayList<>();
        for (Row row : Row.values()) {
            List<String> typed = hands.cards().getOrDefault(row, List.of()).stream()
                    .limit(ThreeHands.cardsIn(row, players))
                    .filter(c -> !c.isBlank())
                    .toList();
            if (typed.size() < ThreeHands.cardsIn(row, players)) {
                continue;
            }
            try {
                HandValue value = RULES.evaluate(Card.parseAll(typed));
                complete.put(row, value);
                words.add(ROW.get(row)[l] + ": " + Reasons.named(value, lang));
            } catch (RuleViolation e) {
                return new OrderLine(String.join(" · ", words), ROW.get(row)[l] + ": " + lang.says(e));
            }
        }
        String foul = foul(complete, Row.FIRST, Row.SECOND, l);
        if (foul == null) {
            foul = foul(complete, Row.SECOND, Row.THIRD, l);
        }
        return new OrderLine(String.join(" · ", words), foul);
    }

    private static String foul(Map<Row, HandValue> hands, Row higher, Row lower, int l) {
        if (!hands.containsKey(higher) || !hands.containsKey(lower)) {
            return null;
        }
        if (RULES.compare(hands.get(higher), hands.get(lower)) >= 0) {
            return null;
        }
        String lowerName = ROW.get(lower)[l].toLowerCase();
        String higherName = ROW.get(higher)[l].toLowerCase();
        return l == 0
                ? "Fallo: la " + lowerName + " batte la " + higherName + "."
                : "Foul: the " + lowerName + " beats the " + higherName + ".";
    }

    /** The deal as typed, scored by the result feature as storing it scores it; refusals name the page's field. */
    DealPreview preview(TableScreen table, ChineseForm form, Language lang) {
        List<PlayerDeal> deal = form.current(entries(table));
        ChineseDealPreview score = score(table, deal);
        Map<Long, Integer> totals = new LinkedHashMap<>();
        for (List<PlayerDeal> done : form.doneDeals()) {
            previews.preview(table.tournament().id(), hands(done))
                    .players()
                    .forEach(p -> totals.merge(p.entry(), p.points(), Integer::sum));
        }
        score.players().forEach(p -> totals.merge(p.entry(), p.points(), Integer::sum));
        List<RowLine> rows = new ArrayList<>();
        for (ChineseDealPreview.RowLine row : score.rows()) {
            rows.add(row(table, row, lang));
        }
        List<TotalLine> lines = score.players().stream()
                .map(p -> new TotalLine(nameOf(table, p.entry()), p.points(), totals.get(p.entry())))
                .toList();
        return new DealPreview(form.deal(), rows, lines, form.deal() == ChineseMatch.DEALS);
    }

    private static RowLine row(TableScreen table, ChineseDealPreview.RowLine row, Language lang) {
        int l = lang.italian() ? 0 : 1;
        List<String> hands = new ArrayList<>();
        row.hands()
                .forEach(hand -> hands.add(nameOf(table, hand.entry()) + ": "
                        + Reasons.named(hand.category(), hand.cards(), lang)
                        + (l == 0 ? " · gettone " : " · token ") + hand.token()));
        String winners = String.join(
                ", ", row.winners().stream().map(e -> nameOf(table, e)).toList());
        String collected = String.join(
                ", ",
                row.hands().stream()
                        .filter(h -> h.collected() > 0)
                        .map(h -> nameOf(table, h.entry()) + " +" + h.collected())
                        .toList());
        return new RowLine(ROW.get(Row.valueOf(row.row().toUpperCase()))[l], hands, winners, collected);
    }

    /** The deal scored; a refusal about a player names that seat's field ({@code cn-3-second}). */
    private ChineseDealPreview score(TableScreen table, List<PlayerDeal> deal) {
        try {
            return previews.preview(table.tournament().id(), hands(deal));
        } catch (RuleViolation e) {
            throw e.with("field", fieldOf(table, deal, e));
        }
    }

    private static final Pattern PLAYER_FIELD = Pattern.compile("players\\[(\\d+)]\\.(\\w+)");

    private static String fieldOf(TableScreen table, List<PlayerDeal> deal, RuleViolation e) {
        Object field = e.details().get("field");
        Matcher m = PLAYER_FIELD.matcher(field == null ? "" : field.toString());
        if (!m.find()) {
            return "chinese";
        }
        String entry = deal.get(Integer.parseInt(m.group(1))).player();
        int seat = table.seats().stream()
                .filter(s -> String.valueOf(s.entry()).equals(entry))
                .mapToInt(SeatLine::seat)
                .findFirst()
                .orElse(0);
        String what = m.group(2);
        return what.equals("tokens") ? "tok-" + seat : "cn-" + seat + "-" + what;
    }

    /** The confirmed deals with the one typed added, checked by the core first. */
    String confirm(TableScreen table, ChineseForm form) {
        List<PlayerDeal> deal = form.current(entries(table));
        score(table, deal);
        return ChineseForm.withDeal(form.done(), deal);
    }

    /** The match as the result service records it, from the three confirmed deals. */
    static ChineseMatchDealsRequest match(String done) {
        ChineseForm all = new ChineseForm(done, Map.of());
        return new ChineseMatchDealsRequest(
                null,
                all.doneDeals().stream()
                        .map(deal -> new ChineseMatchDealsRequest.Deal(hands(deal)))
                        .toList());
    }

    /** A deal as the result feature takes it. */
    private static List<ChineseMatchDealsRequest.Hands> hands(List<PlayerDeal> deal) {
        return deal.stream()
                .map(p -> new ChineseMatchDealsRequest.Hands(
                        Long.valueOf(p.player()), texts(p.first()), texts(p.second()), texts(p.third()), p.tokens()))
                .toList();
    }

    private static List<String> texts(List<Card> cards) {
        return cards.stream().map(Card::toString).toList();
    }

    private static Map<Integer, Long> entries(TableScreen table) {
        Map<Integer, Long> entries = new LinkedHashMap<>();
        table.seats().forEach(s -> entries.put(s.seat(), s.entry()));
        return entries;
    }

    private static String nameOf(TableScreen table, long entry) {
        return table.seats().stream()
                .filter(s -> s.entry() == entry)
                .map(SeatLine::name)
                .findFirst()
                .orElse(String.valueOf(entry));
    }
}
