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
import org.tavolo.result.chinese.ChineseDealPreview;
import org.tavolo.result.chinese.ChineseDealPreviews;
import org.tavolo.result.chinese.ChineseDealRequest;
import org.tavolo.result.chinese.ChineseDealRequest.SeenSeat;
import org.tavolo.result.chinese.ChineseDealService;
import org.tavolo.result.chinese.ChineseDealsView;
import org.tavolo.result.chinese.ChineseHandsOrder;
import org.tavolo.result.chinese.ChineseMatchDealsRequest.Deal;
import org.tavolo.result.chinese.VoidDealRequest;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.ChineseViews.ChineseDesk;
import org.tavolo.screens.desk.ChineseViews.DealPreview;
import org.tavolo.screens.desk.ChineseViews.OrderLine;
import org.tavolo.screens.desk.ChineseViews.RowLine;
import org.tavolo.screens.desk.ChineseViews.RowSpec;
import org.tavolo.screens.desk.ChineseViews.StoredLine;
import org.tavolo.screens.desk.ChineseViews.TotalLine;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * A Chinese poker match at the director's table, deal by deal (docs/rules.md#chinese-tokens,
 * #chinese-match): each deal typed once, its hands' order checked as they are typed, its result
 * previewed by the same scoring that stores it, then stored by the result feature's
 * {@link ChineseDealService} as soon as it is confirmed; the third stored deal records the match.
 */
@ApplicationScoped
public class ChineseDeals {

    private static final Map<String, String[]> ROW = Map.of(
            "first", new String[] {"Prima mano", "First hand"},
            "second", new String[] {"Seconda mano", "Second hand"},
            "third", new String[] {"Terza mano", "Third hand"});

    private final ChineseDealPreviews previews;
    private final ChineseDealService deals;

    ChineseDeals(ChineseDealPreviews previews, ChineseDealService deals) {
        this.previews = previews;
        this.deals = deals;
    }

    /** The Chinese part of the page: the deals stored so far and the next one as typed (fresh when {@code form} is null). */
    ChineseDesk desk(TableScreen table, ChineseForm form, Language lang) {
        ChineseDealsView stored = stored(table);
        int next = stored.nextDeal() == null ? ChineseDealPreviews.DEALS : stored.nextDeal();
        ChineseForm typed = form == null
                ? ChineseForm.fresh(table.seats().stream().map(SeatLine::seat).toList(), next)
                : form.deal() == 0 ? new ChineseForm(form.entryId(), next, form.seats()) : form;
        int players = table.seats().size();
        List<RowSpec> rows = new ArrayList<>();
        for (String row : ChineseDealPreviews.ROWS) {
            rows.add(new RowSpec(row, label(row, lang), ChineseDealPreviews.cardsIn(row, players)));
        }
        Map<Integer, OrderLine> order = new LinkedHashMap<>();
        typed.seats().keySet().forEach(seat -> order.put(seat, order(seat, typed.seat(seat), players, lang)));
        List<Integer> values = previews.tokenValues(table.tournament().id());
        Map<Integer, List<Integer>> left = new LinkedHashMap<>();
        List<ChineseDealsView.Deal> standing =
                stored.deals().stream().filter(d -> !d.voided()).toList();
        for (SeatLine seat : table.seats()) {
            List<Integer> remaining = new ArrayList<>(values);
            standing.forEach(deal -> deal.players().stream()
                    .filter(p -> p.entry() == seat.entry())
                    .forEach(p -> p.tokens().forEach(remaining::remove)));
            left.put(seat.seat(), remaining);
        }
        List<StoredLine> lines = stored.deals().stream()
                .map(d -> new StoredLine(d.deal(), d.pointsInWords(), d.voided(), d.voidReason()))
                .toList();
        String totals = stored.totalsInWords();
        int voidable = stored.result() == null && !standing.isEmpty()
                ? standing.get(standing.size() - 1).deal()
                : 0;
        return new ChineseDesk(typed, rows, order, left, lines, totals, voidable, null);
    }

