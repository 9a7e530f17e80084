package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.CardsAsTyped;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.correction.HandCorrections;
import org.tavolo.hand.stored.RecordedHand;

/**
 * A hand as the director typed it on the page, kept as typed so that a refusal or a conflict shows
 * it again unchanged. Fields: {@code in-3}, {@code put-3}, {@code fold-3}, {@code cards-3} (the seat's
 * cards typed as text, {@code Ah Kd 9c}, see {@link CardsAsTyped}; or one card a field, {@code card-3-1}…),
 * {@code board} (or {@code board-1}…), {@code button}, {@code entryId}, and {@code stack-3}… (hidden: the stacks the page
 * showed, sent as the hand's {@code expected} stacks and checked under the table's lock); the game and the
 * players the page showed come beside it ({@link SeenOnPage}); at an Italian table, how the hand was opened
 * ({@link HandOpening}).
 *
 * @param entryId the form's idempotency key, the same for every send of this hand
 * @param button  the button's seat as typed
 * @param seats   what was typed for each seat, by seat number
 * @param board   the community cards chosen (Hold'em), blanks kept
 * @param shown   the stack the page showed at each seat, as posted
 * @param opening how the hand was opened (Italian draw), as typed
 * @param correction the table's last hand this form corrects, with the reason typed; null for a new hand
 */
