package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.chinese.Row;
import org.tavolo.poker.chinese.ThreeHands;
import org.tavolo.poker.clock.Period;
import org.tavolo.result.ResultApi;
import org.tavolo.result.TableResultView;
import org.tavolo.result.chinese.ChineseDealPreview;
import org.tavolo.result.chinese.ChineseDealRequest;
import org.tavolo.result.chinese.ChineseDealService;
import org.tavolo.result.chinese.ChineseDealsView;
import org.tavolo.result.chinese.ChineseMatchDealsRequest;
import org.tavolo.table.FloorFixtures;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentSettings;

/**
 * A preview shows what recording shows: for two hundred seeded random hands of each format, the preview of the
 * hand (or of the Chinese deal) and what recording it stored, read back from the database, agree line by line
 * (pots, winners, shares, odd chips, chips returned, hands shown, stacks before and after, pots held, whether
 * the hand was opened), the preview's answer is the recorded answer but for the hand's id (its number, Hold'em
 * places and the floor's moves included), and a hand one refuses the other refuses with the same problem. The
 * preview is the recording run in a transaction rolled back ({@code common.db.Rehearsal}), so they agree by
 * construction; these hands check it: the checks, the refusals and what is stored. The hands include
 * Italian hands nobody opened, all-ins that make side pots, Hold'em blinds by position (heads-up too), and a
 * few hands that break a rule (short blinds, ante not paid, more than the stack, a short stack let play).
 */
@QuarkusTest
class PreviewAndRecordAgreeTest {

    private static final int HANDS = 200;

    /** Every tenth answer is also read back from the database, to compare what was stored too. */
    private static final int READ_BACK = 10;

    @Inject
    HandPreviewService previews;

    @Inject
    HandService hands;

    @Inject
    ChineseDealService chineseDeals;

    /** One table being played: its tournament, each seat's stack and the last button. */
    private static final class Table {
        final long tournament;
        final Map<Integer, Long> stacks = new TreeMap<>();
        int button;

        Table(long tournament, List<Integer> seats, long stack) {
            this.tournament = tournament;
            seats.forEach(s -> stacks.put(s, stack));
            this.button = seats.get(0);
        }

        List<Integer> withChips() {
            return stacks.entrySet().stream()
                    .filter(e -> e.getValue() > 0)
                    .map(Map.Entry::getKey)
                    .toList();
        }

        int nextButton() {
            List<Integer> in = withChips();
            button = in.stream().filter(s -> s > button).findFirst().orElse(in.get(0));
            return button;
        }
    }

    /** What both paths did with one hand: counted to show the hands were varied. */
    private static final class Tally {
        int recorded;
        int refused;
        int unopened;
        int sidePots;
        int headsUp;
    }

    @Test
    void italianDrawHandsPreviewedAreRecordedLineByLine() {
        Random random = new Random(20261126L);
        TournamentSettings settings = TournamentSettings.defaultsFor(TournamentFormat.ITALIAN_DRAW);
        Tally tally = new Tally();
        Table table = null;
        for (int i = 0; i < HANDS; i++) {
            if (table == null || table.withChips().size() < 2) {
                table = table("ITALIAN_DRAW", 5, settings.startingStack(), random);
            }
            EnterHandRequest hand = italian(table, settings, random);
            compare(table, hand, tally);
        }
        assertVaried(tally, 5);
        assertTrue(tally.unopened > 10, "hands nobody opened: " + tally.unopened);
    }

