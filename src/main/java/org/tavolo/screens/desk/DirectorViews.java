package org.tavolo.screens.desk;

import java.util.List;
import java.util.Map;
import org.tavolo.clock.ClockView;
import org.tavolo.ledger.LastEntry;
import org.tavolo.screens.desk.ChineseViews.ChineseDesk;
import org.tavolo.tournament.TournamentView;

/** What the director's page shows, as records. */
public final class DirectorViews {

    private DirectorViews() {}

    /** One seat at the table, with its stack. */
    public record SeatLine(int seat, long entry, String name, String nickname, long stack, boolean button) {}

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
            return open && last != null && !last.voided() && last.recordedBy().equals(me);
        }

        public boolean holdem() {
            return !italian && !chinese;
        }

        /** The table with other seat lines (a correction's: the players of the hand it replaces). */
        public TableScreen withSeats(List<SeatLine> other) {
            return new TableScreen(
                    tournament,
                    table,
                    gameNumber,
                    gamesPerRound,
                    button,
                    other,
                    clock,
                    deck,
                    italian,
                    chinese,
                    open,
                    held,
                    last);
        }

        /** The table with other stacks at some seats (those before the hand a correction replaces). */
        public TableScreen withStacks(Map<Integer, Long> other) {
            List<SeatLine> changed = seats.stream()
                    .map(s -> new SeatLine(
                            s.seat(),
                            s.entry(),
                            s.name(),
                            s.nickname(),
                            other.getOrDefault(s.seat(), s.stack()),
                            s.button()))
                    .toList();
            return new TableScreen(
                    tournament,
                    table,
                    gameNumber,
                    gamesPerRound,
                    button,
                    changed,
                    clock,
                    deck,
                    italian,
                    chinese,
                    open,
                    held,
                    last);
        }

        public Map<Integer, Long> stacks() {
            Map<Integer, Long> stacks = new java.util.LinkedHashMap<>();
            seats.forEach(s -> stacks.put(s.seat(), s.stack()));
            return stacks;
        }

        public long totalChips() {
            return seats.stream().mapToLong(SeatLine::stack).sum();
        }

        /**
         * The time left in a game period of a started clock: closing now closes the game early (the
         * API's {@code time-left} warning, said before the close is confirmed); {@code null} when none.
         */
        public Long closingEarly() {
            if (notStarted() || !clock.inGame()) {
                return null;
            }
            return clock.secondsLeft() != null && clock.secondsLeft() > 0 ? clock.secondsLeft() : null;
        }

        public boolean notStarted() {
            return clock.notStarted();
        }

        public boolean paused() {
            return clock.paused();
        }

        /** Cards each player shows: five in draw poker, two in Hold'em. */
        public int cardsPerPlayer() {
            return italian ? 5 : 2;
        }

        public String nameAt(int seat) {
            return seats.stream()
                    .filter(s -> s.seat() == seat)
                    .map(SeatLine::name)
                    .findFirst()
                    .orElse("");
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
     * The table and what is being entered on it.
     *
     * @param screen   the table as it is now
     * @param form     the hand as typed (a fresh form for a new hand)
     * @param preview  the hand's preview, once asked for
     * @param error    a refusal in words, if any
     * @param field    the form field the refusal names, if any
     * @param conflict whether the table changed since the page was shown
     * @param notice   what was just recorded, if anything
     * @param cards    the table's deck for the card pickers
     * @param count    the chip count as typed, with its differences
     * @param counting whether the count's preview is shown
     * @param places   the close of the game previewed (places and points), if asked for
     * @param me       who is signed in (whose entries they may void)
     * @param voiding  the void of the last entry as typed: its reason
     * @param chinese  the Chinese poker deal as typed, with its preview (Chinese tables only)
     */
    public record DeskScreen(
            TableScreen screen,
            HandForm form,
            HandPreview preview,
            String error,
            String field,
            boolean conflict,
            Notice notice,
            List<CardOption> cards,
            CountPreview count,
            boolean counting,
            List<PlaceLine> places,
            String me,
            String voiding,
            ChineseDesk chinese,
            PenaltyTyped penalty) {

        /** The deck by suit (spades, hearts, diamonds, clubs), each from the ace down: the card grid's rows. */
        public List<List<CardOption>> cardsBySuit() {
            String ranks = "AKQJT98765432";
            return java.util.stream.Stream.of("s", "h", "d", "c")
                    .map(suit -> cards.stream()
                            .filter(c -> c.suit().equals(suit))
                            .sorted(java.util.Comparator.comparingInt(
                                    c -> ranks.indexOf(c.code().charAt(0))))
                            .toList())
                    .filter(row -> !row.isEmpty())
                    .toList();
        }

        static DeskScreen of(TableScreen screen, HandForm form, List<CardOption> cards, String me) {
            return new DeskScreen(
                    screen,
                    form,
                    null,
                    null,
                    null,
                    false,
                    null,
                    cards,
                    CountPreview.fresh(screen),
                    false,
                    null,
                    me,
                    "",
                    null,
                    PenaltyTyped.fresh());
        }

        public DeskScreen withPreview(HandPreview handPreview) {
            return new DeskScreen(
                    screen,
                    form,
                    handPreview,
                    error,
                    field,
                    conflict,
                    notice,
                    cards,
                    count,
                    counting,
                    places,
                    me,
                    voiding,
                    chinese,
                    penalty);
        }

        public DeskScreen withError(String problem, String at) {
            return new DeskScreen(
                    screen, form, preview, problem, at, conflict, notice, cards, count, counting, places, me, voiding,
                    chinese, penalty);
        }

        public DeskScreen withConflict(String problem) {
            return new DeskScreen(
                    screen, form, preview, problem, null, true, notice, cards, count, counting, places, me, voiding,
                    chinese, penalty);
        }

        public DeskScreen withNotice(Notice words) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, words, cards, count, counting, places, me, voiding,
                    chinese, penalty);
        }

        public DeskScreen withCount(CountPreview typed) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, notice, cards, typed, true, places, me, voiding,
                    chinese, penalty);
        }

        public DeskScreen withPlaces(List<PlaceLine> previewed) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, notice, cards, count, counting, previewed, me,
                    voiding, chinese, penalty);
        }

        public DeskScreen withVoiding(String reason) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, notice, cards, count, counting, places, me, reason,
                    chinese, penalty);
        }

        public DeskScreen withChinese(ChineseDesk deal) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, notice, cards, count, counting, places, me, voiding,
                    deal, penalty);
        }

        public DeskScreen withPenalty(PenaltyTyped typed) {
            return new DeskScreen(
                    screen, form, preview, error, field, conflict, notice, cards, count, counting, places, me, voiding,
                    chinese, typed);
        }

        public boolean mayVoid() {
            return screen.voidableBy(me);
        }

        /** Whether the table's last entry is a hand of mine that the page may correct in one step. */
        public boolean mayCorrect() {
            return mayVoid() && screen.last().hand() && !correcting();
        }

        /** Whether the hand form corrects the table's last hand. */
        public boolean correcting() {
            return form != null && form.correcting();
        }

        /** The address the hand form posts to, under the table's: a new hand or a correction. */
        public String handPath() {
            return correcting() ? "correction" : "hands";
        }

        /** The hand form's id: the offline scripts take the new hand's ({@code hand}) only. */
        public String handFormId() {
            return correcting() ? "correction" : "hand";
        }

        public boolean errorAt(String name) {
            return error != null && name.equals(field);
        }

        public boolean errorAt(String kind, int seat) {
            return errorAt(kind + "-" + seat);
        }

        /** A refusal about one hand of a seat in a Chinese deal. */
        public boolean errorAtRow(int seat, String row) {
            return errorAt("cn-" + seat + "-" + row);
        }

        /**
         * The refusal as the summary at the top of the page says it: one about a seat of a Chinese deal (a foul, a
         * card, a token) names that seat's player first, since the summary stands far from the seat.
         */
        public String errorSummary() {
            if (error == null || field == null || !field.matches("(cn|tok)-\\d+(-.*)?")) {
                return error;
            }
            int seat = Integer.parseInt(field.replaceAll("^[a-z]+-(\\d+).*", "$1"));
            return screen.seats().stream()
                    .filter(s -> s.seat() == seat)
                    .findFirst()
                    .map(s -> s.seat() + " · " + s.name() + ": " + error)
                    .orElse(error);
        }

        /** The id of the part of the page the refusal names, for the summary's link ({@code null}: none). */
        public String errorTarget() {
            if (error == null || conflict || field == null) {
                return null;
            }
            if (field.matches("(put|card|in|fold)-\\d+(-.*)?")) {
                return "player-" + field.replaceAll("^[a-z]+-(\\d+).*", "$1");
            }
            if (field.matches("(cn|tok)-\\d+(-.*)?")) {
                return "cn-player-" + field.replaceAll("^[a-z]+-(\\d+).*", "$1");
            }
            if (field.matches(
                    "count-\\d+|button|reason|void-reason|correct-reason|chinese|penalty-(seat|chips|to|reason)")) {
                return field;
            }
            if (field.matches("opener(-kind|-amount)?|parol")) {
                return "opening";
            }
            return "board".equals(field) ? "board-cards" : null;
        }

        public boolean errorElsewhere() {
            return error != null
                    && !conflict
                    && (field == null
                            || !field.matches(
                                    "(put|card|in|fold|count|cn|tok)-\\d+(-.*)?|button|board|reason|void-reason|correct-reason|void-stale|chinese|penalty-(seat|chips|to|reason)|opener(-kind|-amount)?|parol"));
        }
    }

    /**
     * What was just recorded: a hand (its number), a chip count, the close of the game, the void of
     * the last entry, a Chinese deal confirmed on the page, or the Chinese match recorded.
     */
    public record Notice(String kind, int number) {

        static final java.util.Set<String> KINDS = java.util.Set.of("count", "closed", "voided", "match", "penalty");

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

    /** One seat's count: the stack on record, the chips counted, the difference. */
    public record CountLine(int seat, String name, long before, String typed, Long counted) {

        public Long difference() {
            return counted == null ? null : counted - before;
        }
    }

    /**
     * A chip count typed on the page, with the difference against the expected total shown before
     * it is sent.
     */
    public record CountPreview(List<CountLine> lines, String reason, boolean complete, String countId) {

        /** The count as it stands before anything is typed: every stack as recorded, a fresh key. */
        static CountPreview fresh(TableScreen table) {
            return new CountPreview(
                    table.seats().stream()
                            .map(s -> new CountLine(s.seat(), s.name(), s.stack(), Long.toString(s.stack()), s.stack()))
                            .toList(),
                    "",
                    true,
                    java.util.UUID.randomUUID().toString());
        }

        /**
         * The same count against the stacks of the table as it is now: what the director changed is
         * kept as typed; a seat left at the stack the page showed now shows the stack on record.
         */
        CountPreview against(TableScreen now) {
            Map<Integer, Long> stacks = now.stacks();
            return new CountPreview(
                    lines.stream()
                            .map(l -> {
                                long stack = stacks.getOrDefault(l.seat(), 0L);
                                boolean changed = l.counted() == null || l.counted() != l.before();
                                return changed
                                        ? new CountLine(l.seat(), l.name(), stack, l.typed(), l.counted())
                                        : new CountLine(l.seat(), l.name(), stack, Long.toString(stack), stack);
                            })
                            .toList(),
                    reason,
                    complete,
                    countId);
        }

        public long expected() {
            return lines.stream().mapToLong(CountLine::before).sum();
        }

        public long counted() {
            return lines.stream()
                    .mapToLong(l -> l.counted() == null ? 0 : l.counted())
                    .sum();
        }

        public long difference() {
            return counted() - expected();
        }
    }

    /** A place at the close of the game, previewed: the stack, the place and its points as the language writes them. */
    public record PlaceLine(int place, String name, long stack, String points) {

        /** Whether the points are one, which Italian and English say in the singular («1 punto», «1 point»). */
        public boolean one() {
            return "1".equals(points);
        }
    }

    /** A table to pick, for an access that covers the whole tournament. */
    public record TableChoice(int number, int players) {}

    /** The tables of a tournament to pick from. */
    public record PickScreen(TournamentView tournament, List<TableChoice> tables) {}
}
