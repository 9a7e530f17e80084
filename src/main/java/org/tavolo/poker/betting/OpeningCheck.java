package org.tavolo.poker.betting;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;

/**
 * The opening of an Italian draw hand checked against the table (docs/rules.md#opener, #buio): where a blind opening
 * sits and what it is worth, what an opening may be, what the opener must have put in, and whether the cards he
 * showed open. Every refusal names the field of the opening it is about.
 *
 * <ul>
 *   <li>A buio is made by the first seat in play to the left of the dealer and is worth the ante; a controbuio by
 *       the next seat, worth twice the ante, over a buio (003; «piatto» read as the ante, see the rule book); the Over
 *       by the third seat, worth twice the controbuio, over both, at tables of five or six players (001).
 *   <li>An opening is at least one cip and at most the pot at the moment it is made: the antes (003 «Puntata min.
 *       cip, max: valore del piatto»).
 *   <li>The opener put in at least the ante and his opening.
 *   <li>Shown cards open with the table's minimum pair or better, or with a four-card open-ended straight-flush draw,
 *       which opens as two kings or two aces (001), so at every step of the sequence. A blind opening needs no hand.
 * </ul>
 */
public final class OpeningCheck {

    /** The fewest players in play at a table where the Over is made (001: «con 5 o 6 giocatori»). */
    static final int OVER_PLAYERS = 5;

    private OpeningCheck() {}

    /**
     * The table when an Italian hand began.
     *
     * @param stacks      the chips of each seat in play (with chips) when the hand began
     * @param contributed what each seat put in during the hand (a seat not listed put in nothing)
     * @param button      the dealer's seat
     * @param ante        the ante every player pays
     * @param chipUnit    the cip, the smallest chip
     */
    public record Table(
            Map<Integer, Long> stacks, Map<Integer, Long> contributed, int button, long ante, long chipUnit) {

        long contributedBy(int seat) {
            return contributed.getOrDefault(seat, 0L);
        }

        /** The antes in the pot before anyone bets: the ante of every player in play, or all he had. */
        public long antes() {
            return stacks.values().stream().mapToLong(s -> Math.min(s, ante)).sum();
        }
    }

    /** Refuses an opening that cannot have been made at this table, or shown cards that do not open. */
    public static void check(Opener opener, Table table, OpeningRequirement requirement, RuleSet rules) {
        if (!table.stacks().containsKey(opener.seat())) {
            throw refused(
                    "opener-not-in-hand",
                    "Seat " + opener.seat() + " has no chips at this table when the hand begins, so it cannot open.",
                    opener,
                    "seat");
        }
        if (opener.amount() < table.chipUnit() || opener.amount() % table.chipUnit() != 0) {
            throw refused(
                    "invalid-opening",
                    "An opening is at least one cip (" + table.chipUnit() + ") and a whole number of cips, not "
                            + opener.amount() + ".",
                    opener,
                    "amount");
        }
        switch (opener.kind()) {
            case OPEN -> checkOpen(opener, table, requirement, rules);
            case BUIO -> checkBlind(opener, table, 0, opener.kind().blindOver(table.ante()));
            case CONTROBUIO -> {
                checkBlind(opener, table, 1, opener.kind().blindOver(table.ante()));
                requireAnswered(opener, table, 0, 2 * table.ante());
            }
            case OVER -> checkOver(opener, table);
        }
        long due = table.ante() + opener.amount();
        if (table.contributedBy(opener.seat()) < due) {
            throw refused(
                    "impossible-contribution",
                    "Seat " + opener.seat() + " opened with " + opener.amount() + " over the ante of " + table.ante()
                            + ": he put in at least " + due + ", not " + table.contributedBy(opener.seat()) + ".",
                    opener,
                    "amount");
        }
    }

    /**
     * A blind raise answers the blind before it: the seat at {@code place} to the left of the dealer put in at least
     * {@code least} (the ante and its blind).
     */
    /** The Over: at a table of five or six, the third blind after the buio and the controbuio were answered. */
    private static void checkOver(Opener opener, Table table) {
        if (table.stacks().size() < OVER_PLAYERS) {
            throw refused(
                    "option-not-applicable",
                    "The Over is played at tables of five or six players (001: «con 5 o 6 giocatori … si può"
                            + " fare anche l'Over»); this hand has "
                            + table.stacks().size()
                            + " players in play.",
                    opener,
                    "kind");
        }
        checkBlind(opener, table, 2, opener.kind().blindOver(table.ante()));
        requireAnswered(opener, table, 0, 2 * table.ante());
        requireAnswered(opener, table, 1, 3 * table.ante());
    }

