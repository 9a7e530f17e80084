package org.tavolo.hand;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.common.chips.Chips;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.poker.evaluation.Game;

/**
 * A hand as the table director enters it.
 *
 * @param entryId a client-generated id (a UUID, say): sending the same hand again returns the first answer
 * @param button  the dealer button's seat
 * @param game    Italian tables: {@code ITALIAN_DRAW} (default) or {@code TERESINA}; Hold'em: {@code TEXAS_HOLDEM}
 * @param board   the community cards (Hold'em)
 * @param players every player who put chips in, with the cards shown at the showdown
 * @param opened  Italian draw: {@code false} for a hand nobody opened (everyone passed): it moves no chips,
 *                the antes stay in the pot for the hand that opens it, and the table's minimum opening goes
 *                up (docs/rules.md#opening); absent or {@code true} otherwise
 * @param gameNumber the game the hand was played in; refused (409 not-current-game) unless it is the
 *     table's current game; left out (or null), the current game for the organizer, refused (400
 *     {@code binding-missing}) for a table's director (docs/errors.md#entries-bound-to-what-was-seen)
 * @param expected each seat's stack as the client saw it when the hand was typed (optional): when a
 *     seat named here no longer has that stack, or nobody sits there now (someone else changed the
 *     table meanwhile), the hand is refused with 409 {@code stale-stack} and changes nothing; with the
 *     entry seen there, when another player sits there now, with 409 {@code player-moved}; a table's director
 *     names every seat of {@code players} here, with its entry (400 {@code binding-missing} otherwise)
 * @param opener  Italian draw, optional: who opened, with what and how (docs/rules.md#opener); left out, the hand is
 *     checked against the least opening as before
 * @param parol   Italian draw, optional: {@code true} for a hand in which every player passed the word after the
 *     draw: its pot is not awarded but carried to the table's next hand, which replays it (docs/rules.md#parol)
 * @param parolPart the replayed hand of a parol pot, optional: the part of the carried parol pot it is played for
 *     when the players split it (at most three antes); left out, the whole of it (docs/rules.md#parol)
 * @param level   Hold'em, optional: the clock's level number (breaks not counted) the hand was dealt at; its blinds
 *     are accepted when it is the level in force or the one just before it, an older one is refused with 409
 *     {@code level-not-in-force} naming the levels (docs/rules.md#blinds-by-position); left out, the level in force.
 *     Italian hands ignore it
 */
@Schema(description = "A hand entered by the table director", example = """
        {"entryId": "5f0c2a4e-1b7d-4e0a-9d61-3c2f8e9b7a10", "button": 4,
         "players": [{"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                     {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                     {"seat": 3, "contributed": 1000, "folded": true}]}""")
