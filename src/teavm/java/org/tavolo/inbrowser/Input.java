package org.tavolo.inbrowser;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.TypedCards;
import org.teavm.jso.JSObject;

/**
 * Reads the plain data a page passes in: every value that is missing where one is needed, or of the
 * wrong kind, is refused as {@code invalid-input} naming its {@code field} ({@code players[2].seat}).
 */
final class Input {

    private Input() {}

    /** A list given as an array; {@code required} refuses a missing one, otherwise it reads as empty. */
    static List<JSObject> list(JSObject o, String key, String field, boolean required) {
        JSObject v = Js.get(o, key);
        if (Js.absent(v) && !required) {
            return List.of();
        }
        if (!Js.isArray(v)) {
            throw invalid(field, "a list");
        }
        List<JSObject> items = new ArrayList<>();
        for (int i = 0; i < Js.length(v); i++) {
            items.add(Js.at(v, i));
        }
        return items;
    }

    /** A whole number of chips. */
    static long chips(JSObject o, String key, String field) {
        JSObject v = Js.get(o, key);
        if (!Js.isWholeNumber(v)) {
            throw invalid(field, "a whole number of chips");
        }
        return (long) Js.asNumber(v);
    }

    /** A whole number of chips, or null when none is given. */
    static Long optionalChips(JSObject o, String key, String field) {
        return Js.absent(Js.get(o, key)) ? null : chips(o, key, field);
    }

    /** A whole number such as a seat, a button or a deck size. */
    static int number(JSObject o, String key, String field) {
        return number(Js.get(o, key), field);
    }

    static int number(JSObject v, String field) {
        if (!Js.isWholeNumber(v) || Math.abs(Js.asNumber(v)) > Integer.MAX_VALUE) {
            throw invalid(field, "a whole number");
        }
        return (int) Js.asNumber(v);
    }

    static Integer optionalNumber(JSObject o, String key, String field) {
        return Js.absent(Js.get(o, key)) ? null : number(o, key, field);
    }

    /** true or false; {@code otherwise} when not given. */
    static boolean flag(JSObject o, String key, String field, boolean otherwise) {
        JSObject v = Js.get(o, key);
        if (Js.absent(v)) {
            return otherwise;
        }
        if (!Js.isBoolean(v)) {
            throw invalid(field, "true or false");
        }
        return Js.asBoolean(v);
    }

    static String text(JSObject o, String key, String field) {
        JSObject v = Js.get(o, key);
        if (Js.absent(v)) {
            return null;
        }
        if (!Js.isString(v)) {
            throw invalid(field, "text");
        }
        return Js.asString(v);
    }

    /** One of the constants, by its name ({@code TEXAS_HOLDEM}); null when not given. */
    static <E extends Enum<E>> E option(JSObject o, String key, String field, E[] values) {
        String name = text(o, key, field);
        if (name == null) {
            return null;
        }
        for (E value : values) {
            if (value.name().equals(name)) {
                return value;
            }
        }
        throw new RuleViolation(
                "invalid-input",
                "'" + field + "' is one of " + Arrays.toString(values) + ", not '" + name + "'.",
                Map.of("field", field));
    }

    /**
     * Cards as text: one string with the cards apart ({@code "Ah Kd"}, {@code "ah,10♥"}) or a list of
     * strings, each read as a page's field is ({@link TypedCards}); null when not given. Reading them as cards is
     * the core's ({@code unknown-card} and the rest).
     */
    static List<String> cards(JSObject o, String key, String field) {
        JSObject v = Js.get(o, key);
        if (Js.absent(v)) {
            return null;
        }
        if (Js.isString(v)) {
            return TypedCards.read(Js.asString(v));
        }
        if (!Js.isArray(v)) {
            throw invalid(field, "cards as text, such as \"Ah Kd\" or [\"Ah\", \"Kd\"]");
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < Js.length(v); i++) {
            JSObject card = Js.at(v, i);
            texts.add(Js.isString(card) ? TypedCards.code(Js.asString(card)) : null);
        }
        return texts;
    }

    static RuleViolation invalid(String field, String what) {
        return new RuleViolation("invalid-input", "'" + field + "' must be " + what + ".", Map.of("field", field));
    }
}
