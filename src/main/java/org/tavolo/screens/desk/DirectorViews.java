package org.tavolo.screens.desk;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.tavolo.clock.ClockView;
import org.tavolo.hand.read.HandReasons;
import org.tavolo.ledger.LastEntry;
import org.tavolo.screens.desk.ChineseViews.ChineseDesk;
import org.tavolo.tournament.TournamentView;

/** What the director's page shows, as records. */
public final class DirectorViews {

    private DirectorViews() {}

    /** One seat at the table, with its stack. */
    public record SeatLine(int seat, long entry, String name, String nickname, long stack, boolean button) {

        /** The seat in a count not typed yet: its stack as recorded. */
        CountPreview.CountLine asRecorded() {
            return new CountPreview.CountLine(seat, name, stack, Long.toString(stack), stack);
        }
    }

    /**
     * The table as a form is parsed against: its seats with their stacks, its game, how many cards a player shows.
     * Read alone ({@link DirectorService#formTable}) when the form is only parsed and sent, without the whole desk.
     */
    public record FormTable(
            long tournament, int table, int gameNumber, boolean italian, long ante, List<SeatLine> seats) {

        /** Cards each player shows: five in draw poker, two in Hold'em. */
        public int cardsPerPlayer() {
            return italian ? 5 : 2;
        }

        public List<Integer> seatNumbers() {
            return seats.stream().map(SeatLine::seat).toList();
        }

        public Map<Integer, Long> stacks() {
            Map<Integer, Long> stacks = new LinkedHashMap<>();
            seats.forEach(s -> stacks.put(s.seat(), s.stack()));
            return stacks;
        }

        /** Each seat's player, by seat. */
        public Map<Integer, String> names() {
            Map<Integer, String> names = new LinkedHashMap<>();
            seats.forEach(s -> names.put(s.seat(), s.name()));
            return names;
        }

        public String nameAt(int seat) {
            return names().getOrDefault(seat, "");
        }
    }

    /**
     * The table as it is now.
     *
     * @param tournament the tournament
     * @param table      the table's number
     * @param gameNumber the game (draw) in play
     * @param gamesPerRound Italian games in a round
     * @param button     the button's (dealer's) seat, if set
     * @param seats      the seats, clockwise
     * @param clock      the clock: level, blinds or ante, time left
     * @param deck       the cards the table plays with, in the deck's order
     * @param italian    whether the table plays Italian draw poker
     * @param chinese    whether the table plays Chinese poker matches (no chips: deals and tokens)
     * @param open       whether the table plays its game now (drawn, not closed)
     * @param held       the pots of this game's hands that wait for a ruling
     * @param last       the table's last entry in this game (a hand or a count), if any
     */
    public record TableScreen(
            TournamentView tournament,
            int table,
            int gameNumber,
            int gamesPerRound,
            Integer button,
            List<SeatLine> seats,
            ClockView clock,
            List<String> deck,
            boolean italian,
            boolean chinese,
            boolean open,
            List<HeldLine> held,
            LastEntry last) {

        /** Whether {@code me} may void the last entry: theirs, not voided, the table still open. */
        public boolean voidableBy(String me) {
            return new EntryTable(gameNumber, open, last).voidableBy(me);
        }

        public boolean holdem() {
            return !italian && !chinese;
        }

        public long totalChips() {
            return seats.stream().mapToLong(SeatLine::stack).sum();
        }

        /** The table as its forms are parsed against. */
        public FormTable form() {
            return new FormTable(tournament.id(), table, gameNumber, italian, clock.ante(), seats);
        }

        /** The deck by suit (spades, hearts, diamonds, clubs), each from the ace down: the card grid's rows. */
        public List<List<CardOption>> cardsBySuit() {
            return CardOption.bySuit(deck);
        }
    }

    /**
     * A pot held for a ruling: the hand, the pot and its chips, and the players it may go to.
     *
     * @param hand     the hand's id
     * @param handNo   its number at the table
     * @param pot      the pot's name
     * @param amount   its chips
     * @param eligible who may win it, as "seat · name"
     */
    public record HeldLine(long hand, int handNo, String pot, long amount, List<String> eligible) {}