    @Test
    void holdemHandsPreviewedAreRecordedLineByLine() {
        Random random = new Random(20261127L);
        TournamentSettings settings = TournamentSettings.defaultsFor(TournamentFormat.TEXAS_HOLDEM);
        Period level = Blinds.levelInForce(settings.clockStructure(), 0);
        Tally tally = new Tally();
        Table table = null;
        for (int i = 0; i < HANDS; i++) {
            if (table == null || table.withChips().size() < 2) {
                table = table("TEXAS_HOLDEM", 6, settings.startingStack(), random);
            }
            EnterHandRequest hand = holdem(table, settings, level, random);
            if (table.withChips().size() == 2) {
                tally.headsUp++;
            }
            compare(table, hand, tally);
        }
        assertVaried(tally, 5);
        assertTrue(tally.headsUp > 2, "heads-up hands: " + tally.headsUp);
    }

    @Test
    void chineseDealsPreviewedAreStoredLineByLineAndTheMatchTotalsTheirPoints() {
        Random random = new Random(20261128L);
        TournamentSettings settings = TournamentSettings.defaultsFor(TournamentFormat.CHINESE_POKER);
        int stored = 0;
        int refused = 0;
        int match = 0;
        long t = 0;
        List<Long> entries = List.of();
        while (stored + refused < HANDS) {
            if (match % 100 == 0) {
                int players = 2 + random.nextInt(3);
                t = ResultApi.tournament("CHINESE_POKER");
                // a round of as many matches as the test plays (docs/results.md: no match beyond the round)
                given().contentType("application/merge-patch+json")
                        .body("{\"gamesPerRound\": %d}".formatted(match + 100))
                        .patch("/api/tournaments/{id}/settings", t)
                        .then()
                        .statusCode(200);
                ResultApi.setPointsForTableSize(t, 2, 3, 1);
                ResultApi.setPointsForTableSize(t, 3, 5, 3, 1);
                ResultApi.setPointsForTableSize(t, 4, 7, 5, 3, 1);
                entries = ResultApi.entries(t, players);
            }
            match++;
            List<List<Integer>> tokens = new ArrayList<>();
            for (int p = 0; p < entries.size(); p++) {
                List<Integer> set = new ArrayList<>(settings.chineseTokens());
                Collections.shuffle(set, random);
                tokens.add(set);
            }
            Map<Long, Long> previewed = new TreeMap<>();
            for (int d = 1; d <= 3; d++) {
                List<ChineseMatchDealsRequest.Hands> deal = chineseDeal(entries, tokens, d, random);
                int dealNo = d;
                long tournament = t;
                int m = match;
                ChineseDealRequest request =
                        new ChineseDealRequest(UUID.randomUUID().toString(), null, deal, null, null);
                Outcome<ChineseDealPreview> preview =
                        attempt(() -> chineseDeals.preview(tournament, 1, m, dealNo, request));
                Outcome<ChineseDealService.Stored> store =
                        attempt(() -> chineseDeals.store(tournament, 1, m, dealNo, request));
                assertEquals(preview.refusal(), store.refusal(), "deal " + d + " of match " + match);
                if (store.refusal() != null) {
                    refused++;
                    break;
                }
                if (d < 3) {
                    assertEquals(
                            chineseLines(preview.value()),
                            chineseLines(store.value().deal()),
                            "deal " + d + " of match " + match);
                }
                if (d == 3 || stored % READ_BACK == 0) {
                    ChineseDealsView.Deal read =
                            chineseDeals.deals(t, 1, match, null).deals().get(d - 1);
                    assertEquals(
                            chineseLines(preview.value()),
                            chineseLines(read),
                            "read back: deal " + d + " of match " + match);
                }
                stored++;
                preview.value().players().forEach(p -> previewed.merge(p.entry(), (long) p.points(), Long::sum));
                if (d == 3) {
                    TableResultView result = store.value().result();
                    Map<Long, Long> points = new TreeMap<>();
                    result.places().forEach(l -> points.put(l.entry(), l.victoryPoints()));
                    assertEquals(previewed, points, "match " + match);
                }
            }
        }
        assertTrue(stored > HANDS * 8 / 10, "deals stored: " + stored + ", refused: " + refused);
    }

    // ---- the comparison ----

    /** A call's answer, or the problem it was refused with (type, words and facts). */
    private record Outcome<T>(T value, String refusal) {}