public record HandForm(
        String entryId,
        String button,
        Map<Integer, SeatInput> seats,
        List<String> board,
        Map<Integer, String> shown,
        HandOpening opening,
        Correction correction) {

    /**
     * The hand a form corrects («Correggi l'ultima mano»): fields {@code correct} (its id), {@code correct-no} (its
     * number at the table) and {@code correct-reason} (why it is corrected, kept with its void).
     */
    public record Correction(String hand, String handNo, String reason) {

        static Correction read(MultivaluedMap<String, String> posted) {
            if (!posted.containsKey("correct")) {
                return null;
            }
            return new Correction(
                    value(posted, "correct"), value(posted, "correct-no"), value(posted, "correct-reason"));
        }

        /** The id of the hand corrected, or null when the form sent none that reads as one. */
        Long handId() {
            return hand.matches("\\d{1,18}") ? Long.valueOf(hand) : null;
        }
    }

    /** One seat's line: in the hand or not, chips put in as typed, folded, the cards chosen. */
    public record SeatInput(boolean in, String put, boolean folded, List<String> cards) {

        public String card(int index) {
            return index < cards.size() ? cards.get(index) : "";
        }

        /** The cards as one line of text, as the seat's card field shows them. */
        public String typed() {
            return String.join(" ", cards.stream().filter(c -> !c.isBlank()).toList());
        }
    }

    /**
     * An empty form for a new hand with a fresh key: the players with chips ({@code playing}) in, a player with none
     * out (busted, he is dealt no more cards).
     */
    static HandForm fresh(List<Integer> playing, Integer button) {
        Map<Integer, SeatInput> lines = new LinkedHashMap<>();
        playing.forEach(s -> lines.put(s, new SeatInput(true, "", false, List.of())));
        return new HandForm(
                UUID.randomUUID().toString(),
                button == null ? "" : button.toString(),
                lines,
                List.of(),
                Map.of(),
                HandOpening.NONE,
                null);
    }

    /**
     * The form of a hand as it was entered, to correct it, with a fresh key: the players who were in it, their chips
     * put in, folds and cards, the button, the board and how it was opened; the others out.
     */
    static HandForm asEntered(HandCorrections.AsEntered hand, List<Integer> seats) {
        RecordedHand.Request entered = hand.request();
        Map<Integer, SeatInput> lines = new LinkedHashMap<>();
        seats.forEach(s -> lines.put(s, new SeatInput(false, "", false, List.of())));
        entered.players()
                .forEach(p -> lines.put(
                        p.seat(),
                        new SeatInput(
                                true,
                                String.valueOf(p.contributed()),
                                Boolean.TRUE.equals(p.folded()),
                                p.cards() == null ? List.of() : p.cards())));
        RecordedHand.Opener opener = entered.opener();
        HandOpening opening = new HandOpening(
                Boolean.FALSE.equals(entered.opened()),
                opener == null ? "" : String.valueOf(opener.seat()),
                hand.openerKind(),
                opener == null || opener.amount() == null ? "" : String.valueOf(opener.amount()),
                Boolean.TRUE.equals(entered.parol()));
        return new HandForm(
                UUID.randomUUID().toString(),
                entered.button() == null ? "" : entered.button().toString(),
                lines,
                entered.board() == null ? List.of() : entered.board(),
                Map.of(),
                opening,
                new Correction(String.valueOf(hand.hand()), String.valueOf(hand.handNo()), ""));
    }

    /** Whether this form corrects the table's last hand. */
    public boolean correcting() {
        return correction != null;
    }

    /**
     * Whether the form came back from the page (it carries the stacks the page showed): a fresh form
     * offers the level's ante in each put-in, a form sent back shows what was typed, an empty put-in too.
     */
    public boolean sent() {
        return !shown.isEmpty();
    }

    /** The form as posted, for the seats of the table. */
    static HandForm read(MultivaluedMap<String, String> posted, List<Integer> seats, int cardsPerPlayer) {
        Map<Integer, SeatInput> lines = new LinkedHashMap<>();
        Map<Integer, String> shown = new LinkedHashMap<>();
        for (int seat : seats) {
            if (posted.containsKey("stack-" + seat)) {
                shown.put(seat, value(posted, "stack-" + seat));
            }
            List<String> cards = cards(posted, "cards-" + seat, "card-" + seat + "-", cardsPerPlayer);
            lines.put(
                    seat,
                    new SeatInput(
                            posted.containsKey("in-" + seat),
                            value(posted, "put-" + seat),
                            posted.containsKey("fold-" + seat),
                            cards));
        }
        List<String> board = cards(posted, "board", "board-", 5);
        String key = value(posted, "entryId");
        return new HandForm(
                key.isEmpty() ? UUID.randomUUID().toString() : key,
                value(posted, "button"),
                lines,
                board,
                shown,
                HandOpening.read(posted),
                Correction.read(posted));
    }

    /** Cards as typed in one field ({@code cards-3}, {@code board}), or else one field a card ({@code card-3-1}). */
    private static List<String> cards(MultivaluedMap<String, String> posted, String typed, String each, int count) {
        List<String> cards = new ArrayList<>();
        if (posted.containsKey(typed)) {
            cards.addAll(CardsAsTyped.read(value(posted, typed)));
        } else {
            for (int k = 1; k <= count; k++) {
                cards.add(value(posted, each + k));
            }
        }
        return cards;
    }

    public SeatInput seat(int seat) {
        return seats.getOrDefault(seat, new SeatInput(false, "", false, List.of()));
    }

    /** The button's seat as typed, if it is a number. */
    java.util.Optional<Integer> buttonSeat() {
        return button.matches("\\d{1,3}") ? java.util.Optional.of(Integer.valueOf(button)) : java.util.Optional.empty();
    }

    public boolean isButton(int seat) {
        return button.equals(Integer.toString(seat));
    }

    public String boardCard(int index) {
        return index < board.size() ? board.get(index) : "";
    }

    /** The board as one line of text. */
    public String boardTyped() {
        return String.join(" ", board.stream().filter(c -> !c.isBlank()).toList());
    }

    /**
     * The hand as the API takes it; a refusal names the form field. A folded player's empty put-in is
     * what his seat had to post ({@code owed}: the blinds by position, docs/rules.md#blinds-by-position),
     * else nothing. A hand nobody opened has its players in with nothing put in and no cards, whatever was
     * typed (docs/rules.md#opening: the antes stay in the pot for the hand that opens it).
     */
    EnterHandRequest request(boolean holdem, Map<Integer, Long> owed, SeenOnPage seen, long ante) {
        List<EnterHandRequest.Player> players = new ArrayList<>();
        seats.forEach((seat, line) -> {
            if (line.in() && opening.nobody()) {
                players.add(new EnterHandRequest.Player(seat, 0L, false, null));
            } else if (line.in()) {
                List<String> cards =
                        line.cards().stream().filter(c -> !c.isBlank()).toList();
                players.add(new EnterHandRequest.Player(
                        seat,
                        line.folded() && line.put().isBlank()
                                ? owed.getOrDefault(seat, 0L)
                                : chips(line.put(), "put-" + seat),
                        line.folded(),
                        cards.isEmpty() ? null : cards));
            }
        });
        if (players.isEmpty()) {
            throw ProblemException.badRequest("no-players", "Nobody is in the hand.", Map.of("field", "players"));
        }
        List<String> cards = board.stream().filter(c -> !c.isBlank()).toList();
        List<EnterHandRequest.Expected> expected = new ArrayList<>();
        shown.forEach((seat, stack) ->
                expected.add(new EnterHandRequest.Expected(seat, chips(stack, "stack-" + seat), seen.entryAt(seat))));
        return new EnterHandRequest(
                entryId,
                (int) chips(button, "button"),
                null,
                holdem ? cards : null,
                players,
                holdem ? null : opening.opened(),
                seen.gameNumber(),
                expected.isEmpty() ? null : expected,
                holdem ? null : opening.opener(List.copyOf(seats.keySet()), ante),
                holdem ? null : opening.parolHand(),
                null,
                holdem ? seen.level() : null);
    }

    private static long chips(String typed, String field) {
        Long chips = GamePreviews.chips(typed == null ? "" : typed);
        if (chips == null) {
            throw ProblemException.badRequest("not-a-number", "Write a whole number of chips.", Map.of("field", field));
        }
        return chips;
    }

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