public record EnterHandRequest(
        @NotBlank @Size(max = 64) String entryId,
        @NotNull Integer button,
        Game game,
        List<@NotNull String> board,
        @NotEmpty List<@Valid @NotNull Player> players,
        Boolean opened,
        @Min(1) Integer gameNumber,
        List<@Valid @NotNull Expected> expected,
        @Valid Opener opener,
        Boolean parol,
        @Positive @Max(Chips.MAX) Long parolPart,
        @Min(1) Integer level) {

    /** A hand as entered before it could name the level it was dealt at. */
    public EnterHandRequest(
            String entryId,
            Integer button,
            Game game,
            List<String> board,
            List<Player> players,
            Boolean opened,
            Integer gameNumber,
            List<Expected> expected,
            Opener opener,
            Boolean parol,
            Long parolPart) {
        this(entryId, button, game, board, players, opened, gameNumber, expected, opener, parol, parolPart, null);
    }

    /** A hand as entered before a parol pot could be told apart. */
    public EnterHandRequest(
            String entryId,
            Integer button,
            Game game,
            List<String> board,
            List<Player> players,
            Boolean opened,
            Integer gameNumber,
            List<Expected> expected,
            Opener opener) {
        this(entryId, button, game, board, players, opened, gameNumber, expected, opener, null, null, null);
    }

    /** Whether every player passed the word after the draw (docs/rules.md#parol). */
    boolean isParol() {
        return Boolean.TRUE.equals(parol);
    }

    /**
     * A seat's stack as the client saw it.
     *
     * @param entry the entry the client saw at the seat (optional): when another sits there now, the
     *     hand is refused with 409 {@code player-moved} (docs/errors.md#entries-bound-to-what-was-seen)
     */
    @Schema(name = "HandExpectedStack")
    public record Expected(
            @NotNull Integer seat,
            @NotNull @PositiveOrZero @Max(Chips.MAX) Long stack,
            Long entry) {

        /** A seat's stack, whoever sits there. */
        public Expected(Integer seat, Long stack) {
            this(seat, stack, null);
        }
    }

    /**
     * One player's part in the hand.
     *
     * @param seat        his seat at the table
     * @param contributed chips he put in, ante and blinds included; at most his stack
     * @param folded      whether he gave up the hand
     * @param cards       the cards he shows, when a pot he can win needs a showdown
     */
    @Schema(name = "HandPlayer")
    public record Player(
            @NotNull Integer seat,
            @NotNull @PositiveOrZero @Max(Chips.MAX) Long contributed,
            @NotNull Boolean folded,
            List<@NotNull String> cards) {}

    /** What is stored of the hand as entered ({@code hand_entry.recorded}, its {@code request}). */
    public RecordedHand.Request recorded() {
        return new RecordedHand.Request(
                entryId(),
                button(),
                game(),
                board(),
                players().stream()
                        .map(p -> new RecordedHand.Player(p.seat(), p.contributed(), p.folded(), p.cards()))
                        .toList(),
                opened(),
                opener() == null
                        ? null
                        : new RecordedHand.Opener(
                                opener().seat(), opener().amount(), opener().kind(), opener().cards()),
                parol(),
                parolPart(),
                level());
    }

    /**
     * Who opened an Italian draw hand (docs/rules.md#opener, #buio).
     *
     * @param seat   the opener's seat
     * @param amount his opening bet over the ante: what the others must cover to play (a buio: the ante; a
     *               controbuio: twice the ante; the Over: four times the ante)
     * @param kind   {@code OPEN} after looking at the cards, {@code BUIO}, {@code CONTROBUIO} or {@code OVER} (tables
     *               of five or six) before
     * @param cards  the five cards he opened with, when he showed them (an {@code OPEN} only)
     */
    @Schema(name = "HandOpener")
    public record Opener(
            @NotNull Integer seat,
            @NotNull @Positive @Max(Chips.MAX) Long amount,
            @NotNull org.tavolo.poker.betting.Opener.Kind kind,
            List<@NotNull String> cards) {

        /**
         * An opener as a form typed it: the kind by its name, the amount left out for a blind opening, which is then
         * worth what that kind is worth at this ante (docs/rules.md#buio, #over). Refused 400 {@code opener-unclear}
         * naming the field when the kind is none of the four, or an opening after looking has no amount.
         */
        public static Opener typed(int seat, Long amount, String kind, long ante) {
            org.tavolo.poker.betting.Opener.Kind how = Arrays.stream(org.tavolo.poker.betting.Opener.Kind.values())
                    .filter(k -> k.name().equals(kind))
                    .findFirst()
                    .orElseThrow(() -> unclear(seat, "opener.kind"));
            if (amount == null && how == org.tavolo.poker.betting.Opener.Kind.OPEN) {
                throw unclear(seat, "opener.amount");
            }
            return new Opener(seat, amount == null ? how.blindOver(ante) : amount, how, null);
        }

        private static ProblemException unclear(int seat, String field) {
            return ProblemException.badRequest(
                    "opener-unclear",
                    "Say who opened and how: OPEN (with the amount over the ante), BUIO, CONTROBUIO or OVER.",
                    Map.of("seat", seat, "field", field));
        }
    }
}