    /**
     * The order of one seat's hands as typed: every complete hand named, a hand that beats the one
     * before it shown as a foul at once, with the order that has none (docs/rules.md#chinese-tokens).
     */
    OrderLine order(int seat, ChineseForm.Hands hands, int players, Language lang) {
        ChineseHandsOrder read = previews.order(hands.cards(), players);
        String words = String.join(
                " · ",
                read.hands().stream()
                        .map(h -> label(h.row(), lang) + ": " + HandWords.named(h.hand(), lang))
                        .toList());
        if (read.unreadable() != null) {
            return new OrderLine(
                    seat,
                    words,
                    label(read.unreadable().row(), lang) + ": "
                            + read.unreadable().detail(),
                    null,
                    null);
        }
        if (read.foul() == null) {
            return new OrderLine(seat, words, null, null, null);
        }
        List<String> from = read.proposed();
        return new OrderLine(
                seat,
                words,
                foul(read.foul(), lang),
                from == null ? null : String.join(".", from),
                from == null ? null : proposedWords(from, lang));
    }

    private static String proposedWords(List<String> from, Language lang) {
        List<String> moves = new ArrayList<>();
        for (int r = 0; r < from.size(); r++) {
            String to = ChineseDealPreviews.ROWS.get(r);
            if (!from.get(r).equals(to)) {
                moves.add(label(from.get(r), lang).toLowerCase() + " → "
                        + label(to, lang).toLowerCase());
            }
        }
        return String.join(", ", moves);
    }

    private static String foul(ChineseHandsOrder.Foul foul, Language lang) {
        String lowerName = label(foul.lower(), lang).toLowerCase();
        String higherName = label(foul.higher(), lang).toLowerCase();
        return lang.italian()
                ? "Fallo: la " + lowerName + " batte la " + higherName + "."
                : "Foul: the " + lowerName + " beats the " + higherName + ".";
    }

    /**
     * The deal as typed, scored by storing it rolled back ({@link ChineseDealService#preview}), with the request
     * its confirmation sends, so it is refused as storing it is; with each player's victory points over the stored
     * deals; refusals name the page's field.
     */
    DealPreview preview(TableScreen screen, ChineseForm form, SeenOnPage seen, Language lang) {
        FormTable table = screen.form();
        Sent sent = sent(table, form, seen);
        ChineseDealPreview score = located(
                table,
                sent.deal(),
                () -> deals.preview(
                        table.tournament(), table.table(), matchSeen(table, seen), form.deal(), sent.request()));
        Map<Long, Integer> before = stored(screen).totals();
        List<RowLine> rows =
                score.rows().stream().map(row -> row(table, row, lang)).toList();
        List<TotalLine> lines = score.players().stream()
                .map(p -> new TotalLine(
                        nameOf(table, String.valueOf(p.entry())),
                        p.points(),
                        before.getOrDefault(p.entry(), 0) + p.points()))
                .toList();
        return new DealPreview(form.deal(), rows, lines, form.deal() == ChineseDealPreviews.DEALS);
    }

    private static RowLine row(FormTable table, ChineseDealPreview.RowLine row, Language lang) {
        List<String> hands = row.hands().stream()
                .map(h -> nameOf(table, String.valueOf(h.entry())) + ": " + HandWords.named(h.named(), lang)
                        + (lang.italian() ? " · gettone " : " · token ") + h.token())
                .toList();
        String winners = String.join(
                ", ",
                row.winners().stream()
                        .map(p -> nameOf(table, String.valueOf(p)))
                        .toList());
        String collected = String.join(
                ", ",
                row.hands().stream()
                        .filter(h -> h.collected() > 0)
                        .map(h -> nameOf(table, String.valueOf(h.entry())) + " +" + h.collected())
                        .toList());
        return new RowLine(label(row.row(), lang), hands, winners, collected);
    }

    /**
     * Stores the deal as typed through the result feature, under the form's key, as the deal the page
     * showed: in the match the page showed, for the players it showed at their seats, both checked by
     * the service under the table's lock (docs/errors.md#entries-bound-to-what-was-seen). The third
     * records the match. Answers whether the match is recorded.
     */
    boolean confirm(FormTable table, ChineseForm form, SeenOnPage seen) {
        Sent sent = sent(table, form, seen);
        ChineseDealService.Stored stored = located(
                table,
                sent.deal(),
                () -> deals.store(
                        table.tournament(), table.table(), matchSeen(table, seen), form.deal(), sent.request()));
        return stored.result() != null;
    }