    private static <T> Outcome<T> attempt(Supplier<T> call) {
        try {
            return new Outcome<>(call.get(), null);
        } catch (RuleViolation e) {
            return new Outcome<>(null, e.code() + ": " + e.getMessage() + " " + new TreeMap<>(e.details()));
        } catch (ProblemException e) {
            return new Outcome<>(
                    null,
                    e.problem().type() + ": " + e.problem().detail() + " "
                            + new TreeMap<>(e.problem().extensions()));
        }
    }

    private void compare(Table table, EnterHandRequest hand, Tally tally) {
        Outcome<PreviewedHand> preview = attempt(() -> previews.preview(table.tournament, 1, hand));
        Outcome<HandAnswer> entered = attempt(() -> hands.enterHand(table.tournament, 1, hand));
        assertEquals(preview.refusal(), entered.refusal(), hand.toString());
        if (entered.refusal() != null) {
            tally.refused++;
            return;
        }
        HandAnswer previewed = preview.value().answer();
        assertEquals(lines(previewed), lines(entered.value()), hand.toString());
        assertEquals(previewed, uncommitted(entered.value()), hand.toString());
        assertEquals(
                previewed.settlement().pots().size(), preview.value().against().size(), hand.toString());
        if (tally.recorded % READ_BACK == 0) {
            HandAnswer stored = hands.hand(table.tournament, entered.value().hand());
            assertEquals(lines(previewed), lines(stored), "read back: " + hand);
        }
        tally.recorded++;
        tally.unopened += previewed.opening() == null || previewed.opening().opened() ? 0 : 1;
        tally.sidePots += previewed.settlement().pots().size() > 1 ? 1 : 0;
        entered.value().stacks().forEach(s -> table.stacks.put(s.seat(), s.after()));
    }

    private static void assertVaried(Tally tally, int sidePots) {
        assertTrue(tally.recorded > HANDS * 7 / 10, "recorded " + tally.recorded + ", refused " + tally.refused);
        assertTrue(tally.refused > 2, "refused: " + tally.refused);
        assertTrue(tally.sidePots > sidePots, "hands with side pots: " + tally.sidePots);
    }

    /**
     * A recorded answer but its id, which only the committed hand keeps: the preview is the recording rolled back, so
     * its number, places and the floor's moves are the recorded ones.
     */
    private static HandAnswer uncommitted(HandAnswer a) {
        return new HandAnswer(
                0,
                a.handNo(),
                a.game(),
                a.table(),
                a.status(),
                a.settlement(),
                a.stacks(),
                a.eliminated(),
                a.moves(),
                a.opening(),
                a.carriedPot(),
                a.players());
    }

    /** An answer's lines, in words. */
    private static List<String> lines(HandAnswer a) {
        List<String> lines = new ArrayList<>();
        lines.add("opened " + (a.opening() == null || a.opening().opened()) + " at "
                + (a.opening() == null ? null : a.opening().minimumPair().name()));
        a.settlement().pots().forEach(pot -> {
            long odd = PreviewedHand.oddChips(pot);
            lines.add("pot " + pot.name() + " " + pot.amount() + " eligible " + pot.eligible() + " winners "
                    + pot.winners() + " shares " + new TreeMap<>(pot.shares()) + " odd " + odd);
        });
        lines.add("returned " + new TreeMap<>(a.settlement().returned()));
        new TreeMap<>(a.settlement().hands())
                .forEach((seat, h) ->
                        lines.add("shown " + seat + " " + h.category().name() + " " + h.cards()));
        a.stacks()
                .forEach(s -> lines.add("stack " + s.seat() + " " + s.entry() + " " + s.before() + " → " + s.after()));
        a.settlement()
                .unawarded()
                .forEach(h -> lines.add("held " + h.name() + " " + h.amount() + " " + h.eligible() + " " + h.cycle()));
        return lines;
    }

