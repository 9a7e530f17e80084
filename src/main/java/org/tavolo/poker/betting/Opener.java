package org.tavolo.poker.betting;

import java.util.List;
import org.tavolo.poker.cards.Card;

/**
 * Who opened an Italian draw hand, with what, and how (docs/rules.md#opener): an opening after looking at the cards,
 * a blind opening ("buio", 003 «Apertura al buio»), a counter-blind ("controbuio", 003 «Controbuio») or the Over
 * (001 «l'Over (il Contro-controbuio)»).
 *
 * @param seat   the opener's seat
 * @param amount the opening bet, beyond the ante: what every other player must cover to take part in the pot
 * @param kind   how the hand was opened
 * @param cards  the five cards the opener held when he opened, when he showed them (003: «È fatto obbligo, se
 *               richiesto, di mostrare l'apertura»); empty when not shown
 */
public record Opener(int seat, long amount, Kind kind, List<Card> cards) {

    /** How an Italian hand was opened. */
    public enum Kind {
        /** An opening made after looking at the cards, with at least the table's minimum opening. */
        OPEN,
        /** A blind opening of the ante's value, by the first player to the left of the dealer, before looking. */
        BUIO,
        /** A counter-blind of twice the ante, by the player to the left of the buio, before looking. */
        CONTROBUIO,
        /**
         * The Over («Contro-controbuio», 001): twice the controbuio, by the player to the left of the controbuio,
         * before looking; only at tables of five or six players.
         */
        OVER;

        /**
         * The bet over the ante a blind opening of this kind is worth at a table with this ante (docs/rules.md#buio,
         * #over): a buio the ante, a controbuio twice it, the Over four times; an opening after looking has no set
         * amount (0).
         */
        public long blindOver(long ante) {
            return switch (this) {
                case OPEN -> 0;
                case BUIO -> ante;
                case CONTROBUIO -> Math.multiplyExact(2, ante);
                case OVER -> Math.multiplyExact(4, ante);
            };
        }
    }

    public Opener {
        cards = cards == null ? List.of() : List.copyOf(cards);
    }

    /** Whether the opener showed the cards he opened with. */
    public boolean shown() {
        return !cards.isEmpty();
    }
}
