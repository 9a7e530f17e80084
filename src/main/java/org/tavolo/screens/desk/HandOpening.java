package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;

/**
 * How an Italian draw hand was opened, as the director typed it on the table page (docs/rules.md#opening, #opener,
 * #buio, #parol), kept as typed so that a refusal shows it again. Fields: {@code opened=false} (the «Nessuno apre»
 * button: nobody opened), {@code opener} (the opener's seat), {@code opener-kind} ({@code OPEN}, {@code BUIO},
 * {@code CONTROBUIO}, {@code OVER}), {@code opener-amount} (the opening bet over the ante; a blind's is its set
 * value when left blank) and {@code parol} (every player passed the word after the draw).
 *
 * @param nobody whether nobody opened the hand
 * @param seat   the opener's seat as typed, blank when none is named
 * @param kind   how he opened, as typed
 * @param amount his opening bet over the ante, as typed
 * @param parol  whether every player passed the word after the draw
 */
public record HandOpening(boolean nobody, String seat, String kind, String amount, boolean parol) {

    /** The kinds of opening the page offers, in the regulation's order. */
    public static final List<String> KINDS = List.of("OPEN", "BUIO", "CONTROBUIO", "OVER");

    /** A new hand: opened, nobody named. */
    static final HandOpening NONE = new HandOpening(false, "", "", "", false);

    static HandOpening read(MultivaluedMap<String, String> posted) {
        return new HandOpening(
                "false".equals(value(posted, "opened")),
                value(posted, "opener"),
                value(posted, "opener-kind"),
                value(posted, "opener-amount"),
                posted.containsKey("parol"));
    }

    /** The hand's {@code opened}: false when nobody opened, else left out (opened). */
    Boolean opened() {
        return nobody ? Boolean.FALSE : null;
    }

    /** The hand's {@code parol}: true when every player passed the word, else left out. */
    Boolean parolHand() {
        return parol && !nobody ? Boolean.TRUE : null;
    }

    /**
     * The hand's {@code opener}, or null when no seat is named and no kind chosen. A seat that is not one of the
     * table's ({@code seats}) is refused naming the {@code opener} field; a kind without a seat, naming it too.
     */
    EnterHandRequest.Opener opener(List<Integer> seats, long ante) {
        if (nobody || (seat.isEmpty() && kind.isEmpty())) {
            return null;
        }
        if (!seat.matches("\\d{1,3}") || !seats.contains(Integer.valueOf(seat))) {
            if (seat.isEmpty()) {
                throw ProblemException.badRequest("opener-unclear", "Say who opened.", Map.of("field", "opener"));
            }
            throw ProblemException.badRequest(
                    "seat-not-at-table",
                    "Seat " + seat + " is not a seat at this table.",
                    Map.of("seat", seat, "field", "opener"));
        }
        Long bet = amount.isEmpty() ? null : GamePreviews.chips(amount);
        if (!amount.isEmpty() && bet == null) {
            throw ProblemException.badRequest(
                    "not-a-number", "Write a whole number of chips.", Map.of("field", "opener-amount"));
        }
        return EnterHandRequest.Opener.typed(Integer.parseInt(seat), bet, kind.isEmpty() ? "OPEN" : kind, ante);
    }

    public boolean seatIs(int s) {
        return seat.equals(Integer.toString(s));
    }

    /** Whether this kind is the one chosen; an opener named without a kind opened after looking. */
    public boolean kindIs(String k) {
        return kind.equals(k) || (kind.isEmpty() && "OPEN".equals(k) && !seat.isEmpty());
    }

    private static String value(MultivaluedMap<String, String> posted, String name) {
        String v = posted.getFirst(name);
        return v == null ? "" : v.strip();
    }
}