    /** A card of the table's deck, for the card grid: its rank as printed, its suit's letter and glyph. */
    public record CardOption(String code, String label, boolean red) {

        /** The deck by suit (spades, hearts, diamonds, clubs), each from the ace down. */
        static List<List<CardOption>> bySuit(List<String> deck) {
            String ranks = "AKQJT98765432";
            return Stream.of("s", "h", "d", "c")
                    .map(suit -> deck.stream()
                            .filter(c -> c.endsWith(suit))
                            .sorted(Comparator.comparingInt(c -> ranks.indexOf(c.charAt(0))))
                            .map(c -> new CardOption(c, HandReasons.label(c), c.endsWith("h") || c.endsWith("d")))
                            .toList())
                    .filter(row -> !row.isEmpty())
                    .toList();
        }

        public String rank() {
            String r = code.substring(0, code.length() - 1);
            return r.equals("T") ? "10" : r;
        }

        public String suit() {
            return code.substring(code.length() - 1);
        }

        public String glyph() {
            return switch (suit()) {
                case "s" -> "\u2660";
                case "h" -> "\u2665";
                case "d" -> "\u2666";
                default -> "\u2663";
            };
        }
    }

    /**
     * The table and its forms: the hand form (or the last hand's correction) and, at a Chinese table, the deal form, each with
     * its own view; the one other form open as typed ({@link Panel}); what was refused; what was just recorded.
     *
     * @param screen  the table as it is now
     * @param me      who is signed in (whose entries they may void)
     * @param hand    the new hand form: as typed (fresh for a new hand), with its preview once asked for; none while
     *     the last hand is corrected
     * @param chinese the Chinese poker deal as typed, with its preview (Chinese tables only)
     * @param open    the count, close, void or penalty form as typed, if one is
     * @param refusal what the page refused, if anything
     * @param notice  what was just recorded, if anything
     * @param correction the correction of the table's last hand, in place of the other forms, while it is corrected
     */
    public record DeskScreen(
            TableScreen screen,
            String me,
            HandView hand,
            ChineseDesk chinese,
            Panel open,
            Refusal refusal,
            Notice notice,
            CorrectionView correction) {

        public DeskScreen opening(Panel typed) {
            return new DeskScreen(screen, me, hand, chinese, typed, refusal, notice, correction);
        }

        public DeskScreen refused(Refusal said) {
            return new DeskScreen(screen, me, hand, chinese, open, said, notice, correction);
        }

        public DeskScreen withNotice(Notice recorded) {
            return new DeskScreen(screen, me, hand, chinese, open, refusal, recorded, correction);
        }

        /** Whether the page corrects the table's last hand (its other forms are not shown meanwhile). */
        public boolean correcting() {
            return correction != null;
        }

        /** A refusal naming {@code at}, in words ({@code problem}; empty: the page's own words for that field). */
        public DeskScreen withError(String problem, String at) {
            return refused(new Refusal(problem, at, false));
        }

        public DeskScreen withPenalty(PenaltyTyped typed) {
            return opening(new Panel.PenaltyView(typed));
        }
    }

    /**
     * What was just recorded: a hand (its number), a chip count, the close of the game, the void of
     * the last entry, a Chinese deal confirmed on the page, or the Chinese match recorded.
     */
    public record Notice(String kind, int number) {

        static final Set<String> KINDS = Set.of("count", "closed", "voided", "match", "penalty");

        public boolean penalty() {
            return kind.equals("penalty");
        }

        public boolean voided() {
            return kind.equals("voided");
        }

        public boolean match() {
            return kind.equals("match");
        }

        public boolean deal() {
            return kind.equals("deal");
        }

        public boolean hand() {
            return kind.equals("hand");
        }

        /** A hand recorded in place of the last one, which a correction voided. */
        public boolean corrected() {
            return kind.equals("corrected");
        }

        public boolean count() {
            return kind.equals("count");
        }

        public boolean closed() {
            return kind.equals("closed");
        }
    }

    /** A table to pick, for an access that covers the whole tournament. */
    public record TableChoice(int number, int players) {}

    /** The tables of a tournament to pick from. */
    public record PickScreen(TournamentView tournament, List<TableChoice> tables) {}
}