    private static List<String> chineseLines(ChineseDealPreview p) {
        List<String> lines = new ArrayList<>();
        p.players().forEach(player -> {
            StringBuilder line = new StringBuilder("entry " + player.entry() + " points " + player.points());
            p.rows().forEach(row -> row.hands().stream()
                    .filter(h -> h.entry() == player.entry())
                    .forEach(h -> line.append(" | ")
                            .append(row.row())
                            .append(' ')
                            .append(h.category())
                            .append(" token ")
                            .append(h.token())
                            .append(" collected ")
                            .append(h.collected())));
            lines.add(line.toString());
        });
        return lines;
    }

    private static List<String> chineseLines(ChineseDealsView.Deal d) {
        List<String> lines = new ArrayList<>();
        d.players().forEach(player -> {
            StringBuilder line = new StringBuilder("entry " + player.entry() + " points " + player.points());
            player.rows().forEach(r -> line.append(" | ")
                    .append(r.row())
                    .append(' ')
                    .append(r.hand())
                    .append(" token ")
                    .append(r.token())
                    .append(" collected ")
                    .append(r.collected()));
            lines.add(line.toString());
        });
        return lines;
    }

    // ---- the hands ----

    private static Table table(String format, int players, long stack, Random random) {
        long t = FloorFixtures.tournament(format);
        FloorFixtures.entries(t, players);
        FloorFixtures.draw(t, random.nextInt(1_000));
        List<Integer> seats = FloorFixtures.tables(t).getList("find { it.number == 1 }.seats.seat", Integer.class);
        return new Table(t, seats, stack);
    }

    /**
     * An Italian draw hand at the table: one in eight nobody opened; else every seat antes, some call a bet,
     * some go all in, the others fold; a seat short of the ante and the opening goes in folded with its stack.
     * About one hand in twenty breaks a rule.
     */
    private static EnterHandRequest italian(Table table, TournamentSettings settings, Random random) {
        int button = table.nextButton();
        List<EnterHandRequest.Player> players = new ArrayList<>();
        if (random.nextInt(8) == 0) {
            table.withChips().forEach(s -> players.add(new EnterHandRequest.Player(s, 0L, false, null)));
            return request(button, null, players, false);
        }
        long unit = settings.chipUnit();
        long ante = settings.ante();
        long bet = ante + unit * (1 + random.nextInt(40));
        List<Card> deck = shuffled(Deck.ITALIAN_28, random);
        List<Integer> in = new ArrayList<>(table.withChips());
        int stayIn = in.get(random.nextInt(in.size()));
        for (int seat : in) {
            long stack = table.stacks.get(seat);
            if (stack < ante + unit && random.nextInt(20) != 0) {
                players.add(new EnterHandRequest.Player(seat, stack, true, null));
                continue;
            }
            boolean folded = seat != stayIn && random.nextInt(3) == 0;
            long put = folded ? Math.min(stack, ante + unit * random.nextInt(4)) : Math.min(stack, bet);
            if (!folded && random.nextInt(5) == 0) {
                put = stack;
            }
            put = broken(put, ante, stack, unit, random);
            players.add(new EnterHandRequest.Player(seat, put, folded, folded ? null : texts(deck, 5)));
        }
        return request(button, null, players, null);
    }