    private static void requireAnswered(Opener opener, Table table, int place, long least) {
        int seat =
                Positions.leftOfButton(table.stacks().keySet(), table.button()).get(place);
        if (table.contributedBy(seat) < least) {
            String blind = place == 0 ? "buio" : "controbuio";
            throw refused(
                    "invalid-opening",
                    "A " + inWords(opener.kind()) + " answers a " + blind + ": seat " + seat + ", "
                            + (place == 0 ? "left of the dealer" : "second left of the dealer") + ", made the "
                            + blind + " and put in at least the ante and the " + blind + " (" + least + "), not "
                            + table.contributedBy(seat) + ".",
                    opener,
                    "kind");
        }
    }

    private static void checkOpen(Opener opener, Table table, OpeningRequirement requirement, RuleSet rules) {
        if (opener.amount() > table.antes()) {
            throw refused(
                    "invalid-opening",
                    "An opening is at most the pot (" + table.antes() + ", the antes), not " + opener.amount() + ".",
                    opener,
                    "amount");
        }
        if (opener.shown() && !opens(opener.cards(), requirement, rules)) {
            HandValue hand = rules.evaluate(opener.cards());
            throw refused(
                            "opening-too-weak",
                            "Seat " + opener.seat() + " opened with " + inWords(hand.category()) + " " + hand.cards()
                                    + ", less than the table's minimum opening, a pair of "
                                    + inWords(requirement.minimumPair()) + "s (docs/rules.md#opening).",
                            opener,
                            "cards")
                    .with("minimumPair", requirement.minimumPair().name());
        }
    }

    private static void checkBlind(Opener opener, Table table, int place, long worth) {
        if (opener.shown()) {
            throw refused(
                    "option-not-applicable",
                    "A " + inWords(opener.kind())
                            + " is made before looking at the cards: it needs no hand, so no cards are"
                            + " shown for it.",
                    opener,
                    "cards");
        }
        List<Integer> order = Positions.leftOfButton(table.stacks().keySet(), table.button());
        if (order.size() < place + 2 || order.get(place) != opener.seat()) {
            throw refused(
                    "blind-opening-out-of-place",
                    "A " + inWords(opener.kind()) + " is made by the "
                            + List.of("first", "second", "third").get(place)
                            + " player to the left of the dealer (seat " + table.button() + ")"
                            + (order.size() < place + 2 ? ", and never by the dealer" : ": seat " + order.get(place))
                            + ", not seat " + opener.seat() + ".",
                    opener,
                    "seat");
        }
        if (opener.amount() != worth) {
            throw refused(
                    "invalid-opening",
                    "A " + inWords(opener.kind()) + " is worth " + worth + " ("
                            + List.of("the ante", "twice the ante", "twice the controbuio")
                                    .get(place) + "), not "
                            + opener.amount() + ".",
                    opener,
                    "amount");
        }
    }

    /**
     * Whether five cards open at {@code requirement}: a pair of at least its minimum, any better hand, or four cards
     * of an open-ended straight-flush draw (001: «4 carte in sequenza di Scala Reale bilaterale valgono come due
     * Kappa o due Assi», so they open at every step, aces included).
     */
    public static boolean opens(List<Card> five, OpeningRequirement requirement, RuleSet rules) {
        return requirement.opensWith(rules.evaluate(five)) || openEndedStraightFlushDraw(five, rules);
    }

    /**
     * Whether four of the five cards are a straight-flush draw open at both ends: two different cards of the deck
     * (the fifth card may be one of them) each complete them into a straight flush. On a short deck the ace below the lowest rank counts as an end (the
     * minima A-7-8-9-10 on 32 cards), as in the straights themselves.
     */
    public static boolean openEndedStraightFlushDraw(List<Card> five, RuleSet rules) {
        for (int left = 0; left < five.size(); left++) {
            List<Card> four = new ArrayList<>(five);
            four.remove(left);
            int completing = 0;
            for (Card card : rules.deck().cards()) {
                if (four.contains(card)) {
                    continue;
                }
                List<Card> made = new ArrayList<>(four);
                made.add(card);
                if (rules.evaluate(made).category() == HandCategory.STRAIGHT_FLUSH) {
                    completing++;
                }
            }
            if (completing >= 2) {
                return true;
            }
        }
        return false;
    }

    /** A constant as a word: {@code ONE_PAIR} as {@code one pair}, {@code BUIO} as {@code buio}. */
    private static String inWords(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static RuleViolation refused(String code, String message, Opener opener, String field) {
        return new RuleViolation(code, message, Map.of("seat", opener.seat(), "field", "opener." + field));
    }
}
