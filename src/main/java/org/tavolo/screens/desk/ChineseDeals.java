package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.ChineseDealPreviews;
import org.tavolo.result.ChineseDealShown;
import org.tavolo.result.ChineseHandsOrder;
import org.tavolo.result.ChineseMatchDealsRequest;
import org.tavolo.result.ChineseMatchDealsRequest.Deal;
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

    private static final Map<String, String[]> ROW = Map.of(
            "first", new String[] {"Prima mano", "First hand"},
            "second", new String[] {"Seconda mano", "Second hand"},
            "third", new String[] {"Terza mano", "Third hand"});

    /** One row of the form: its label and how many cards it takes at this table. */
    public record RowSpec(String key, String label, int size) {}

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
        for (String row : ChineseDealPreviews.ROWS) {
            rows.add(new RowSpec(row, label(row, lang), ChineseDealPreviews.cardsIn(row, players)));
        }
        Map<Integer, OrderLine> order = new LinkedHashMap<>();
        typed.seats().keySet().forEach(seat -> order.put(seat, order(typed.seat(seat), players, lang)));
        List<Integer> values = previews.tokenValues(table.tournament().id());
        Map<Integer, String> left = new LinkedHashMap<>();
        List<Deal> done = typed.doneDeals();
        for (SeatLine seat : table.seats()) {
            List<Integer> remaining = new ArrayList<>(values);
            done.forEach(deal -> deal.players().stream()
                    .filter(p -> p.entry() == seat.entry())
                    .forEach(p -> p.tokens().forEach(remaining::remove)));
            left.put(
                    seat.seat(),
                    String.join(" ", remaining.stream().map(String::valueOf).toList()));
        }
        return new ChineseDesk(
                typed, rows, order, left, values.stream().distinct().toList(), null);
    }

    /**
     * The order of one seat's hands as typed: every complete hand named, a hand that beats the one
     * before it shown as a foul at once (docs/rules.md#chinese-tokens).
     */
    OrderLine order(ChineseForm.Hands hands, int players, Language lang) {
        ChineseHandsOrder read = previews.order(hands.cards(), players);
        String words = String.join(
                " · ",
                read.hands().stream()
                        .map(h -> label(h.row(), lang) + ": " + HandWords.named(h.hand(), lang))
                        .toList());
        if (read.unreadable() != null) {
            return new OrderLine(
                    words,
                    label(read.unreadable().row(), lang) + ": "
                            + read.unreadable().detail());
        }
        return new OrderLine(words, read.foul() == null ? null : foul(read.foul(), lang));
    }

    private static String foul(ChineseHandsOrder.Foul foul, Language lang) {
        String lowerName = label(foul.lower(), lang).toLowerCase();
        String higherName = label(foul.higher(), lang).toLowerCase();
        return lang.italian()
                ? "Fallo: la " + lowerName + " batte la " + higherName + "."
                : "Foul: the " + lowerName + " beats the " + higherName + ".";
    }

    /** The deal as typed, scored; refusals name the page's field. */
    DealPreview preview(TableScreen table, ChineseForm form, Language lang) {
        Deal deal = form.current(entries(table));
        ChineseDealShown score =
                located(table, deal, () -> previews.preview(table.tournament().id(), form.doneDeals(), deal));
        List<RowLine> rows =
                score.rows().stream().map(row -> row(table, row, lang)).toList();
        List<TotalLine> lines = score.collected().entrySet().stream()
                .map(e -> new TotalLine(
                        nameOf(table, e.getKey()), e.getValue(), score.totals().get(e.getKey())))
                .toList();
        return new DealPreview(form.deal(), rows, lines, form.deal() == ChineseDealPreviews.DEALS);
    }

    private static RowLine row(TableScreen table, ChineseDealShown.Row row, Language lang) {
        List<String> hands = row.hands().stream()
                .map(h -> nameOf(table, h.player()) + ": " + HandWords.named(h.hand(), lang)
                        + (lang.italian() ? " · gettone " : " · token ") + h.token())
                .toList();
        String winners = String.join(
                ", ", row.winners().stream().map(p -> nameOf(table, p)).toList());
        String collected = String.join(
                ", ",
                row.collected().entrySet().stream()
                        .filter(e -> e.getValue() > 0)
                        .map(e -> nameOf(table, e.getKey()) + " +" + e.getValue())
                        .toList());
        return new RowLine(label(row.row(), lang), hands, winners, collected);
    }

    /** The confirmed deals with the one typed added, checked by the result feature first. */
    String confirm(TableScreen table, ChineseForm form) {
        Deal deal = form.current(entries(table));
        located(table, deal, () -> {
            previews.check(table.tournament().id(), deal);
            return deal;
        });
        return ChineseForm.withDeal(form.done(), deal);
    }

    /** The match as the result service records it, from the three confirmed deals. */
    static ChineseMatchDealsRequest match(String done) {
        return new ChineseMatchDealsRequest(null, new ChineseForm(done, Map.of()).doneDeals());
    }

    private static final Pattern PLAYER_FIELD = Pattern.compile("players\\[(\\d+)]\\.(\\w+)");

    /** The scoring's answer; a refusal about a player of the typed deal names that seat's field ({@code cn-3-second}). */
    private static <T> T located(TableScreen table, Deal deal, ProblemException.Action<T, RuntimeException> scoring) {
        try {
            return scoring.run();
        } catch (ProblemException e) {
            Object field = e.problem().extensions().get("field");
            Matcher m = PLAYER_FIELD.matcher(field == null ? "" : field.toString());
            if (!m.matches()) {
                throw e;
            }
            long entry = deal.players().get(Integer.parseInt(m.group(1))).entry();
            int seat = table.seats().stream()
                    .filter(s -> s.entry() == entry)
                    .mapToInt(SeatLine::seat)
                    .findFirst()
                    .orElse(0);
            String what = m.group(2);
            Problem located = e.problem()
                    .with(Map.of("field", what.equals("tokens") ? "tok-" + seat : "cn-" + seat + "-" + what));
            throw new ProblemException(located);
        }
    }

    private static String label(String row, Language lang) {
        return ROW.get(row)[lang.italian() ? 0 : 1];
    }

    private static Map<Integer, Long> entries(TableScreen table) {
        Map<Integer, Long> entries = new LinkedHashMap<>();
        table.seats().forEach(s -> entries.put(s.seat(), s.entry()));
        return entries;
    }

    private static String nameOf(TableScreen table, String entry) {
        return table.seats().stream()
                .filter(s -> String.valueOf(s.entry()).equals(entry))
                .map(SeatLine::name)
                .findFirst()
                .orElse(entry);
    }
}