    /**
     * A Hold'em hand: the blind seats counted from the button post their blinds (heads-up the button posts the
     * small one), some call a bet or go all in, the others fold or stay out. About one hand in twenty breaks a rule.
     */
    private static EnterHandRequest holdem(Table table, TournamentSettings settings, Period level, Random random) {
        int button = table.nextButton();
        List<Integer> in = table.withChips();
        Blinds blinds = Blinds.of(in, button, level).orElseThrow();
        long unit = settings.chipUnit();
        long bet = blinds.bigBlind() * (1 + random.nextInt(12));
        List<Card> deck = shuffled(Deck.STANDARD_52, random);
        List<String> board = texts(deck, 5);
        List<EnterHandRequest.Player> players = new ArrayList<>();
        int stayIn = in.get(random.nextInt(in.size()));
        for (int seat : in) {
            long stack = table.stacks.get(seat);
            long blind = seat == blinds.smallBlindSeat()
                    ? blinds.smallBlind()
                    : seat == blinds.bigBlindSeat() ? blinds.bigBlind() : 0;
            boolean folded = seat != stayIn && random.nextInt(3) == 0;
            if (folded && blind == 0 && random.nextBoolean()) {
                continue;
            }
            long put = folded ? Math.min(stack, blind + unit * random.nextInt(3)) : Math.min(stack, bet);
            if (!folded && random.nextInt(4) == 0) {
                put = stack;
            }
            put = broken(Math.max(put, Math.min(blind, stack)), blind, stack, unit, random);
            players.add(new EnterHandRequest.Player(seat, put, folded, folded ? null : texts(deck, 2)));
        }
        return request(button, board, players, null);
    }

    /** Now and then a contribution no table can have: more than the stack, or less than what is owed. */
    private static long broken(long put, long owed, long stack, long unit, Random random) {
        int dice = random.nextInt(60);
        if (dice == 0) {
            return stack + unit;
        }
        if (dice == 1 && owed > unit && stack > owed) {
            return owed - unit;
        }
        return put;
    }

    private static EnterHandRequest request(
            int button, List<String> board, List<EnterHandRequest.Player> players, Boolean opened) {
        return new EnterHandRequest(
                UUID.randomUUID().toString(), button, null, board, players, opened, null, null, null);
    }

    /** A Chinese deal: each player's thirteen cards set in order where a few tries find one, three tokens each. */
    private static List<ChineseMatchDealsRequest.Hands> chineseDeal(
            List<Long> entries, List<List<Integer>> tokens, int deal, Random random) {
        int players = entries.size();
        List<Card> deck = shuffled(Deck.STANDARD_52, random);
        List<ChineseMatchDealsRequest.Hands> hands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            int size = 0;
            for (Row row : Row.values()) {
                size += ThreeHands.cardsIn(row, players);
            }
            List<Card> cards = new ArrayList<>(deck.subList(0, size));
            deck = deck.subList(size, deck.size());
            List<List<Card>> rows = ordered(cards, players, random);
            hands.add(new ChineseMatchDealsRequest.Hands(
                    entries.get(p),
                    rows.get(0).stream().map(Card::toString).toList(),
                    rows.get(1).stream().map(Card::toString).toList(),
                    rows.get(2).stream().map(Card::toString).toList(),
                    tokens.get(p).subList(3 * (deal - 1), 3 * deal)));
        }
        return hands;
    }

    private static List<List<Card>> ordered(List<Card> cards, int players, Random random) {
        List<List<Card>> rows = List.of();
        for (int attempt = 0; attempt < 40; attempt++) {
            Collections.shuffle(cards, random);
            rows = new ArrayList<>();
            int from = 0;
            for (Row row : Row.values()) {
                int n = ThreeHands.cardsIn(row, players);
                rows.add(List.copyOf(cards.subList(from, from + n)));
                from += n;
            }
            try {
                ThreeHands.arrange(rows.get(0), rows.get(1), rows.get(2), players);
                return rows;
            } catch (RuleViolation foul) {
                // shuffle again; after forty tries the foul is entered, and both paths must refuse it alike
            }
        }
        return rows;
    }

    private static List<Card> shuffled(Deck deck, Random random) {
        List<Card> cards = new ArrayList<>(deck.cards());
        Collections.shuffle(cards, random);
        return cards;
    }

    private static List<String> texts(List<Card> deck, int n) {
        List<String> taken = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            taken.add(deck.remove(deck.size() - 1).toString());
        }
        return taken;
    }
}