    /** A deal as the page sends it, to its preview and to its confirmation alike. */
    private record Sent(Deal deal, ChineseDealRequest request) {}

    private static Sent sent(FormTable table, ChineseForm form, SeenOnPage seen) {
        // the players the page showed: one the floor moved since is refused by the service, not replaced
        Map<Integer, Long> players = entries(table);
        players.putAll(seen.entries());
        Deal deal = form.current(players);
        List<SeenSeat> expected = form.seats().keySet().stream()
                .filter(seat -> seen.entryAt(seat) != null)
                .map(seat -> new SeenSeat(seat, seen.entryAt(seat)))
                .toList();
        return new Sent(
                deal, new ChineseDealRequest(form.entryId(), null, deal.players(), seen.gameNumber(), expected));
    }

    /** Voids the last stored deal of {@code match}, the one the page showed, with the director's reason. */
    void voidDeal(long tournament, int table, int match, int deal, String reason, SeenOnPage seen) {
        deals.voidDeal(tournament, table, match, deal, new VoidDealRequest(reason, null, seen.gameNumber()));
    }

    /** The match the page showed (the table's now when the page said none). */
    private static int matchSeen(FormTable table, SeenOnPage seen) {
        return seen.gameNumber() == null ? table.gameNumber() : seen.gameNumber();
    }

    private ChineseDealsView stored(TableScreen table) {
        return deals.deals(table.tournament().id(), table.table(), table.gameNumber(), null);
    }

    private static final Pattern PLAYER_FIELD = Pattern.compile("players\\[(\\d+)]\\.(\\w+)");

    /** A refusal the core gives about one hand of a player it names by entry (a foul: {@code second}). */
    private static final Pattern ROW_FIELD = Pattern.compile("first|second|third");

    /**
     * The result feature's answer; a refusal about a player of the typed deal names that seat's field ({@code
     * cn-3-second}), whether it names him by his place in the deal ({@code players[1].second}) or, as a foul does, by
     * his entry beside the hand.
     */
    private static <T> T located(FormTable table, Deal deal, ProblemException.Action<T, RuntimeException> scoring) {
        try {
            // a rule of the game the deal breaks (a foul) comes from the core as it is: a problem here, to be located
            return ProblemException.refusing(scoring);
        } catch (ProblemException e) {
            Object field = e.problem().extensions().get("field");
            Object player = e.problem().extensions().get("player");
            Matcher m = PLAYER_FIELD.matcher(field == null ? "" : field.toString());
            long entry;
            String what;
            if (m.matches()) {
                entry = deal.players().get(Integer.parseInt(m.group(1))).entry();
                what = m.group(2);
            } else if (field != null
                    && ROW_FIELD.matcher(field.toString()).matches()
                    && player != null
                    && player.toString().matches("\\d{1,18}")) {
                entry = Long.parseLong(player.toString());
                what = field.toString();
            } else {
                throw e;
            }
            int seat = table.seats().stream()
                    .filter(s -> s.entry() == entry)
                    .mapToInt(SeatLine::seat)
                    .findFirst()
                    .orElse(0);
            Problem located = e.problem()
                    .with(Map.of("field", what.equals("tokens") ? "tok-" + seat : "cn-" + seat + "-" + what));
            throw new ProblemException(located);
        }
    }

    private static String label(String row, Language lang) {
        return ROW.get(row)[lang.italian() ? 0 : 1];
    }

    private static Map<Integer, Long> entries(FormTable table) {
        Map<Integer, Long> entries = new LinkedHashMap<>();
        table.seats().forEach(s -> entries.put(s.seat(), s.entry()));
        return entries;
    }

    private static String nameOf(FormTable table, String entry) {
        return table.seats().stream()
                .filter(s -> String.valueOf(s.entry()).equals(entry))
                .map(SeatLine::name)
                .findFirst()
                .orElse(entry);
    }
}
